/**
 * An order keeps the language of the page it was placed from (issue 44), and its receipt is
 * written in it: supabase/migrations/20261129000000_order_locale.sql on PGlite (over a database
 * that already holds orders), the orders API taking `locale` (an unknown code refused with a 400,
 * none is English), the checkout's request carrying the page's language, and the e-mails queued
 * when the order is paid: an Arabic order's receipt in Arabic, right to left, its amounts left to
 * right; an English order's e-mails byte for byte as they were before orders had a language.
 */
import type { PGlite } from '@electric-sql/pglite'
import { PGlite as PGliteDatabase } from '@electric-sql/pglite'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { applyMigrations } from '@/core/db/migrations.ts'
import { LOCALE_MESSAGE } from '@/core/leads/mail-locale.ts'
import { orderDescriptionIn } from '@/web/payments/describe'
import { renderPaymentEmails } from '@/web/payments/emails'
import { createFulfilment } from '@/web/payments/fulfilment'
import { testPaymentEvent } from '@/web/payments/gateways/test'
import type { CmsService } from '@/web/payments/pricing'
import { getOrder, insertPaymentLink, openLinkOrder } from '@/web/payments/store'
import type { Order } from '@/web/payments/types'
import { loadMigrations } from '@/web/server/open-database'
import golden from '../fixtures/payment-emails/en.json'
import {
  client,
  countPaymentRows,
  getService,
  memoryDatabase,
  orderRequest,
  ordersHandlerFor,
  SITE,
  sqlOf,
} from '../helpers/payments'

const MIGRATION = '20261129000000'
const ARABIC = /[\u0600-\u06FF]/

/** The Arabic catalogue's web-development service: the English prices, Arabic names. */
const ARABIC_SERVICES: Record<string, CmsService> = {
  'web-development': {
    slug: 'web-development',
    title: 'تطوير المواقع الإلكترونية',
    packages: [
      { _key: 'a', name: 'الانطلاقة', price: 1499, billingPeriod: 'one-time' },
      { _key: 'b', name: 'الأعمال', price: 3499, billingPeriod: 'one-time' },
      { _key: 'c', name: 'المؤسسات', price: 7999, billingPeriod: 'one-time' },
    ],
  },
}
const serviceIn = async (slug: string, { locale }: { locale: string }) =>
  locale === 'ar' ? (ARABIC_SERVICES[slug] ?? null) : getService(slug)

/** The fulfilment as web/payments/service.ts wires it, with the catalogue above. */
const fulfilmentOf = (db: PGlite) =>
  createFulfilment({
    sql: async () => sqlOf(db),
    siteFacts: async () => SITE,
    describe: (order) => orderDescriptionIn(order, order.locale, serviceIn),
    now: () => new Date('2026-03-06T12:00:00Z'),
  })

async function placeOrder(db: PGlite, body: Record<string, unknown> = {}) {
  const response = await ordersHandlerFor(db)(
    orderRequest({
      service: 'web-development',
      package: 1,
      amountCents: 149_900,
      ...client,
      ...body,
    }),
  )
  return response
}

async function orderIdOf(response: Response) {
  expect(response.status).toBeLessThan(300)
  return ((await response.json()) as { orderId: string }).orderId
}

async function outbox(db: PGlite, orderId: string) {
  const { rows } = await db.query<{
    kind: string
    subject: string
    text_body: string
    html_body: string
  }>(
    `select kind, subject, text_body, html_body from email_outbox
      where order_id = $1 order by kind`,
    [orderId],
  )
  return Object.fromEntries(rows.map((row) => [row.kind, row]))
}

describe('the order language migration on PGlite', () => {
  let db: PGlite
  beforeAll(async () => {
    db = await PGliteDatabase.create()
  })
  afterAll(() => db.close())

  const session = () => ({
    exec: (text: string) => db.exec(text),
    query: (text: string, params?: unknown[]) => db.query(text, params) as never,
  })

  it('applies over orders stored before it: each of them is English', async () => {
    const migrations = await loadMigrations()
    expect(migrations.map((m) => `${m.version}_${m.name}`)).toContain(`${MIGRATION}_order_locale`)
    await applyMigrations(
      session(),
      migrations.filter((m) => m.version < MIGRATION),
    )
    await db.query(
      `insert into orders (mode, gateway, amount_cents, description, client_name, client_email)
       values ('test', 'test', 149900, 'Website Development — Starter package', 'Jane', 'j@example.com')`,
    )
    expect(await applyMigrations(session(), migrations)).toEqual([`${MIGRATION}_order_locale`])
    const { rows } = await db.query<{ locale: string }>('select locale from orders')
    expect(rows).toEqual([{ locale: 'en' }])
  })

  it('keeps the column a language tag', async () => {
    await expect(
      db.query(
        `insert into orders (mode, gateway, amount_cents, description, client_name, client_email, locale)
         values ('test', 'test', 100, 'x', 'y', 'z@example.com', 'not a tag')`,
      ),
    ).rejects.toThrow(/orders_locale_tag/)
  })

  it('locks the new link function away from the anon role, as the rest of payments', async () => {
    const { rows } = await db.query(
      `select
         has_function_privilege('anon',
           'public.open_payment_link_order(text, text, text, text)', 'execute') as anon,
         has_function_privilege('authenticated',
           'public.open_payment_link_order(text, text, text, text)', 'execute') as authenticated,
         has_function_privilege('service_role',
           'public.open_payment_link_order(text, text, text, text)', 'execute') as service,
         has_function_privilege('service_role',
           'public.open_payment_link_order(text, text, text)', 'execute') as previous`,
    )
    expect(rows[0]).toEqual({ anon: false, authenticated: false, service: true, previous: true })
  })
})

describe('the orders API takes the page’s language', () => {
  let db: PGlite
  beforeAll(async () => {
    db = await memoryDatabase()
  })
  afterAll(() => db.close())

  it('stores an order from /ar/checkout as Arabic, one without a language as English', async () => {
    const arabic = await orderIdOf(await placeOrder(db, { locale: 'ar' }))
    expect((await getOrder(sqlOf(db), arabic))!.locale).toBe('ar')
    const english = await orderIdOf(await placeOrder(db, { locale: 'en' }))
    expect((await getOrder(sqlOf(db), english))!.locale).toBe('en')
    const older = await orderIdOf(await placeOrder(db))
    expect((await getOrder(sqlOf(db), older))!.locale).toBe('en')
    const none = await orderIdOf(await placeOrder(db, { locale: null }))
    expect((await getOrder(sqlOf(db), none))!.locale).toBe('en')
  })

  it('refuses a language the site does not have with a 400 that says so, storing nothing', async () => {
    const before = await countPaymentRows(db)
    for (const locale of ['fr', 'AR', '', 7]) {
      const response = await placeOrder(db, { locale })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: LOCALE_MESSAGE })
    }
    const refusedLink = await ordersHandlerFor(db)(
      orderRequest({ paymentLinkId: 'pl_unknownlink000000000000', locale: 'xx' }),
    )
    expect(refusedLink.status).toBe(400)
    expect(await countPaymentRows(db)).toEqual(before)
  })

  it('a payment link’s order takes the language of the page it is paid from while pending', async () => {
    const linkId = 'pl_arabiclink0000000000000'
    await insertPaymentLink(sqlOf(db), {
      id: linkId,
      clientName: 'Sara Ahmed',
      clientEmail: 'sara@example.com',
      description: 'Audit',
      amountCents: 50_000,
      serviceSlug: null,
      packagePosition: null,
      expiresAt: null,
    })
    const open = (locale?: string) =>
      ordersHandlerFor(db)(orderRequest({ paymentLinkId: linkId, ...(locale ? { locale } : {}) }))
    const created = await open('ar')
    expect(created.status).toBe(201)
    const orderId = await orderIdOf(created)
    expect((await getOrder(sqlOf(db), orderId))!.locale).toBe('ar')
    // Opened again from the English page: the same order, now English.
    expect(await orderIdOf(await open('en'))).toBe(orderId)
    expect((await getOrder(sqlOf(db), orderId))!.locale).toBe('en')
    expect(await orderIdOf(await open('ar'))).toBe(orderId)
    expect((await getOrder(sqlOf(db), orderId))!.locale).toBe('ar')
    // Without a language (the store's own callers), it stays as it is.
    await openLinkOrder(sqlOf(db), linkId, 'test', 'test')
    expect((await getOrder(sqlOf(db), orderId))!.locale).toBe('ar')
  })
})

describe('the checkout sends the page’s language', async () => {
  const { startPayment } = await import('@/web/components/payments/start-payment')
  afterEach(() => vi.unstubAllGlobals())

  it('locale is in the order’s request: Arabic from an Arabic page, English by default', async () => {
    const fetch = vi.fn(async () => Response.json({ error: 'no' }, { status: 404 }))
    vi.stubGlobal('fetch', fetch)
    await startPayment({ service: 'seo', package: 2 }, 'ar')
    await startPayment({ paymentLinkId: 'pl_1' })
    const bodies = fetch.mock.calls.map((call) =>
      JSON.parse(String((call as unknown as [string, RequestInit])[1].body)),
    )
    expect(bodies).toEqual([
      { service: 'seo', package: 2, locale: 'ar' },
      { paymentLinkId: 'pl_1', locale: 'en' },
    ])
  })
})

describe('a paid order’s e-mails in its language', () => {
  let db: PGlite
  beforeAll(async () => {
    db = await memoryDatabase()
  })
  afterAll(() => db.close())

  async function paid(locale?: string) {
    const orderId = await orderIdOf(await placeOrder(db, locale ? { locale } : {}))
    const order = (await getOrder(sqlOf(db), orderId))!
    expect((await fulfilmentOf(db)(testPaymentEvent(order, 'pay'))).outcome).toBe('paid')
    return { order, mail: await outbox(db, orderId) }
  }

  it('an Arabic order’s receipt is Arabic, right to left, its money and ids left to right', async () => {
    const { order, mail } = await paid('ar')
    const receipt = mail.receipt!
    expect(receipt.subject).toBe('[تجريبي] إيصالك من Codehome — $1,499.00')
    expect(receipt.text_body).toContain('مرحبًا Jane Doe،')
    expect(receipt.text_body).toContain('هذا الإيصال لدفعة تجريبية')
    // The package as the Arabic catalogue names it; the amount in US dollars, as everywhere.
    expect(receipt.text_body).toContain('الوصف: تطوير المواقع الإلكترونية — باقة الانطلاقة')
    expect(receipt.text_body).toContain('المبلغ (تجريبي): \u2066$1,499.00\u2069')
    expect(receipt.text_body).toContain('تاريخ الدفع: 6 مارس 2026')
    expect(receipt.text_body).toContain(`رقم الطلب: \u2066${order.id}\u2069`)
    expect(receipt.text_body).toContain('سيتواصل معك فريقنا خلال 24 ساعة')
    expect(receipt.text_body).toContain('\u2066+1 (212) 555-0142\u2069')
    expect(receipt.text_body).not.toMatch(/Thank you|receipt|Paid on|Payment method/)

    expect(receipt.html_body).toContain('<html lang="ar" dir="rtl"><body dir="rtl"')
    expect(receipt.html_body).toContain('<p dir="rtl" style="margin:0 0 16px">مرحبًا Jane Doe،</p>')
    expect(receipt.html_body).toContain('<table dir="rtl"')
    expect(receipt.html_body).toContain('<th align="right"')
    expect(receipt.html_body).toContain(
      '<td style="padding:4px 0"><span dir="ltr">$1,499.00</span></td>',
    )
    expect(receipt.html_body).toContain(`<span dir="ltr">${order.id}</span>`)
    expect(receipt.html_body).toContain('<span dir="ltr">+1 (212) 555-0142</span>')
    expect(receipt.html_body).not.toMatch(/[\u2066\u2069]/)
    expect(receipt.html_body).not.toMatch(/Thank you|Description|Paid on|Payment method/)

    // The agency's notification stays English, with the stored description and the language.
    const notification = mail['payment-notification']!
    expect(notification.subject).toBe('[Test] Payment received: $1,499.00 from Jane Doe')
    expect(notification.text_body).toContain('Description: Website Development — Starter package')
    expect(notification.text_body).toContain('Language: Arabic (ar)')
    expect(notification.text_body).not.toMatch(ARABIC)
  })

  it('a monthly plan’s line and a live payment in Arabic', () => {
    const [receipt] = renderPaymentEmails(
      {
        ...golden.order,
        mode: 'live',
        gateway: 'stripe',
        billingPeriod: 'monthly',
        amountCents: 79_900,
        locale: 'ar',
      } as Order,
      SITE,
      new Date('2026-03-06T12:00:00Z'),
    )
    expect(receipt!.subject).toBe('إيصالك من Codehome — $799.00')
    expect(receipt!.text).toContain('المبلغ المدفوع: \u2066$799.00\u2069 شهريًا')
    expect(receipt!.text).toContain('طريقة الدفع: Stripe')
    expect(receipt!.text).toContain('يتجدّد اشتراكك تلقائيًا كل شهر بمبلغ \u2066$799.00\u2069')
    expect(receipt!.text).not.toMatch(/test|تجريبي/i)
  })

  it('an English order’s e-mails are exactly what they were before orders had a language', () => {
    const paidAt = new Date('2026-03-06T12:00:00Z')
    const english = { ...golden.order, locale: 'en' } as Order
    expect(renderPaymentEmails(english, SITE, paidAt)).toEqual(golden.test)
    const live = {
      ...english,
      mode: 'live',
      gateway: 'stripe',
      billingPeriod: 'monthly',
      amountCents: 79_900,
      company: '',
      notes: '',
      paymentLinkId: 'pl_abcdefghijklmnopqrstuv',
    } as Order
    expect(renderPaymentEmails(live, SITE, paidAt)).toEqual(golden.live)
    // A description in another language is the receipt's only, and only for that language.
    expect(renderPaymentEmails(english, SITE, paidAt, { description: null })).toEqual(golden.test)
  })

  it('an English order paid through the fulfilment queues those same e-mails', async () => {
    const { order, mail } = await paid()
    expect(order.locale).toBe('en')
    expect(mail.receipt!.subject).toBe('[Test] Your receipt from Codehome — $1,499.00')
    expect(mail.receipt!.text_body).toContain('Hi Jane Doe,')
    expect(mail.receipt!.text_body).toContain('Description: Website Development — Starter package')
    expect(mail.receipt!.html_body).toMatch(/^<!doctype html>\n<html><body style=/)
    expect(mail.receipt!.html_body).not.toMatch(ARABIC)
    expect(mail['payment-notification']!.text_body).not.toContain('Language:')
  })
})
