/**
 * Fixtures for payment tests: a migrated in-memory PGlite, a small CMS price list, and the
 * payment modules wired to them the way web/payments/service.ts wires them in the app.
 */
import type { PGlite } from '@electric-sql/pglite'
import type { SqlClient } from '@/core/db/sql-client.ts'
import { createRateLimiter } from '@/core/http/rate-limit.ts'
import { createFulfilment } from '@/web/payments/fulfilment'
import { createOrdersHandler } from '@/web/payments/orders-api'
import type { CmsService } from '@/web/payments/pricing'
import type { GatewayName, PaymentMode } from '@/web/payments/types'
import { memoryDatabase, SITE } from './leads'

export { memoryDatabase, SITE }

/** Part of the seeded catalogue: packages deliberately not in price order in the CMS array. */
export const SERVICES: Record<string, CmsService> = {
  seo: {
    slug: 'seo',
    title: 'SEO',
    packages: [
      { _key: 'b', name: 'Growth', price: 799, billingPeriod: 'monthly', features: ['A'] },
      { _key: 'a', name: 'Starter', price: 399, billingPeriod: 'monthly', features: ['B'] },
      { _key: 'c', name: 'Dominance', price: 1799, billingPeriod: 'monthly', features: ['C'] },
    ],
  },
  'web-development': {
    slug: 'web-development',
    title: 'Website Development',
    packages: [
      { _key: 'a', name: 'Starter', price: 1499, billingPeriod: 'one-time' },
      { _key: 'b', name: 'Business', price: 3499, billingPeriod: 'one-time' },
      { _key: 'c', name: 'Enterprise', price: 7999, billingPeriod: 'one-time' },
    ],
  },
  analytics: { slug: 'analytics', title: 'Analytics & Reporting', packages: null },
}

export const getService = async (slug: string) => SERVICES[slug] ?? null

export const sqlOf = (db: PGlite): SqlClient => ({
  query: (text, params) => db.query(text, params) as never,
})

export function ordersHandlerFor(
  db: PGlite,
  gateway: { name: GatewayName; mode: PaymentMode } = { name: 'test', mode: 'test' },
) {
  return createOrdersHandler({
    sql: async () => sqlOf(db),
    getService,
    gateway: () => gateway,
    rateLimiter: createRateLimiter(Number.MAX_SAFE_INTEGER),
    log: () => undefined,
  })
}

export function fulfilmentFor(db: PGlite, afterPaid?: (orderId: string) => void) {
  return createFulfilment({ sql: async () => sqlOf(db), siteFacts: async () => SITE, afterPaid })
}

export function orderRequest(body: unknown): Request {
  return new Request('http://127.0.0.1/api/payments/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

export const client = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  company: 'Doe & Co',
  notes: 'Start in May',
}

/** Creates a package order through the API; returns its id. */
export async function packageOrder(
  db: PGlite,
  service = 'web-development',
  position = 2,
  gateway?: { name: GatewayName; mode: PaymentMode },
) {
  const cents = Math.round(
    (SERVICES[service]!.packages!.map((p) => p.price!).sort((a, b) => a - b)[position - 1] ?? 0) *
      100,
  )
  const response = await ordersHandlerFor(
    db,
    gateway,
  )(orderRequest({ service, package: position, amountCents: cents, ...client }))
  if (response.status !== 201) throw new Error(`order not created: ${await response.text()}`)
  return ((await response.json()) as { orderId: string }).orderId
}

export async function countPaymentRows(db: PGlite) {
  const { rows } = await db.query<{ orders: number; events: number; emails: number }>(
    `select (select count(*)::int from orders) as orders,
            (select count(*)::int from payment_events) as events,
            (select count(*)::int from email_outbox where order_id is not null) as emails`,
  )
  return rows[0]!
}
