/**
 * The Stripe path against a local stand-in of Stripe's API (the real `stripe` SDK, pointed at it
 * with host, port and protocol): Checkout Session creation from the order, once per order; the
 * signed webhook verified on the raw body (missing, forged and stale signatures refused with
 * 400); a completed session marking the order paid exactly once, however often it is delivered.
 */
import type { PGlite } from '@electric-sql/pglite'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  createStripeGateway,
  paymentEventFromStripe,
  stripeMode,
} from '@/web/payments/gateways/stripe'
import { createStripeWebhookHandler } from '@/web/payments/stripe-webhook'
import { getOrder, getPaymentLink, saveCheckoutSession } from '@/web/payments/store'
import type { Order } from '@/web/payments/types'
import {
  countPaymentRows,
  fulfilmentFor,
  memoryDatabase,
  orderRequest,
  ordersHandlerFor,
  packageOrder,
  sqlOf,
} from '../helpers/payments'
import { signStripeEvent, startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in'

const SECRET = 'whsec_unit_test_secret_0123456789'
const KEY = 'sk_test_unit0123456789'
const STRIPE = { name: 'stripe', mode: 'test' } as const

const URLS = (order: Order) => ({
  successUrl: `http://site.test/payment-success?order=${order.id}`,
  cancelUrl: 'http://site.test/checkout?service=seo&package=2',
})

function webhookRequest(body: string, signature: string | null) {
  return new Request('http://127.0.0.1/api/payments/stripe-webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    body,
  })
}

describe('Stripe Checkout against the stand-in', () => {
  let db: PGlite
  let stripe: StripeStandIn
  let webhook: (request: Request) => Promise<Response>
  const paid: string[] = []

  beforeAll(async () => {
    db = await memoryDatabase()
    stripe = await startStripeStandIn()
    webhook = createStripeWebhookHandler({
      webhookSecret: SECRET,
      apply: fulfilmentFor(db, (orderId) => paid.push(orderId)),
      log: () => undefined,
    })
  })
  afterAll(async () => {
    await stripe.close()
    await db.close()
  })

  const gateway = () => createStripeGateway({ secretKey: KEY, apiBase: stripe.url })
  const order = async (id: string) => (await getOrder(sqlOf(db), id))!

  /** A package order with its Checkout Session created and stored, as the gateway page does. */
  async function orderWithSession(service = 'web-development', position = 2) {
    const id = await packageOrder(db, service, position, STRIPE)
    const session = await gateway().startCheckout!(await order(id), URLS(await order(id)))
    await saveCheckoutSession(sqlOf(db), id, session)
    return { id, session: stripe.sessions.get(session.id)! }
  }

  async function deliver(event: object, timestamp?: number) {
    const body = JSON.stringify(event)
    return webhook(webhookRequest(body, signStripeEvent(body, SECRET, timestamp)))
  }

  it('knows live keys from test keys', () => {
    expect(stripeMode('sk_live_abc')).toBe('live')
    expect(stripeMode('rk_live_abc')).toBe('live')
    expect(stripeMode('sk_test_abc')).toBe('test')
  })

  it('creates one Checkout Session per order, priced from the order', async () => {
    const id = await packageOrder(db, 'web-development', 2, STRIPE)
    const first = await gateway().startCheckout!(await order(id), URLS(await order(id)))
    const again = await gateway().startCheckout!(await order(id), URLS(await order(id)))
    expect(again.id).toBe(first.id)
    expect(first.url).toBe(`${stripe.url}/c/pay/${first.id}`)
    const created = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions')
    expect(created.map((r) => r.idempotencyKey)).toEqual([
      `codehome-order-${id}`,
      `codehome-order-${id}`,
    ])
    expect(created[0]!.authorization).toBe(`Bearer ${KEY}`)
    expect(created[0]!.params).toMatchObject({
      mode: 'payment',
      client_reference_id: id,
      'metadata[order_id]': id,
      'payment_intent_data[metadata][order_id]': id,
      customer_email: 'jane@example.com',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '349900',
      'line_items[0][price_data][product_data][name]': 'Website Development — Business package',
      success_url: `http://site.test/payment-success?order=${id}`,
    })
    expect(created[0]!.params).not.toHaveProperty('locale')
  })

  it("an Arabic order's Checkout Session names no language: Checkout has no Arabic", async () => {
    // Stripe refuses `locale: 'ar'` ("Invalid locale: must be one of auto, bg, …"): the order
    // could not be paid. Without a locale, Stripe's page is in the client's browser language.
    const id = await packageOrder(db, 'web-development', 1, STRIPE)
    const arabic: Order = { ...(await order(id)), locale: 'ar' }
    await gateway().startCheckout!(arabic, URLS(arabic))
    const request = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')!
    expect(request.params.client_reference_id).toBe(id)
    expect(request.params).not.toHaveProperty('locale')
  })

  it('sells a monthly package as a subscription', async () => {
    const { session } = await orderWithSession('seo', 3)
    const request = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')!
    expect(session.mode).toBe('subscription')
    expect(request.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': '179900',
      'line_items[0][price_data][recurring][interval]': 'month',
      'subscription_data[metadata][order_id]': session.client_reference_id,
    })
  })

  it('a signed checkout.session.completed marks the order paid once, even delivered twice', async () => {
    const { id, session } = await orderWithSession()
    const event = stripe.event('checkout.session.completed', session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_unit_1',
    })
    const first = await deliver(event)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ received: true, duplicate: false, outcome: 'paid' })
    const paidOrder = await order(id)
    expect(paidOrder).toMatchObject({ state: 'paid', gatewayReference: 'pi_unit_1' })
    expect(paidOrder.paidAt).not.toBeNull()
    const rowsAfterFirst = await countPaymentRows(db)

    const second = await deliver(event)
    expect(second.status).toBe(200)
    expect(await second.json()).toEqual({ received: true, duplicate: true, outcome: 'paid' })
    expect(await countPaymentRows(db)).toEqual(rowsAfterFirst)
    expect(paid.filter((orderId) => orderId === id)).toHaveLength(1)
    // The same payment reported by another event id changes nothing either.
    const other = await deliver({ ...event, id: 'evt_unit_other' })
    expect(await other.json()).toMatchObject({ duplicate: false, outcome: 'already-paid' })
    const { rows } = await db.query<{ kind: string; to_address: string }>(
      'select kind, to_address from email_outbox where order_id = $1 order by id',
      [id],
    )
    expect(rows).toEqual([
      { kind: 'receipt', to_address: 'jane@example.com' },
      { kind: 'payment-notification', to_address: 'hello@codehome.example' },
    ])
  })

  it('refuses missing, forged and stale signatures with 400, changing nothing', async () => {
    const { id, session } = await orderWithSession()
    const event = stripe.event('checkout.session.completed', session, { payment_status: 'paid' })
    const body = JSON.stringify(event)
    const before = await countPaymentRows(db)

    const missing = await webhook(webhookRequest(body, null))
    expect(missing.status).toBe(400)
    expect((await missing.json()).error).toBe('Missing Stripe-Signature header')

    const wrongSecret = await webhook(
      webhookRequest(body, signStripeEvent(body, 'whsec_someone_else_0000')),
    )
    expect(wrongSecret.status).toBe(400)
    expect((await wrongSecret.json()).error).toBe('The signature does not match the event')

    // A genuine signature over another body: the amount changed in flight.
    const tampered = JSON.stringify({
      ...event,
      data: { object: { ...session, payment_status: 'paid', amount_total: 1 } },
    })
    const forged = await webhook(webhookRequest(tampered, signStripeEvent(body, SECRET)))
    expect(forged.status).toBe(400)

    const garbage = await webhook(webhookRequest(body, 't=1,v1=deadbeef'))
    expect(garbage.status).toBe(400)

    const stale = await deliver(event, Math.floor(Date.now() / 1000) - 600)
    expect(stale.status).toBe(400)
    expect((await stale.json()).error).toBe(
      'The signature is too old: the event was replayed or delayed',
    )

    expect(await countPaymentRows(db)).toEqual(before)
    expect((await order(id)).state).toBe('pending')
  })

  it('does not mark an order paid when the amount or currency differs', async () => {
    const { id, session } = await orderWithSession()
    const cheaper = await deliver(
      stripe.event('checkout.session.completed', session, {
        payment_status: 'paid',
        amount_total: session.amount_total - 1,
      }),
    )
    expect(await cheaper.json()).toMatchObject({ outcome: 'amount-mismatch' })
    const euros = await deliver(
      stripe.event('checkout.session.completed', session, {
        payment_status: 'paid',
        currency: 'eur',
      }),
    )
    expect(await euros.json()).toMatchObject({ outcome: 'amount-mismatch' })
    expect((await order(id)).state).toBe('pending')
    const { rows } = await db.query('select 1 from email_outbox where order_id = $1', [id])
    expect(rows).toHaveLength(0)
  })

  it('refuses an event for another session of the order, or for an unknown order', async () => {
    const { id, session } = await orderWithSession()
    const other = await deliver(
      stripe.event('checkout.session.completed', session, {
        id: 'cs_test_not_this_one',
        payment_status: 'paid',
      }),
    )
    expect(await other.json()).toMatchObject({ outcome: 'unknown-session' })
    const unknown = await deliver(
      stripe.event('checkout.session.completed', session, {
        client_reference_id: '00000000-0000-4000-8000-000000000000',
        metadata: {},
        payment_status: 'paid',
      }),
    )
    expect(unknown.status).toBe(200)
    expect(await unknown.json()).toMatchObject({ outcome: 'unknown-order' })
    expect((await order(id)).state).toBe('pending')
  })

  it('a delayed payment is processing, then paid; a failed one is failed', async () => {
    const slow = await orderWithSession()
    await deliver(stripe.event('checkout.session.completed', slow.session))
    expect((await order(slow.id)).state).toBe('processing')
    await deliver(
      stripe.event('checkout.session.async_payment_succeeded', slow.session, {
        payment_status: 'paid',
      }),
    )
    expect((await order(slow.id)).state).toBe('paid')

    const failing = await orderWithSession()
    await deliver(stripe.event('checkout.session.completed', failing.session))
    await deliver(stripe.event('checkout.session.async_payment_failed', failing.session))
    expect(await order(failing.id)).toMatchObject({
      state: 'failed',
      failureReason:
        'Your bank did not complete the payment. No money was taken; please try again.',
    })
  })

  it('an expired session expires its pending order, but never a paid one', async () => {
    const left = await orderWithSession()
    const expired = await deliver(stripe.event('checkout.session.expired', left.session))
    expect(await expired.json()).toMatchObject({ outcome: 'expired' })
    expect((await order(left.id)).state).toBe('expired')

    const done = await orderWithSession()
    await deliver(
      stripe.event('checkout.session.completed', done.session, { payment_status: 'paid' }),
    )
    const late = await deliver(stripe.event('checkout.session.expired', done.session))
    expect(await late.json()).toMatchObject({ outcome: 'ignored' })
    expect((await order(done.id)).state).toBe('paid')
  })

  it('stores other event types once and ignores them', async () => {
    const event = {
      id: 'evt_unit_customer',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    }
    expect(await (await deliver(event)).json()).toEqual({
      received: true,
      duplicate: false,
      outcome: 'ignored',
    })
    expect(await (await deliver(event)).json()).toMatchObject({ duplicate: true })
    expect(paymentEventFromStripe(event as unknown as Stripe.Event)).toMatchObject({
      action: 'ignore',
      orderId: null,
    })
  })

  it('pays a payment link through Stripe, and the link is paid', async () => {
    const linkId = 'pl_stripeunitlinkAAAAAAAAAA'
    await db.query(
      `insert into payment_links (id, client_name, client_email, description, amount_cents)
       values ($1, 'Sam', 'sam@example.com', 'Audit', 50000)`,
      [linkId],
    )
    const opened = await ordersHandlerFor(db, STRIPE)(orderRequest({ paymentLinkId: linkId }))
    const { orderId } = (await opened.json()) as { orderId: string }
    const session = await gateway().startCheckout!(await order(orderId), URLS(await order(orderId)))
    await saveCheckoutSession(sqlOf(db), orderId, session)
    expect(
      stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')!.params,
    ).toMatchObject({
      'metadata[payment_link_id]': linkId,
      'line_items[0][price_data][unit_amount]': '50000',
    })
    await deliver(
      stripe.event('checkout.session.completed', stripe.sessions.get(session.id)!, {
        payment_status: 'paid',
      }),
    )
    expect(await getPaymentLink(sqlOf(db), linkId)).toMatchObject({
      state: 'paid',
      paidOrderId: orderId,
    })
  })
})

describe('Stripe configuration', () => {
  /** web/env.ts as it reads `vars` (it validates the environment when first imported). */
  async function envWith(vars: Record<string, string>) {
    const saved = { ...process.env }
    Object.assign(process.env, vars)
    vi.resetModules()
    try {
      return await import('@/web/env')
    } finally {
      process.env = saved
    }
  }

  it('takes both Stripe secrets or neither, and refuses what is not a Stripe secret', async () => {
    await expect(envWith({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).rejects.toThrow(
      /STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set/,
    )
    await expect(envWith({ STRIPE_WEBHOOK_SECRET: 'whsec_abc123' })).rejects.toThrow(
      /STRIPE_SECRET_KEY: is required when STRIPE_WEBHOOK_SECRET is set/,
    )
    await expect(
      envWith({ STRIPE_SECRET_KEY: 'pk_live_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' }),
    ).rejects.toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/)
    const { env } = await envWith({
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    })
    expect(env).toMatchObject({
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    })
  })
})
