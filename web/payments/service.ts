import 'server-only'
/**
 * Payments as this app runs them: the leads' database (one instance per process: two PGlite
 * instances on one directory would corrupt it), the CMS's prices, the gateway chosen by
 * configuration alone (Stripe Checkout with STRIPE_SECRET_KEY, else the test gateway), and the
 * outbox sender nudged when an order is paid. Routes, pages and actions call only this module.
 */
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { localizedHref } from '@/core/i18n/routes'
import { adminFailures } from '@/web/admin/session'
import { getService } from '@/web/content'
import { env, siteUrl } from '@/web/env'
import { requestAddress } from '@/web/http/client-address'
import { rateLimiter } from '@/web/lib/rate-limits'
// The database, the brand facts (kept a few seconds) and the outbox sender.
import { ensureOutboxWorker, siteOrigins } from '@/web/leads/server/service'
import { leadsDatabase } from '@/web/server/database'
import { siteFacts } from '@/web/content/site-facts'
import { adminOrdersResponse, adminPaymentLinksResponse } from './admin-api'
import { orderDescriptionIn } from './describe'
import { createFulfilment } from './fulfilment'
import { createStripeGateway } from './gateways/stripe'
import { testGateway } from './gateways/test'
import type { PaymentGateway } from './gateways/types'
import { createOrdersHandler, gatewayPath } from './orders-api'
import { createPaymentLink, securePaymentPath } from './payment-links'
import { checkoutPath } from './pricing'
import { createStripeWebhookHandler } from './stripe-webhook'
import {
  cancelPaymentLink,
  getOrder,
  getPaymentLink,
  listOrders,
  listPaymentLinks,
  saveCheckoutSession,
  switchOrderGateway,
} from './store'
import type { Order } from './types'
import { processGlobal } from '@/web/server/process-global.mjs'

/** Orders a client address may start per minute. */
const ORDERS_PER_MINUTE = 30

const sql = async () => (await leadsDatabase()).sql

interface Payments {
  gateway: PaymentGateway
  fulfil: ReturnType<typeof createFulfilment>
  orders: (request: Request) => Promise<Response>
  webhook: ((request: Request) => Promise<Response>) | null
}

/** This process's payments (kept on globalThis: Next bundles routes and pages separately). */
function payments(): Payments {
  return processGlobal('payments', (): Payments => {
    const gateway = env.STRIPE_SECRET_KEY
      ? createStripeGateway({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE })
      : testGateway
    const fulfil = createFulfilment({
      sql,
      siteFacts,
      // The package as the order's language names it (the published document, as priced).
      describe: (order) => orderDescriptionIn(order, order.locale, getService),
      afterPaid: () => ensureOutboxWorker()?.nudge(),
    })
    return {
      gateway,
      fulfil,
      orders: createOrdersHandler({
        sql,
        // The published package (the default read): an order never takes a draft's price.
        getService,
        gateway: () => gateway,
        rateLimiter: rateLimiter('orders', ORDERS_PER_MINUTE),
        clientAddress: requestAddress,
        allowedOrigins: siteOrigins(),
      }),
      webhook: env.STRIPE_WEBHOOK_SECRET
        ? createStripeWebhookHandler({ webhookSecret: env.STRIPE_WEBHOOK_SECRET, apply: fulfil })
        : null,
    }
  })
}

/** The configured gateway: its name and mode decide what the payment pages show. */
export const currentGateway = () => payments().gateway

export const ordersHandler = (request: Request) => payments().orders(request)

/** The Stripe webhook, or 404 when Stripe is not configured (the route does not exist then). */
export function stripeWebhookHandler(request: Request): Promise<Response> {
  const webhook = payments().webhook
  if (!webhook) return Promise.resolve(Response.json({ error: 'Not found' }, { status: 404 }))
  return webhook(request)
}

export const fulfil = (...args: Parameters<Payments['fulfil']>) => payments().fulfil(...args)

export async function findOrder(id: string): Promise<Order | null> {
  return getOrder(await sql(), id)
}

export async function findPaymentLink(id: string) {
  return getPaymentLink(await sql(), id)
}

export async function recentOrders(limit: number) {
  return listOrders(await sql(), limit)
}

export async function recentPaymentLinks(limit: number) {
  return listPaymentLinks(await sql(), limit)
}

export async function cancelLink(id: string) {
  return cancelPaymentLink(await sql(), id)
}

const adminOptions = () => ({
  adminToken: env.ADMIN_TOKEN,
  sql,
  getService,
  siteUrl,
  failures: { limiter: adminFailures(), address: requestAddress },
})

export const newPaymentLink = (body: unknown) => createPaymentLink(adminOptions(), body)
export const adminOrders = (request: Request) => adminOrdersResponse(request, adminOptions())
export const adminPaymentLinks = (request: Request) =>
  adminPaymentLinksResponse(request, adminOptions())

/** Where a client goes back to when leaving a checkout unpaid: the link, or the package. */
export function returnPath(order: Order): string {
  if (order.paymentLinkId) return securePaymentPath(order.paymentLinkId)
  if (order.serviceSlug && order.packagePosition) {
    return checkoutPath(order.serviceSlug, order.packagePosition)
  }
  return '/services'
}

export const successPath = (orderId: string) => `/payment-success?order=${orderId}`

export type CheckoutStart =
  | { kind: 'redirect'; url: string }
  | { kind: 'test' }
  | { kind: 'expired' }
  | { kind: 'unavailable' }

/**
 * The gateway step of a pending order: Stripe's hosted page (created once per order, then reused
 * until it expires), or the test gateway's own page. Stripe sends the client back to the pages in
 * `locale`, the language of the page that created its session.
 */
export async function startCheckout(
  order: Order,
  locale: Locale = DEFAULT_LOCALE,
): Promise<CheckoutStart> {
  const gateway = currentGateway()
  // A test order moves to Stripe once Stripe is configured; a Stripe order never moves to the
  // test gateway (that would let a live order be "paid" without money).
  if (order.gateway === 'test' && gateway.name === 'stripe') {
    await switchOrderGateway(await sql(), order.id, gateway.name, gateway.mode)
    order = { ...order, gateway: gateway.name, mode: gateway.mode }
  }
  if (order.gateway === 'test')
    return gateway.name === 'test' ? { kind: 'test' } : { kind: 'unavailable' }
  if (order.checkoutUrl) {
    // Stripe closes a session after 24 hours; its expiry event may not have arrived yet.
    const expired = order.checkoutExpiresAt && Date.parse(order.checkoutExpiresAt) <= Date.now()
    return expired ? { kind: 'expired' } : { kind: 'redirect', url: order.checkoutUrl }
  }
  if (!gateway.startCheckout) return { kind: 'unavailable' }
  try {
    const session = await gateway.startCheckout(order, {
      successUrl: `${siteUrl}${localizedHref(successPath(order.id), locale)}`,
      cancelUrl: `${siteUrl}${localizedHref(returnPath(order), locale)}`,
    })
    await saveCheckoutSession(await sql(), order.id, session)
    // The session stored first wins; with one idempotency key per order it is this one.
    const stored = await getOrder(await sql(), order.id)
    return { kind: 'redirect', url: stored?.checkoutUrl ?? session.url }
  } catch (error) {
    console.error('[payments] checkout could not start:', error)
    return { kind: 'unavailable' }
  }
}

export { gatewayPath }
