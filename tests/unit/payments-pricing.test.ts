/**
 * The price of a package comes from the CMS on the server: lookup by service and position, and
 * an order API that refuses a tampered or stale amount, unknown packages and bad fields without
 * storing anything.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { centsToInput, formatCents, parseDollars } from '@/core/money/money'
import {
  checkoutPath,
  lookupPackage,
  packagesByPrice,
  UNKNOWN_PACKAGE,
  UNKNOWN_SERVICE,
} from '@/web/payments/pricing'
import { getOrder } from '@/web/payments/store'
import {
  client,
  countPaymentRows,
  memoryDatabase,
  orderRequest,
  ordersHandlerFor,
  SERVICES,
  sqlOf,
} from '../helpers/payments'

describe('price lookup', () => {
  it('numbers packages from the lowest price, whatever their order in the CMS', () => {
    expect(
      packagesByPrice(SERVICES.seo!.packages).map((p) => [p.position, p.name, p.amountCents]),
    ).toEqual([
      [1, 'Starter', 39_900],
      [2, 'Growth', 79_900],
      [3, 'Dominance', 179_900],
    ])
    expect(checkoutPath('seo', 2)).toBe('/checkout?service=seo&package=2')
  })

  it('finds a package by position, as a number or text', () => {
    for (const position of [2, '2', ' 2 ']) {
      const found = lookupPackage(SERVICES.seo!, position)
      expect(found).toMatchObject({
        ok: true,
        service: { slug: 'seo', title: 'SEO' },
        pkg: { name: 'Growth', amountCents: 79_900, billingPeriod: 'monthly' },
        description: 'SEO — Growth package',
      })
    }
  })

  it('refuses unknown services and packages', () => {
    expect(lookupPackage(null, 1)).toEqual({ ok: false, error: UNKNOWN_SERVICE })
    for (const position of [0, 4, '1.5', 'x', -1, null, undefined, '', '01']) {
      expect(lookupPackage(SERVICES.seo!, position)).toEqual({ ok: false, error: UNKNOWN_PACKAGE })
    }
    // A service on custom pricing has no package to buy.
    expect(lookupPackage(SERVICES.analytics!, 1)).toEqual({ ok: false, error: UNKNOWN_PACKAGE })
  })

  it('formats and parses money in cents', () => {
    expect(formatCents(179_900)).toBe('$1,799.00')
    expect(formatCents(5)).toBe('$0.05')
    expect(parseDollars('1,500.5')).toBe(150_050)
    expect(parseDollars('$99')).toBe(9_900)
    expect(parseDollars('1500.555')).toBeNull()
    expect(parseDollars('-5')).toBeNull()
    expect(parseDollars('abc')).toBeNull()
    expect(centsToInput(150_050)).toBe('1500.50')
    expect(centsToInput(150_000)).toBe('1500')
  })
})

describe('POST /api/payments/orders (a package)', () => {
  let db: PGlite
  beforeAll(async () => {
    db = await memoryDatabase()
  })
  afterAll(() => db.close())

  const valid = { service: 'seo', package: 2, amountCents: 79_900, ...client }

  it('creates a pending order with the CMS price, mode and gateway', async () => {
    const response = await ordersHandlerFor(db)(orderRequest(valid))
    expect(response.status).toBe(201)
    const { orderId, gatewayUrl } = (await response.json()) as {
      orderId: string
      gatewayUrl: string
    }
    expect(gatewayUrl).toBe(`/payment-gateway/${orderId}`)
    expect(await getOrder(sqlOf(db), orderId)).toMatchObject({
      state: 'pending',
      mode: 'test',
      gateway: 'test',
      amountCents: 79_900,
      currency: 'usd',
      billingPeriod: 'monthly',
      description: 'SEO — Growth package',
      serviceSlug: 'seo',
      packagePosition: 2,
      packageName: 'Growth',
      clientName: 'Jane Doe',
      clientEmail: 'jane@example.com',
      company: 'Doe & Co',
      notes: 'Start in May',
      paidAt: null,
    })
  })

  it('refuses a tampered amount with the real price, and stores nothing', async () => {
    const before = await countPaymentRows(db)
    for (const amountCents of [100, 79_899, 79_901, 7_990_000]) {
      const response = await ordersHandlerFor(db)(orderRequest({ ...valid, amountCents }))
      expect(response.status).toBe(409)
      expect(await response.json()).toEqual({
        error: 'The price of this package is $799.00. Please review it and confirm again.',
        amountCents: 79_900,
      })
    }
    // Extra price fields are not read at all.
    const extra = await ordersHandlerFor(db)(
      orderRequest({ ...valid, price: 1, amount: 1, unit_amount: 1 }),
    )
    expect(extra.status).toBe(201)
    const { orderId } = (await extra.json()) as { orderId: string }
    expect((await getOrder(sqlOf(db), orderId))!.amountCents).toBe(79_900)
    expect((await countPaymentRows(db)).orders).toBe(before.orders + 1)
  })

  it('answers 404 for an unknown service or package, 422 for bad fields, 400 for bad JSON', async () => {
    const before = await countPaymentRows(db)
    const handler = ordersHandlerFor(db)
    const unknownService = await handler(orderRequest({ ...valid, service: 'nope' }))
    expect(unknownService.status).toBe(404)
    expect((await unknownService.json()).error).toBe(UNKNOWN_SERVICE)
    const unknownPackage = await handler(orderRequest({ ...valid, package: 4 }))
    expect(unknownPackage.status).toBe(404)
    expect((await unknownPackage.json()).error).toBe(UNKNOWN_PACKAGE)

    const invalid = await handler(
      orderRequest({ ...valid, name: ' ', email: 'not-an-email', amountCents: 799.5 }),
    )
    expect(invalid.status).toBe(422)
    expect((await invalid.json()).fields).toEqual({
      name: ['Please enter your name'],
      email: ['Please enter a valid email address'],
      amountCents: ['amountCents must be a whole number of cents'],
    })
    const negative = await handler(orderRequest({ ...valid, amountCents: -79_900 }))
    expect(negative.status).toBe(422)
    const header = await handler(orderRequest({ ...valid, name: 'A\r\nBcc: x@evil.example' }))
    expect((await header.json()).fields).toEqual({ name: ['Name must be on a single line'] })

    expect((await handler(orderRequest('{"service":'))).status).toBe(400)
    expect((await handler(orderRequest('[1]'))).status).toBe(400)
    expect((await handler(orderRequest('x'.repeat(20_000)))).status).toBe(413)
    expect(
      (await handler(new Request('http://127.0.0.1/api/payments/orders', { method: 'GET' })))
        .status,
    ).toBe(405)
    expect(await countPaymentRows(db)).toEqual(before)
  })

  it('takes JSON only, from the site itself: 415 for form and text bodies, 403 for other origins', async () => {
    const before = await countPaymentRows(db)
    const handler = ordersHandlerFor(db)
    const post = (headers: Record<string, string>, body = JSON.stringify(valid)) =>
      handler(
        new Request('http://127.0.0.1/api/payments/orders', { method: 'POST', headers, body }),
      )
    // What another site's page can send without a CORS preflight.
    const text = await post({ 'content-type': 'text/plain;charset=UTF-8' })
    expect(text.status).toBe(415)
    expect(await text.json()).toEqual({
      error: 'Send the order as JSON (Content-Type: application/json)',
    })
    const form = await post(
      { 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({ service: 'seo' }).toString(),
    )
    expect(form.status).toBe(415)
    expect((await post({})).status).toBe(415)
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1.evil.example']) {
      const foreign = await post({ 'content-type': 'application/json', origin })
      expect(foreign.status, origin).toBe(403)
      expect(await foreign.json()).toEqual({ error: 'This origin may not create orders' })
    }
    expect(await countPaymentRows(db)).toEqual(before)
    // The site's own pages (the origin served, or a configured one) still create orders.
    const own = await post({ 'content-type': 'application/json', origin: 'http://127.0.0.1' })
    expect(own.status).toBe(201)
  })

  it('answers 503, not 500, when the database is unavailable', async () => {
    const handler = ordersHandlerFor(null as never)
    const broken = await handler(orderRequest(valid))
    expect(broken.status).toBe(503)
    expect(broken.headers.get('retry-after')).toBe('2')
  })
})
