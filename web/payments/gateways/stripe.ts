/**
 * Stripe Checkout (hosted): everything Stripe-specific lives here and speaks neutral types to the
 * rest. The site creates one Checkout Session per order (amount and currency from the order, the
 * order id in client_reference_id and metadata, an idempotency key per order) and sends the
 * client to Stripe's page; no card data touches the site. Stripe's signed webhook reports the
 * outcome, turned here into a neutral PaymentEvent.
 *
 * A monthly package is sold as a subscription (Checkout in `subscription` mode, billed monthly).
 * https://docs.stripe.com/api/checkout/sessions/create
 */
import Stripe from 'stripe'
import type { PaymentEvent, PaymentMode } from '../types'
import type { PaymentGateway } from './types'

export interface StripeConfig {
  secretKey: string
  /** Another origin for Stripe's API: a proxy, or the stand-in of the tests. */
  apiBase?: string
  /** Network retries of one API call (Stripe's SDK reuses the idempotency key). */
  maxNetworkRetries?: number
}

/** Live keys take real money; test keys (sk_test_…, rk_test_…) are Stripe's test mode. */
export const stripeMode = (secretKey: string): PaymentMode =>
  /^(sk|rk)_live_/.test(secretKey) ? 'live' : 'test'

export function createStripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : null
  return new Stripe(config.secretKey, {
    maxNetworkRetries: config.maxNetworkRetries ?? 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'codehome-site' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  })
}

export function createStripeGateway(config: StripeConfig): PaymentGateway {
  const stripe = createStripeClient(config)
  return {
    name: 'stripe',
    mode: stripeMode(config.secretKey),
    async startCheckout(order, urls) {
      const monthly = order.billingPeriod === 'monthly'
      const metadata = {
        order_id: order.id,
        ...(order.paymentLinkId ? { payment_link_id: order.paymentLinkId } : {}),
      }
      const session = await stripe.checkout.sessions.create(
        {
          // No `locale`, whatever the order's language: Checkout has no Arabic (Stripe's list of
          // Checkout's languages, https://docs.stripe.com/js/appendix/supported_locales, gives
          // Arabic to Elements only) and refuses a language it does not have. Without one,
          // Stripe's page is in the client's browser language ('auto').
          mode: monthly ? 'subscription' : 'payment',
          client_reference_id: order.id,
          metadata,
          customer_email: order.clientEmail,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: order.currency,
                unit_amount: order.amountCents,
                product_data: { name: order.description.slice(0, 250) },
                ...(monthly ? { recurring: { interval: 'month' as const } } : {}),
              },
            },
          ],
          ...(monthly
            ? { subscription_data: { metadata } }
            : { payment_intent_data: { metadata } }),
          success_url: urls.successUrl,
          cancel_url: urls.cancelUrl,
        },
        // One session per order, however often the gateway page is opened or the call retried.
        { idempotencyKey: `codehome-order-${order.id}` },
      )
      if (!session.url)
        throw new Error(`Stripe returned checkout session ${session.id} without a URL`)
      return {
        id: session.id,
        url: session.url,
        expiresAt: session.expires_at ? new Date(session.expires_at * 1000).toISOString() : null,
      }
    },
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

/** The order a Checkout Session belongs to: client_reference_id, else its metadata. */
function orderIdOf(session: Stripe.Checkout.Session): string | null {
  return session.client_reference_id ?? session.metadata?.order_id ?? null
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether a string anywhere in `value` holds a NUL (Postgres stores none, in text or jsonb). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 32 || typeof value !== 'object' || value === null) return false
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1),
  )
}

const ID = /^[A-Za-z0-9_]{1,255}$/
const optional = (value: unknown, test: (value: unknown) => boolean) =>
  value === undefined || value === null || test(value)
const isId = (value: unknown) => typeof value === 'string' && ID.test(value)
const isIdOrObject = (value: unknown) => isId(value) || (isRecord(value) && isId(value.id))

/**
 * Why a correctly signed body is not an event this site can apply, or null when it is: an event
 * has an id and a type, and a Checkout Session event a session whose amount is a whole number of
 * cents, its currency a code and its ids ids. Only someone holding the endpoint's secret can send
 * such a body (Stripe never does), and no retry makes it readable: a 400, not a 503.
 */
export function stripeEventProblem(event: unknown): string | null {
  if (!isRecord(event)) return 'The event is not a JSON object'
  if (!isId(event.id)) return 'The event has no valid id'
  if (typeof event.type !== 'string' || !/^[a-z0-9_.]{1,100}$/.test(event.type)) {
    return 'The event has no valid type'
  }
  if (holdsNul(event)) return 'The event contains a NUL character'
  if (!CHECKOUT_EVENTS.has(event.type)) return null
  const session = isRecord(event.data) ? event.data.object : undefined
  if (!isRecord(session) || !isId(session.id)) return 'The event has no Checkout Session'
  const amount = session.amount_total
  if (
    !optional(
      amount,
      (v) => Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= 2 ** 31 - 1,
    )
  ) {
    return 'The session amount is not a whole number of cents'
  }
  if (!optional(session.currency, (v) => typeof v === 'string' && /^[a-z]{3}$/i.test(v))) {
    return 'The session currency is not a currency code'
  }
  if (!optional(session.payment_status, (v) => typeof v === 'string')) {
    return 'The session payment status is not text'
  }
  if (
    !optional(session.client_reference_id, (v) => typeof v === 'string' && v.length <= 255) ||
    !optional(session.metadata, isRecord) ||
    (isRecord(session.metadata) &&
      !optional(session.metadata.order_id, (v) => typeof v === 'string'))
  ) {
    return 'The session does not name its order as text'
  }
  if (
    !optional(session.payment_intent, isIdOrObject) ||
    !optional(session.subscription, isIdOrObject)
  ) {
    return 'The session payment reference is not an id'
  }
  return null
}

const CHECKOUT_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
])

/**
 * A verified Stripe event in neutral terms. Checkout Session events name their order and carry
 * the amount actually charged; every other type is stored and ignored.
 */
export function paymentEventFromStripe(event: Stripe.Event): PaymentEvent {
  const base = {
    id: event.id,
    gateway: 'stripe' as const,
    type: event.type,
    payload: event,
  }
  const ignored: PaymentEvent = {
    ...base,
    orderId: null,
    action: 'ignore',
    amountCents: null,
    currency: null,
    sessionId: null,
    reference: null,
    reason: null,
  }
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object
      const settled = session.payment_status === 'paid'
      const action: PaymentEvent['action'] =
        event.type === 'checkout.session.expired'
          ? 'expired'
          : event.type === 'checkout.session.async_payment_failed'
            ? 'failed'
            : event.type === 'checkout.session.async_payment_succeeded' || settled
              ? 'paid'
              : // Completed with a method that settles later (a bank debit): paid when it does.
                'processing'
      return {
        ...base,
        orderId: orderIdOf(session),
        action,
        amountCents: session.amount_total ?? null,
        currency: session.currency ?? null,
        sessionId: session.id,
        reference: idOf(session.payment_intent) ?? idOf(session.subscription),
        reason:
          action === 'failed'
            ? 'Your bank did not complete the payment. No money was taken; please try again.'
            : null,
      }
    }
    default:
      return ignored
  }
}
