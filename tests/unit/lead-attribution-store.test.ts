/**
 * Attribution and consent through a real (in-memory) leads database: sent with a lead, stored,
 * shown by the admin API as lead.attribution and lead.consent, filtered on, exported in the CSV
 * and the CRM hand-off, and counted by the lead report.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { touchFrom } from '@/core/leads/attribution.ts'
import { leadPayload } from '@/core/leads/crm-handoff.ts'
import type { LeadDetail, LeadPage } from '@/web/admin/lead-queries'
import {
  type AdminApiDeps,
  leadResponse,
  leadsCsvResponse,
  leadsListResponse,
} from '@/web/admin/leads-api'
import { type LeadReport, leadReport } from '@/web/admin/lead-report'
import { leadReportResponse } from '@/web/admin/report-api'
import { ACCEPT_ALL, NECESSARY_ONLY } from '@/web/consent/consent'
import {
  handlerFor,
  human,
  leadRequest,
  memoryDatabase,
  SITE,
  validSubmissions,
} from '../helpers/leads'

const TOKEN = 'admin-token-0123456789abcdef'
const BEARER = { authorization: `Bearer ${TOKEN}` }
const NOTICE = '2026-10-01'

let db: PGlite
const sql = async () => ({
  query: (text: string, params?: unknown[]) => db.query(text, params) as never,
})
const deps: AdminApiDeps = { adminToken: TOKEN, sql, siteUrl: 'https://codehome.example' }
const get = (path: string, headers: Record<string, string> = BEARER) =>
  new Request(`http://site${path}`, { headers })

const FIRST = touchFrom(
  'https://codehome.example/seo?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=g-1',
  'https://www.google.com/',
  new Date('2026-11-01T09:00:00Z'),
)
const LAST = touchFrom(
  'https://codehome.example/?utm_source=newsletter&utm_medium=email&utm_campaign=November',
  '',
  new Date('2026-11-20T09:00:00Z'),
)

async function send(
  email: string,
  extra: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { leadId?: string; error?: string; fields?: object } }> {
  const { contact } = validSubmissions()
  const handler = handlerFor(db, {
    siteFacts: async () => ({ ...SITE, privacyNoticeVersion: NOTICE }),
  })
  const response = await handler(
    leadRequest(
      { ...contact, leadData: { ...contact.leadData, ...human, email }, ...extra },
      headers,
    ),
  )
  return { status: response.status, body: await response.json() }
}

async function lead(id: string): Promise<LeadDetail> {
  const response = await leadResponse(get(`/api/admin/leads/${id}`), id, deps)
  expect(response.status).toBe(200)
  return ((await response.json()) as { lead: LeadDetail }).lead
}

const ids: Record<string, string> = {}

beforeAll(async () => {
  db = await memoryDatabase()
  const accepted = await send('accepted@example.com', {
    attribution: { first: FIRST, last: LAST },
    consent: { ...ACCEPT_ALL, chosenAt: '2026-11-01T09:00:05.000Z', gpc: false },
  })
  const refused = await send('refused@example.com', {
    attribution: { first: FIRST, last: LAST },
    consent: { ...NECESSARY_ONLY, chosenAt: '2026-11-20T09:00:05.000Z', gpc: false },
  })
  const gpc = await send(
    'gpc@example.com',
    {
      attribution: { first: FIRST, last: FIRST },
      consent: { ...ACCEPT_ALL, chosenAt: '2026-11-20T09:00:05.000Z', gpc: false },
    },
    { 'Sec-GPC': '1' },
  )
  const bare = await send('bare@example.com', {})
  for (const [name, answer] of Object.entries({ accepted, refused, gpc, bare })) {
    expect(answer.status, name).toBe(200)
    ids[name] = answer.body.leadId!
  }
})

afterAll(async () => {
  await db.close()
})

describe('a lead’s attribution and consent', () => {
  it('is stored and shown as lead.attribution { first, last } and lead.consent', async () => {
    const stored = await lead(ids.accepted!)
    expect(stored.attribution).toEqual({ first: FIRST, last: LAST })
    expect(stored.consent).toMatchObject({
      necessary: true,
      analytics: true,
      marketing: true,
      functional: true,
      gpc: false,
      chosenAt: '2026-11-01T09:00:05.000Z',
      privacyNoticeVersion: NOTICE,
    })
    expect(Date.parse(stored.consent!.recordedAt)).toBeGreaterThan(Date.now() - 60_000)
    // The spec's record stays as it was: the two facts sit beside it, not in it.
    expect(stored.lead).not.toHaveProperty('attribution')
    expect(stored.lead).not.toHaveProperty('consent')
  })

  it('keeps only this visit, without click ids, when marketing was refused', async () => {
    const stored = await lead(ids.refused!)
    const visit = { ...LAST, gclid: '' }
    expect(stored.attribution).toEqual({ first: visit, last: visit })
    expect(stored.consent).toMatchObject({ analytics: false, marketing: false, gpc: false })
  })

  it('honours Sec-GPC: 1 as a refusal of analytics and marketing', async () => {
    const stored = await lead(ids.gpc!)
    expect(stored.consent).toMatchObject({ analytics: false, marketing: false, gpc: true })
    expect(stored.attribution.first?.gclid).toBe('')
    expect(stored.attribution.first?.utm_source).toBe('google')
  })

  it('is empty for a lead sent without them (an older page, an API client)', async () => {
    const stored = await lead(ids.bare!)
    expect(stored.attribution).toEqual({ first: null, last: null })
    expect(stored.consent).toMatchObject({ analytics: false, marketing: false, chosenAt: null })
  })

  it('refuses bad attribution with a 400 that names the field, and stores nothing', async () => {
    const before = (await db.query<{ n: number }>('select count(*)::int as n from leads')).rows[0]!
      .n
    const long = await send('long@example.com', {
      attribution: { first: { ...FIRST, utm_campaign: 'x'.repeat(201) }, last: null },
    })
    expect(long.status).toBe(400)
    expect(JSON.stringify(long.body.fields)).toContain('utm_campaign must be at most 200')
    const odd = await send('odd@example.com', { consent: { analytics: 'yes' } })
    expect(odd.status).toBe(400)
    const after = (await db.query<{ n: number }>('select count(*)::int as n from leads')).rows[0]!.n
    expect(after).toBe(before)
  })
})

describe('the inbox, the CSV and the CRM hand-off', () => {
  async function emails(query: string) {
    const response = await leadsListResponse(get(`/api/admin/leads${query}`), deps)
    expect(response.status).toBe(200)
    return ((await response.json()) as LeadPage).leads.map((l) => l.email).sort()
  }

  it('filters by source, medium and campaign of either touch, case ignored', async () => {
    expect(await emails('?source=google')).toEqual(['accepted@example.com', 'gpc@example.com'])
    expect(await emails('?medium=EMAIL')).toEqual(['accepted@example.com', 'refused@example.com'])
    expect(await emails('?campaign=november&source=newsletter')).toEqual([
      'accepted@example.com',
      'refused@example.com',
    ])
    expect(await emails('?source=bing')).toEqual([])
    const tooLong = await leadsListResponse(get(`/api/admin/leads?source=${'x'.repeat(201)}`), deps)
    expect(tooLong.status).toBe(400)
  })

  it('exports both touches and the consent in the CSV', async () => {
    const response = await leadsCsvResponse(get('/api/admin/leads.csv?source=google'), deps)
    const [header, ...rows] = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    const columns = header!.split(',')
    const row = rows
      .map((line) => line.split(','))
      .find((cells) => cells.includes('accepted@example.com'))!
    const cell = (name: string) => row[columns.indexOf(name)]
    expect(rows).toHaveLength(2)
    expect(cell('First touch utm_source')).toBe('google')
    expect(cell('First touch gclid')).toBe('g-1')
    expect(cell('Last touch utm_campaign')).toBe('November')
    expect(cell('Consent marketing')).toBe('yes')
    expect(cell('Privacy notice version')).toBe(NOTICE)
  })

  it('hands both to the CRM beside the lead record', async () => {
    const { rows } = await db.query<Parameters<typeof leadPayload>[0]>(
      `select l.id, l.form_type, l.form_label, l.record, l.spam_reasons, l.created_at,
              null as file_name, null as content_type, null as byte_size
         from leads l where l.id = $1`,
      [ids.accepted],
    )
    const payload = leadPayload(rows[0]!, 'https://codehome.example')
    expect(payload.data.attribution).toEqual({ first: FIRST, last: LAST })
    expect(payload.data.consent).toMatchObject({ marketing: true, privacyNoticeVersion: NOTICE })
    expect(payload.data.lead).not.toHaveProperty('attribution')
  })
})

describe('the lead report', () => {
  const today = new Date().toISOString().slice(0, 10)

  async function report(query: string) {
    const response = await leadReportResponse(get(`/api/admin/reports/leads${query}`), deps)
    return {
      status: response.status,
      body: (await response.json()) as { report: LeadReport; error?: string },
    }
  }

  it('counts leads by last-touch source, first-touch source and form over a range', async () => {
    const bySource = await report(`?from=${today}&to=${today}&by=source`)
    expect(bySource.status).toBe(200)
    expect(bySource.body.report.total).toBe(4)
    expect(bySource.body.report.rows).toEqual([
      { key: 'newsletter', label: 'newsletter', leads: 2 },
      { key: 'google', label: 'google', leads: 1 },
      { key: null, label: '(not set)', leads: 1 },
    ])
    expect(bySource.body.report.days).toEqual([{ day: today, leads: 4 }])

    const firstTouch = await report(`?from=${today}&to=${today}&by=source&touch=first`)
    expect(firstTouch.body.report.rows[0]).toEqual({ key: 'google', label: 'google', leads: 2 })

    const byForm = await report(`?from=${today}&to=${today}&by=form`)
    expect(byForm.body.report.rows).toEqual([{ key: 'contact', label: 'Contact', leads: 4 }])
  })

  it('leaves out leads outside the range and leads marked as spam', async () => {
    await db.query(`update leads set state = 'spam' where id = $1`, [ids.bare])
    const now = await leadReport(await sql(), {
      from: today,
      to: today,
      by: 'campaign',
      touch: 'last',
    })
    expect(now.total).toBe(3)
    expect(now.spam).toBe(1)
    expect(now.rows.map((row) => [row.key, row.leads])).toEqual([
      ['November', 2],
      ['spring', 1],
    ])
    const past = await report('?from=2020-01-01&to=2020-01-31&by=medium')
    expect(past.body.report.total).toBe(0)
    expect(past.body.report.days).toHaveLength(31)
    await db.query(`update leads set state = 'new' where id = $1`, [ids.bare])
  })

  it('answers 400 to bad parameters and 401 without the token', async () => {
    for (const query of [
      '?by=country',
      '?touch=middle',
      '?from=2026-02-30',
      '?to=yesterday',
      '?from=2026-05-02&to=2026-05-01',
      '?from=2020-01-01&to=2026-01-01',
    ]) {
      const answer = await report(query)
      expect(answer.status, query).toBe(400)
      expect(answer.body.error).toBeTruthy()
    }
    const anonymous = await leadReportResponse(get('/api/admin/reports/leads', {}), deps)
    expect(anonymous.status).toBe(401)
  })
})
