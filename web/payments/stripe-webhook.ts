/**
 * POST /api/payments/stripe-webhook, runtime-neutral: a web Request in, a Response out.
 *
 * The signature is checked on the body exactly as received with the endpoint's secret (Stripe's own
 * verification: HMAC-SHA256 over timestamp and body, within a tolerance of five minutes), so a
 * missing, forged or replayed-too-late event gets 400 and changes nothing. A verified event is
 * applied once by its id: a second delivery of the same event is acknowledged (200, so Stripe
 * stops retrying) and changes nothing. A signed body that is not an event this site can apply
 * (no id or type, a Checkout Session whose amount is not a whole number of cents) gets 400 with
 * the reason and changes nothing. 503 only when the database is unavailable: Stripe retries.
 * https://docs.stripe.com/webhooks#verify-events
 */
import Stripe from 'stripe'
import { readBody, TooLarge } from '@/core/http/read-body.ts'
import { paymentEventFromStripe, stripeEventProblem } from './gateways/stripe'
import type { AppliedEvent, PaymentEvent } from './types'

/** Stripe's events are a few kilobytes; anything far larger is not one. */
export const MAX_WEBHOOK_BYTES = 512 * 1024

/** Seconds a signature stays valid (Stripe's default). */
export const SIGNATURE_TOLERANCE_S = 300

export interface StripeWebhookDeps {
  webhookSecret: string
  /** Applies the event (the fulfilment shared with the test gateway). */
  apply: (event: PaymentEvent) => Promise<AppliedEvent>
  tolerance?: number
  log?: (message: string, error?: unknown) => void
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

export function createStripeWebhookHandler(deps: StripeWebhookDeps) {
  const log = deps.log ?? ((message, error) => console.error(`[payments] ${message}`, error ?? ''))
  return async function handle(request: Request): Promise<Response> {
    if (request.method !== 'POST') {
      return json(405, { error: 'Use POST to deliver a Stripe event' }, { Allow: 'POST' })
    }
    const signature = request.headers.get('stripe-signature')
    if (!signature) return json(400, { error: 'Missing Stripe-Signature header' })
    let body: string
    try {
      body = (await readBody(request, MAX_WEBHOOK_BYTES)).text
    } catch (error) {
      if (error instanceof TooLarge) return json(413, { error: 'The event is too large' })
      return json(400, { error: 'The signature does not match the event' })
    }

    let event: Stripe.Event
    try {
      event = await Stripe.webhooks.constructEventAsync(
        body,
        signature,
        deps.webhookSecret,
        deps.tolerance ?? SIGNATURE_TOLERANCE_S,
      )
    } catch (error) {
      const stale = error instanceof Error && /timestamp outside the tolerance/i.test(error.message)
      return json(400, {
        error: stale
          ? 'The signature is too old: the event was replayed or delayed'
          : 'The signature does not match the event',
      })
    }

    // Signed, yet not an event this site can apply ({}, [], an amount that is not a number):
    // no retry would change that, so a 400 with the reason rather than a 503.
    const problem = stripeEventProblem(event)
    if (problem) {
      log(`a signed event was refused: ${problem}`)
      return json(400, { error: problem })
    }

    let applied: AppliedEvent
    try {
      applied = await deps.apply(paymentEventFromStripe(event))
    } catch (error) {
      log(`event ${event.id} could not be applied`, error)
      return json(503, { error: 'Payments are temporarily unavailable' }, { 'Retry-After': '10' })
    }
    if (applied.outcome === 'amount-mismatch') {
      log(`event ${event.id} (${event.type}) does not match its order's amount or currency`)
    }
    return json(200, {
      received: true,
      duplicate: applied.duplicate,
      outcome: applied.outcome,
    })
  }
}
