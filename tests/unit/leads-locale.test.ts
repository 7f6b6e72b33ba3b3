/**
 * Every lead records the site's language it was sent from (issue 44), on a real (in-memory)
 * PGlite database migrated with supabase/migrations: `locale` in the body of the function's call
 * is checked against the language table (an unknown code is a 400 that stores nothing; none is
 * English), stored in the record and the leads.locale column (and a booked session's), and carried
 * by the admin API, its filter, the CSV export and the CRM hand-off. The privacy form takes the
 * same field, and the browser's submitLead sends the language of the page's path.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createClient } from '@supabase/supabase-js'
import { drainHandoffs } from '@/core/leads/crm-handoff.ts'
import { createSqlLeadStore } from '@/core/leads/lead-store.ts'
import { createRateLimiter } from '@/core/http/rate-limit.ts'
import { createSignedLinks } from '@/core/privacy/signed-links.ts'
import { getLead, listLeads, type LeadPage } from '@/web/admin/lead-queries'
import { type AdminApiDeps, leadsCsvResponse, leadsListResponse } from '@/web/admin/leads-api'
import { CSV_HEADER } from '@/web/admin/leads-csv'
import { recordLines } from '@/core/leads/lead-emails.ts'
import { privacyRequestResponse } from '@/web/privacy/routes'
import { createSubmitLead, pageLocale } from '@/web/leads/submit-lead'
import { localizedHref } from '@/core/i18n/routes.ts'
import { type CrmReceiver, startCrmReceiver } from '../helpers/crm-receiver'
import {
  countRows,
  handlerFor,
  leadRequest,
  memoryDatabase,
  SITE,
  validSubmissions,
} from '../helpers/leads'

const TOKEN = 'admin-token-0123456789abcdef'

let db: PGlite
const sql = () => ({ query: (text: string, params?: unknown[]) => db.query(text, params) as never })
const adminDeps = (): AdminApiDeps => ({
  adminToken: TOKEN,
  sql: async () => sql(),
  siteUrl: 'https://codehome.example',
})
const adminGet = (path: string) =>
  new Request(`http://site${path}`, { headers: { authorization: `Bearer ${TOKEN}` } })

beforeAll(async () => {
  db = await memoryDatabase()
})
afterAll(async () => {
  await db.close()
})
beforeEach(async () => {
  await db.exec('truncate leads, privacy_requests, email_outbox cascade')
})

/** Sends a submission with `extra` beside formType and leadData (the envelope's fields). */
async function send(
  submission: { formType: string; leadData: Record<string, unknown> },
  extra: Record<string, unknown>,
  headers: Record<string, string> = {},
  handle = handlerFor(db),
) {
  const response = await handle(leadRequest({ ...submission, ...extra }, headers))
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const storedLocale = async (id: unknown) =>
  (
    await db.query<{ column: string; record: string | null }>(
      `select locale as column, record ->> 'locale' as record from leads where id = $1`,
      [id],
    )
  ).rows[0]

describe('the function takes the language of the form', () => {
  it("stores an Arabic lead with locale 'ar', in its row and its record", async () => {
    const { status, body } = await send(validSubmissions().contact, { locale: 'ar' })
    expect(status).toBe(200)
    expect(await storedLocale(body.leadId)).toEqual({ column: 'ar', record: 'ar' })
    const [lead] = await listLeads(sql(), 10)
    expect(lead!.locale).toBe('ar')
  })

  it('stores every form kind with its language', async () => {
    const all = validSubmissions()
    for (const submission of [all.newsletter, all.career, all.strategySession]) {
      const { status, body } = await send(submission, { locale: 'ar' })
      expect(status, submission.formType).toBe(200)
      expect((await storedLocale(body.leadId))?.column, submission.formType).toBe('ar')
    }
  })

  it("stores a lead without a locale (older pages, leads they queued offline) as 'en'", async () => {
    for (const extra of [{}, { locale: null }]) {
      const { status, body } = await send(validSubmissions().contact, extra, {
        'idempotency-key': `no-locale-${JSON.stringify(extra)}`,
      })
      expect(status).toBe(200)
      expect(await storedLocale(body.leadId)).toEqual({ column: 'en', record: 'en' })
    }
  })

  it('refuses a code the language table does not have with a 400 that says so, storing nothing', async () => {
    for (const locale of ['fr', 'AR', 'ar-SA', '', 7, ['ar']]) {
      const { status, body } = await send(validSubmissions().contact, { locale })
      expect(status, JSON.stringify(locale)).toBe(400)
      expect(body.error).toBe("locale must be one of the site's languages: en, ar")
      expect(body.fields).toEqual({
        locale: ["locale must be one of the site's languages: en, ar"],
      })
    }
    expect(await countRows(db)).toEqual({ leads: 0, emails: 0 })
  })

  it('counts the language as part of the submission: a key reused in another language is a 409', async () => {
    const key = { 'idempotency-key': 'same-key-1' }
    const contact = validSubmissions().contact
    expect((await send(contact, {}, key)).status).toBe(200)
    // 'en' said out loud is the same submission as none (a retry of an older page's lead).
    const replay = await send(contact, { locale: 'en' }, key)
    expect(replay.status).toBe(200)
    expect((await send(contact, { locale: 'ar' }, key)).status).toBe(409)
    expect(await countRows(db)).toMatchObject({ leads: 1 })
  })

  it("keeps a booked session's language beside it (its later e-mails are written in it)", async () => {
    const { bookingHandler, bookingRequest, halfHourAfter, slotAt } =
      await import('../helpers/booking')
    const { handle } = bookingHandler(sql())
    const request = bookingRequest(slotAt(halfHourAfter(new Date(), 72)), 'sara@example.com')
    const body = { ...((await request.json()) as object), locale: 'ar' }
    const response = await handle(leadRequest(body))
    expect(response.status).toBe(200)
    const { rows } = await db.query<{ locale: string }>('select locale from bookings')
    expect(rows).toEqual([{ locale: 'ar' }])
    // Its links go to the Arabic page only where the site has it: never to a page not there yet.
    const { rows: mails } = await db.query<{ text_body: string }>(
      `select text_body from email_outbox where kind = 'welcome'`,
    )
    const link = /(http:\/\/127\.0\.0\.1\S*\/booking\/)(\S+)$/m.exec(mails[0]!.text_body)
    expect(link).not.toBeNull()
    const path = `/booking/${link![2]!}`
    expect(link![1]! + link![2]!).toBe(`${SITE.siteUrl}${localizedHref(path, 'ar')}`)
  })
})

describe('the admin, the CSV and the CRM show the language', () => {
  async function storeBoth() {
    const english = await send(validSubmissions().contact, {})
    const contact = validSubmissions().contact
    const arabic = await send(
      {
        ...contact,
        leadData: { ...contact.leadData, name: 'سارة الكعبي', email: 's@example.com' },
      },
      { locale: 'ar' },
    )
    return { english: english.body.leadId as string, arabic: arabic.body.leadId as string }
  }

  it('lists each lead with its locale, filters by it, and refuses an unknown one', async () => {
    const { english, arabic } = await storeBoth()
    const all = (await (
      await leadsListResponse(adminGet('/api/admin/leads'), adminDeps())
    ).json()) as LeadPage
    expect(all.leads.map((lead) => [lead.id, lead.locale])).toEqual([
      [arabic, 'ar'],
      [english, 'en'],
    ])
    const only = (await (
      await leadsListResponse(adminGet('/api/admin/leads?locale=ar'), adminDeps())
    ).json()) as LeadPage
    expect(only.leads.map((lead) => lead.id)).toEqual([arabic])
    const refused = await leadsListResponse(adminGet('/api/admin/leads?locale=xx'), adminDeps())
    expect(refused.status).toBe(400)
  })

  it("lists the language on the lead's page, with the record's fields", async () => {
    const { english, arabic } = await storeBoth()
    const lead = await getLead(sql(), arabic)
    expect(lead!.locale).toBe('ar')
    expect(recordLines(lead!.lead)).toContainEqual(['Language', 'Arabic (ar)'])
    expect(recordLines((await getLead(sql(), english))!.lead)).toContainEqual([
      'Language',
      'English (en)',
    ])
  })

  it('gives the CSV a Locale column, last, so the columns before it keep their places', async () => {
    const { english, arabic } = await storeBoth()
    expect(CSV_HEADER.at(-1)).toBe('Locale')
    expect(CSV_HEADER.at(-2)).toBe('Consent recorded (UTC)')
    const text = await (
      await leadsCsvResponse(adminGet('/api/admin/leads.csv'), adminDeps())
    ).text()
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]!.split(',').at(-1)).toBe('Locale')
    const idColumn = CSV_HEADER.indexOf('Lead id')
    const localeOf = new Map(
      lines.slice(1).map((line) => {
        const cells = line.split(',')
        return [cells[idColumn], cells.at(-1)]
      }),
    )
    expect(localeOf.get(arabic)).toBe('ar')
    expect(localeOf.get(english)).toBe('en')
  })

  describe('the CRM hand-off', () => {
    let receiver: CrmReceiver
    beforeAll(async () => {
      receiver = await startCrmReceiver()
    })
    afterAll(async () => {
      await receiver.close()
    })

    it('carries data.locale (and the record its lead.locale)', async () => {
      const handle = handlerFor(db, { store: createSqlLeadStore(sql(), { crmHandoff: true }) })
      const english = await send(validSubmissions().contact, {}, {}, handle)
      const arabic = await send(validSubmissions().newsletter, { locale: 'ar' }, {}, handle)
      const target = { url: receiver.url, secret: receiver.secret, siteUrl: SITE.siteUrl }
      expect(await drainHandoffs(sql(), target, { random: () => 0.5 })).toMatchObject({
        delivered: 2,
      })
      const byId = new Map(receiver.leads.map((payload) => [payload.data.leadId, payload.data]))
      expect(byId.get(arabic.body.leadId as string)).toMatchObject({
        locale: 'ar',
        lead: { locale: 'ar' },
      })
      expect(byId.get(english.body.leadId as string)).toMatchObject({ locale: 'en' })
    })
  })
})

describe('the privacy form takes the same field', () => {
  const links = createSignedLinks('test-link-secret-0123456789abcdef0123')
  const ask = (body: unknown) =>
    privacyRequestResponse(
      new Request('http://site/api/privacy-requests', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      {
        sql: async () => sql(),
        links,
        siteFacts: async () => SITE,
        limiter: createRateLimiter(100),
        address: () => '203.0.113.9',
      },
    )

  it('confirms an Arabic request in Arabic, with the link to the Arabic page', async () => {
    const response = await ask({ email: 'p@example.com', kind: 'erasure', locale: 'ar' })
    expect(response.status).toBe(202)
    const { rows } = await db.query<{
      locale: string
      subject: string
      text_body: string
      html_body: string
    }>(
      `select r.locale, o.subject, o.text_body, o.html_body
         from privacy_requests r join email_outbox o on o.privacy_request_id = r.id`,
    )
    expect(rows).toHaveLength(1)
    const [mail] = rows
    expect(mail!.locale).toBe('ar')
    expect(mail!.subject).toBe('يرجى تأكيد طلب الخصوصية المقدَّم إلى Codehome')
    expect(mail!.html_body).toContain('<html lang="ar" dir="rtl">')
    // The Arabic page (app/ar/privacy-request/confirm), which checks the same token.
    expect(localizedHref('/privacy-request/confirm', 'ar')).toBe('/ar/privacy-request/confirm')
    expect(mail!.text_body).toContain(`${SITE.siteUrl}/ar/privacy-request/confirm?token=`)
    expect(mail!.text_body).toContain('خلال 30 يوماً')
    expect(mail!.html_body).toContain(`<span dir="ltr">${SITE.email}</span>`)
  })

  it('refuses an unknown language with a 400 and stores nothing; none is English', async () => {
    expect((await ask({ email: 'p@example.com', kind: 'access', locale: 'de' })).status).toBe(400)
    expect((await db.query('select 1 from privacy_requests')).rows).toHaveLength(0)
    expect((await ask({ email: 'p@example.com', kind: 'access' })).status).toBe(202)
    const { rows } = await db.query<{ locale: string; subject: string }>(
      `select r.locale, o.subject from privacy_requests r
         join email_outbox o on o.privacy_request_id = r.id`,
    )
    expect(rows).toEqual([
      { locale: 'en', subject: 'Please confirm your privacy request to Codehome' },
    ])
  })
})

describe("the browser's submitLead", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('sends the language of the page it is on as locale', async () => {
    const bodies: unknown[] = []
    const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)))
      return new Response(JSON.stringify({ success: true, leadId: 'x' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    }
    const client = createClient('http://site.test', 'embedded-site-function', {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch: fetch as typeof globalThis.fetch },
    })
    const submit = createSubmitLead({
      client: async () => client,
      sleep: async () => undefined,
      inBrowser: () => true,
      log: () => undefined,
      random: () => 0.5,
      attempts: 1,
      baseDelayMs: 1,
      timeoutMs: 5_000,
      locale: pageLocale,
    })
    vi.stubGlobal('document', { referrer: '' })
    for (const [path, locale] of [
      ['/ar/contact', 'ar'],
      ['/ar', 'ar'],
      ['/contact', 'en'],
      ['/arabic-seo', 'en'],
    ]) {
      vi.stubGlobal('window', { location: { href: `http://site.test${path}`, pathname: path } })
      expect(await submit('Enhanced Contact Form', { name: 'Jane' })).toBe(true)
      expect(bodies.at(-1), path).toMatchObject({ locale })
    }
  })
})
