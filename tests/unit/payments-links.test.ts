/**
 * Payment links (created with a typed amount or a package's CMS price, refused when the input is
 * wrong), their states (open, paid, expired, cancelled), paying one through the test gateway's
 * event with the receipt queued once, and the admin API's access rule.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRateLimiter } from '@/core/http/rate-limit.ts'
import { leadsListResponse } from '@/web/admin/leads-api'
import { ADMIN_FAILURES_PER_MINUTE } from '@/web/admin/session'
import { adminOrdersResponse, adminPaymentLinksResponse } from '@/web/payments/admin-api'
import { testPaymentEvent } from '@/web/payments/gateways/test'
import { LINK_MESSAGES } from '@/web/payments/messages'
import { createPaymentLink } from '@/web/payments/payment-links'
import { cancelPaymentLink, getOrder, getPaymentLink } from '@/web/payments/store'
import {
  countPaymentRows,
  fulfilmentFor,
  getService,
  memoryDatabase,
  orderRequest,
  ordersHandlerFor,
  packageOrder,
  sqlOf,
} from '../helpers/payments'

const TOKEN = 'unit-admin-token-0123456789abcdef'
const NOW = new Date('2030-01-01T12:00:00Z')

describe('payment links', () => {
  let db: PGlite
  let ids = 0
  beforeAll(async () => {
    db = await memoryDatabase()
  })
  afterAll(() => db.close())

  const deps = () => ({
    sql: async () => sqlOf(db),
    getService,
    siteUrl: 'https://codehome.example',
    newId: () => `pl_unitlink${String(++ids).padStart(16, '0')}`,
  })
  const base = { clientName: 'Sam Lee', clientEmail: 'sam@example.com', description: 'Audit' }

  async function link(body: Record<string, unknown> = {}) {
    const result = await createPaymentLink(deps(), { ...base, amountCents: 150_050, ...body })
    if (!result.ok) throw new Error(result.error)
    return result
  }

  it('creates a link with an amount, or with a package priced from the CMS', async () => {
    const typed = await link()
    expect(typed.url).toBe(`https://codehome.example/secure-payment/${typed.id}`)
    expect(typed.link).toMatchObject({
      state: 'open',
      amountCents: 150_050,
      currency: 'usd',
      description: 'Audit',
      clientName: 'Sam Lee',
      expiresAt: null,
    })
    const byPackage = await createPaymentLink(deps(), {
      ...base,
      description: '',
      service: 'seo',
      package: '3',
    })
    expect(byPackage).toMatchObject({
      ok: true,
      link: {
        amountCents: 179_900,
        description: 'SEO — Dominance package, one month',
        serviceSlug: 'seo',
        packagePosition: 3,
      },
    })
  })

  it('refuses a field zod throws on instead of reporting (an object with a non-numeric length)', async () => {
    const thrower = { length: [[{ toString: false }]] }
    for (const field of ['clientName', 'clientEmail', 'description', 'service']) {
      const result = await createPaymentLink(deps(), { ...base, [field]: thrower })
      expect(result, field).toMatchObject({ ok: false, status: 422 })
    }
  })

  it('refuses a non-positive, fractional or missing amount, a past expiry and unknown packages', async () => {
    const before = await db.query('select count(*)::int as n from payment_links')
    const refused = async (body: Record<string, unknown>) => {
      const result = await createPaymentLink({ ...deps(), now: () => NOW }, { ...base, ...body })
      expect(result.ok).toBe(false)
      return result as Extract<typeof result, { ok: false }>
    }
    expect((await refused({ amountCents: 0 })).fields).toEqual({
      amountCents: ['The amount must be more than $0.00'],
    })
    expect((await refused({ amountCents: -100 })).fields?.amountCents).toEqual([
      'The amount must be more than $0.00',
    ])
    expect((await refused({ amountCents: 10.5 })).fields?.amountCents).toEqual([
      'amountCents must be a whole number of cents',
    ])
    expect((await refused({ amountCents: '100' })).fields?.amountCents).toEqual([
      'amountCents must be a number of cents',
    ])
    expect((await refused({ amountCents: 100_000_000 })).fields?.amountCents).toEqual([
      'The amount must be at most $999,999.99',
    ])
    expect((await refused({})).fields?.amountCents).toEqual([
      'Give an amount, or a service and package to take the price from',
    ])
    expect((await refused({ amountCents: 100, service: 'seo', package: 1 })).fields).toEqual({
      amountCents: ['Give either an amount or a package, not both'],
    })
    expect((await refused({ amountCents: 100, expiresAt: '2029-12-31T23:59:59Z' })).fields).toEqual(
      { expiresAt: ['The expiry must be in the future'] },
    )
    expect((await refused({ amountCents: 100, expiresAt: 'tomorrow' })).fields?.expiresAt).toEqual([
      'expiresAt must be a date and time such as 2030-01-31T17:00:00Z',
    ])
    expect(
      (await refused({ amountCents: 100, clientEmail: 'nope', clientName: '' })).fields,
    ).toEqual({
      clientName: ['The client name is required'],
      clientEmail: ['Please enter a valid client email address'],
    })
    expect(await refused({ service: 'seo', package: 9 })).toMatchObject({
      status: 404,
      error: 'We could not find that package. Please choose a package again.',
    })
    expect(await refused({ service: 'nope', package: 1 })).toMatchObject({ status: 404 })
    expect((await db.query('select count(*)::int as n from payment_links')).rows).toEqual(
      before.rows,
    )
  })

  it('a link opens one order at a time, is paid once, and then refuses payment', async () => {
    const { id } = await link()
    const open = () => ordersHandlerFor(db)(orderRequest({ paymentLinkId: id }))
    const first = await open()
    expect(first.status).toBe(201)
    const { orderId } = (await first.json()) as { orderId: string }
    // Opened again before paying: the same order continues.
    const again = await open()
    expect(again.status).toBe(200)
    expect(((await again.json()) as { orderId: string }).orderId).toBe(orderId)
    expect(await getOrder(sqlOf(db), orderId)).toMatchObject({
      amountCents: 150_050,
      description: 'Audit',
      clientEmail: 'sam@example.com',
      paymentLinkId: id,
      billingPeriod: 'one-time',
    })

    const fulfil = fulfilmentFor(db)
    const order = (await getOrder(sqlOf(db), orderId))!
    expect(await fulfil(testPaymentEvent(order, 'pay'))).toEqual({
      outcome: 'paid',
      orderState: 'paid',
      duplicate: false,
    })
    // A second press of Pay is a new event that finds the order paid: nothing more happens.
    expect((await fulfil(testPaymentEvent(order, 'pay'))).outcome).toBe('already-paid')
    expect(await getPaymentLink(sqlOf(db), id)).toMatchObject({
      state: 'paid',
      paidOrderId: orderId,
    })
    const { rows } = await db.query<{ kind: string; subject: string }>(
      'select kind, subject from email_outbox where order_id = $1 order by id',
      [orderId],
    )
    expect(rows).toEqual([
      { kind: 'receipt', subject: '[Test] Your receipt from Codehome — $1,500.50' },
      { kind: 'payment-notification', subject: '[Test] Payment received: $1,500.50 from Sam Lee' },
    ])

    const paidAgain = await open()
    expect(paidAgain.status).toBe(409)
    expect((await paidAgain.json()).error).toBe(LINK_MESSAGES.paid)
    expect(await cancelPaymentLink(sqlOf(db), id)).toBe('paid')
  })

  it('an expired or cancelled link cannot be paid; an unknown one is 404', async () => {
    const expiring = await link({ expiresAt: new Date(Date.now() + 60_000).toISOString() })
    await db.query(
      `update payment_links set expires_at = now() - interval '1 second' where id = $1`,
      [expiring.id],
    )
    expect((await getPaymentLink(sqlOf(db), expiring.id))!.state).toBe('expired')
    const expired = await ordersHandlerFor(db)(orderRequest({ paymentLinkId: expiring.id }))
    expect(expired.status).toBe(410)
    expect((await expired.json()).error).toBe(LINK_MESSAGES.expired)

    const cancelled = await link()
    expect(await cancelPaymentLink(sqlOf(db), cancelled.id)).toBe('cancelled')
    expect(await cancelPaymentLink(sqlOf(db), cancelled.id)).toBe('already-cancelled')
    const refused = await ordersHandlerFor(db)(orderRequest({ paymentLinkId: cancelled.id }))
    expect(refused.status).toBe(410)
    expect((await refused.json()).error).toBe(LINK_MESSAGES.cancelled)

    for (const unknown of ['pl_doesnotexistAAAAAAAAAAAA', "x' or 1=1 --", '']) {
      const response = await ordersHandlerFor(db)(orderRequest({ paymentLinkId: unknown }))
      expect(response.status).toBe(404)
    }
    expect(await cancelPaymentLink(sqlOf(db), 'pl_doesnotexistAAAAAAAAAAAA')).toBe('unknown')
  })

  it('the test gateway declines without money and without e-mails', async () => {
    const orderId = await packageOrder(db)
    const order = (await getOrder(sqlOf(db), orderId))!
    const before = await countPaymentRows(db)
    expect((await fulfilmentFor(db)(testPaymentEvent(order, 'decline'))).outcome).toBe('failed')
    expect(await getOrder(sqlOf(db), orderId)).toMatchObject({
      state: 'failed',
      failureReason: 'The test payment was declined. No money moved.',
    })
    expect(await countPaymentRows(db)).toEqual({ ...before, events: before.events + 1 })
  })

  it('a test event cannot pay a Stripe order', async () => {
    const orderId = await packageOrder(db, 'seo', 1, { name: 'stripe', mode: 'live' })
    const order = (await getOrder(sqlOf(db), orderId))!
    expect((await fulfilmentFor(db)(testPaymentEvent(order, 'pay'))).outcome).toBe('wrong-gateway')
    expect((await getOrder(sqlOf(db), orderId))!.state).toBe('pending')
  })

  it('links a paid order to the client’s lead', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into leads (idempotency_key, request_hash, form_type, form_label, name, email, record)
       values ('unit-lead', 'h', 'contact', 'contact', 'Jane Doe', 'JANE@example.com', '{}')
       returning id`,
    )
    const orderId = await packageOrder(db)
    await fulfilmentFor(db)(testPaymentEvent((await getOrder(sqlOf(db), orderId))!, 'pay'))
    expect((await getOrder(sqlOf(db), orderId))!.leadId).toBe(rows[0]!.id)
  })

  describe('the admin API', () => {
    const options = (adminToken: string | undefined) => ({ ...deps(), adminToken })
    const request = (path: string, init: RequestInit & { token?: string } = {}) =>
      new Request(`http://127.0.0.1${path}`, {
        ...init,
        headers: {
          'content-type': 'application/json',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
      })

    it('is 404 without ADMIN_TOKEN and 401 without the right bearer token', async () => {
      expect(
        (await adminOrdersResponse(request('/api/admin/orders'), options(undefined))).status,
      ).toBe(404)
      expect((await adminOrdersResponse(request('/api/admin/orders'), options(TOKEN))).status).toBe(
        401,
      )
      const wrong = request('/api/admin/orders', { token: 'wrong-token-000000000000' })
      expect((await adminOrdersResponse(wrong, options(TOKEN))).status).toBe(401)
      const post = request('/api/admin/payment-links', {
        method: 'POST',
        body: JSON.stringify({ ...base, amountCents: 100 }),
      })
      expect((await adminPaymentLinksResponse(post, options(TOKEN))).status).toBe(401)
    })

    it('shares the admin lockout: wrong tokens here lock the address out of all the admin, and back', async () => {
      // One limiter for every way into the admin, as the app wires it (adminFailures()).
      const failures = {
        limiter: createRateLimiter(ADMIN_FAILURES_PER_MINUTE),
        address: (r: Request) => r.headers.get('x-test-address') ?? 'unknown',
      }
      const at = (address: string, path: string, token: string, init: RequestInit = {}) =>
        new Request(`http://127.0.0.1${path}`, {
          ...init,
          headers: { authorization: `Bearer ${token}`, 'x-test-address': address },
        })
      const withFailures = { ...options(TOKEN), failures }
      const orders = (address: string, token: string) =>
        adminOrdersResponse(at(address, '/api/admin/orders', token), withFailures)
      const links = (address: string, token: string, init?: RequestInit) =>
        adminPaymentLinksResponse(
          at(address, '/api/admin/payment-links', token, init),
          withFailures,
        )
      const leads = (address: string, token: string) =>
        leadsListResponse(at(address, '/api/admin/leads', token), {
          adminToken: TOKEN,
          sql: async () => sqlOf(db),
          siteUrl: 'https://codehome.example',
          failures,
        })

      for (let i = 0; i < ADMIN_FAILURES_PER_MINUTE; i++) {
        const guess =
          i % 2 ? orders('203.0.113.7', `guess-${i}`) : links('203.0.113.7', `guess-${i}`)
        expect((await guess).status).toBe(401)
      }
      for (const refused of [
        await orders('203.0.113.7', TOKEN),
        await links('203.0.113.7', TOKEN),
        await links('203.0.113.7', TOKEN, { method: 'POST', body: '{}' }),
        await leads('203.0.113.7', TOKEN),
      ]) {
        expect(refused.status).toBe(429)
        expect(refused.headers.get('retry-after')).toBe('60')
      }
      // Locked out through the leads API: the payments API refuses the right token too.
      for (let i = 0; i < ADMIN_FAILURES_PER_MINUTE; i++) {
        expect((await leads('198.51.100.9', `guess-${i}`)).status).toBe(401)
      }
      expect((await orders('198.51.100.9', TOKEN)).status).toBe(429)
      // Another address goes on.
      expect((await orders('192.0.2.1', TOKEN)).status).toBe(200)
    })

    it('creates links and lists orders and links, newest first', async () => {
      const created = await adminPaymentLinksResponse(
        request('/api/admin/payment-links', {
          method: 'POST',
          token: TOKEN,
          body: JSON.stringify({ ...base, description: 'Newest', amountCents: 2_500 }),
        }),
        options(TOKEN),
      )
      expect(created.status).toBe(201)
      const { id, url } = (await created.json()) as { id: string; url: string }
      expect(url).toBe(`https://codehome.example/secure-payment/${id}`)

      const invalid = await adminPaymentLinksResponse(
        request('/api/admin/payment-links', {
          method: 'POST',
          token: TOKEN,
          body: JSON.stringify({ ...base, amountCents: -1 }),
        }),
        options(TOKEN),
      )
      expect(invalid.status).toBe(422)
      const malformed = await adminPaymentLinksResponse(
        request('/api/admin/payment-links', { method: 'POST', token: TOKEN, body: '{' }),
        options(TOKEN),
      )
      expect(malformed.status).toBe(400)

      const links = await adminPaymentLinksResponse(
        request('/api/admin/payment-links?limit=1', { token: TOKEN }),
        options(TOKEN),
      )
      expect(((await links.json()) as { paymentLinks: { id: string }[] }).paymentLinks).toEqual([
        expect.objectContaining({ id, state: 'open', amountCents: 2_500 }),
      ])

      const newest = await packageOrder(db)
      const orders = await adminOrdersResponse(
        request('/api/admin/orders?limit=2', { token: TOKEN }),
        options(TOKEN),
      )
      expect(orders.status).toBe(200)
      const listed = ((await orders.json()) as { orders: Record<string, unknown>[] }).orders
      expect(listed).toHaveLength(2)
      expect(listed[0]).toMatchObject({
        id: newest,
        state: 'pending',
        mode: 'test',
        amountCents: 349_900,
        currency: 'usd',
        description: 'Website Development — Business package',
        clientEmail: 'jane@example.com',
        paymentLinkId: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        paidAt: null,
      })
      for (const limit of ['0', '501', 'x', '1.5']) {
        const bad = request(`/api/admin/orders?limit=${limit}`, { token: TOKEN })
        expect((await adminOrdersResponse(bad, options(TOKEN))).status).toBe(400)
      }
    })
  })
})
