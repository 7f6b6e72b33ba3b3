/**
 * The admin's orders desk (/admin/payment-links) shows each order's language (issue 44): the
 * language of the page it was placed from, the one its receipt went out in, as the agency reads
 * it ("Arabic (ar)"). Orders placed through the orders API in English and in Arabic, listed as
 * the page lists them, rendered as the page renders them.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { PaymentsDesk } from '@/web/components/admin/payments-desk'
import { listOrders } from '@/web/payments/store'
import { client, memoryDatabase, orderRequest, ordersHandlerFor, sqlOf } from '../helpers/payments'
import { render } from '../helpers/markup'

// The desk's forms refresh the page through the App Router, which is not mounted here.
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ refresh: () => undefined }),
}))

let db: PGlite
beforeAll(async () => {
  db = await memoryDatabase()
})
afterAll(async () => {
  await db.close()
})

async function placeOrder(locale?: string) {
  const response = await ordersHandlerFor(db)(
    orderRequest({
      service: 'web-development',
      package: 1,
      amountCents: 149_900,
      ...client,
      ...(locale ? { locale } : {}),
    }),
  )
  expect(response.status).toBe(201)
  return ((await response.json()) as { orderId: string }).orderId
}

/** Each order's language as the desk shows it, by order id. */
function languages(html: string) {
  return Object.fromEntries(
    html
      .split('data-order-id="')
      .slice(1)
      .map((item) => [
        item.slice(0, item.indexOf('"')),
        /data-testid="order-language">([^<]*)</.exec(item)?.[1],
      ]),
  )
}

describe("the orders desk shows each order's language", () => {
  it('English and Arabic orders, each with its language', async () => {
    const english = await placeOrder()
    const arabic = await placeOrder('ar')
    const html = render(PaymentsDesk, {
      links: [],
      orders: await listOrders(sqlOf(db), 10),
      packages: [],
      siteUrl: 'http://site.test',
      gateway: { name: 'test', mode: 'test' },
    })
    expect(languages(html)).toEqual({ [english]: 'English (en)', [arabic]: 'Arabic (ar)' })
    expect(html).toContain('<dt class="inline">Language </dt>')
  })
})
