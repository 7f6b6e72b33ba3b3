/**
 * The admin API over a real (in-memory) leads database: credentials, filters, search, cursor
 * pagination, states, the CSV export and the résumé download; and revocable admin sessions.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { LeadPage, StoredLead } from '@/web/admin/lead-queries'
import {
  type AdminApiDeps,
  leadResponse,
  leadsCsvResponse,
  leadsListResponse,
  leadStateFormResponse,
  resumeResponse,
} from '@/web/admin/leads-api'
import { createRateLimiter } from '@/core/http/rate-limit.ts'
import {
  ADMIN_COOKIE,
  ADMIN_FAILURES_PER_MINUTE,
  createSessionValue,
  SESSION_MS,
  tokenMatches,
  verifySessionValue,
} from '@/web/admin/session'
import { currentSessionVersion, revokeSessions } from '@/web/admin/session-version'
import { csvCell } from '@/web/admin/leads-csv'
import {
  handlerFor,
  human,
  leadRequest,
  memoryDatabase,
  PDF_BYTES,
  validSubmissions,
} from '../helpers/leads'

const TOKEN = 'admin-token-0123456789abcdef'
const BEARER = { authorization: `Bearer ${TOKEN}` }

let db: PGlite
const sql = async () => ({
  query: (text: string, params?: unknown[]) => db.query(text, params) as never,
})
const deps = (extra: Partial<AdminApiDeps> = {}): AdminApiDeps => ({
  adminToken: TOKEN,
  sql,
  siteUrl: 'https://codehome.example',
  ...extra,
})

const get = (path: string, headers: Record<string, string> = BEARER) =>
  new Request(`http://site${path}`, { headers })

async function list(query = '', headers?: Record<string, string>) {
  const response = await leadsListResponse(get(`/api/admin/leads${query}`, headers), deps())
  return { status: response.status, body: (await response.json()) as LeadPage & { error?: string } }
}

async function store(formType: string, leadData: Record<string, unknown>) {
  const response = await handlerFor(db)(
    leadRequest({ formType, leadData: { ...human, ...leadData } }),
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { leadId: string }).leadId
}

beforeAll(async () => {
  db = await memoryDatabase()
})
afterAll(async () => {
  await db.close()
})
beforeEach(async () => {
  await db.exec('delete from leads;')
})

describe('GET /api/admin/leads', () => {
  it('404 when no ADMIN_TOKEN is configured; 401 without the token or with a wrong one', async () => {
    const closed = await leadsListResponse(get('/api/admin/leads'), deps({ adminToken: undefined }))
    expect(closed.status).toBe(404)
    for (const header of [
      undefined,
      'Bearer nope',
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN}x`,
      'Bearer',
    ]) {
      const response = await leadsListResponse(
        get('/api/admin/leads', header ? { authorization: header } : {}),
        deps(),
      )
      expect(response.status, String(header)).toBe(401)
    }
  })

  it('lists newest first, filtered by type and state, searched by name, e-mail or company', async () => {
    const jane = await store('Enhanced Contact Form', {
      name: 'Jane Doe',
      email: 'jane@acme.example',
      message: 'Hello',
      company: 'Acme Corp',
    })
    const news = await store('newsletter', { email: 'reader@example.com' })
    const sam = await store('Enhanced Contact Form', {
      name: 'Sam 100%_Real',
      email: 'sam@example.com',
      message: 'Hi',
    })

    const all = await list()
    expect(all.status).toBe(200)
    expect(all.body.leads.map((l) => l.id)).toEqual([sam, news, jane])
    expect(all.body.nextCursor).toBeNull()

    expect((await list('?type=contact')).body.leads.map((l) => l.id)).toEqual([sam, jane])
    expect((await list('?type=newsletter')).body.leads.map((l) => l.id)).toEqual([news])
    expect((await list('?q=ACME')).body.leads.map((l) => l.id)).toEqual([jane]) // company
    expect((await list('?q=reader@')).body.leads.map((l) => l.id)).toEqual([news]) // e-mail
    expect((await list('?q=jane%20doe')).body.leads.map((l) => l.id)).toEqual([jane]) // name
    // % and _ are matched literally, not as patterns.
    expect((await list('?q=100%25_')).body.leads.map((l) => l.id)).toEqual([sam])
    expect((await list('?q=0%25')).body.leads.map((l) => l.id)).toEqual([sam])
    expect((await list('?q=%25')).body.leads.map((l) => l.id)).toEqual([sam])

    const [first] = all.body.leads
    expect(first).toMatchObject({ state: 'new', formType: 'contact', crm: null, resume: null })
  })

  it('pages with a cursor: each lead once, in order, and the last page says so', async () => {
    const ids: string[] = []
    for (let i = 0; i < 5; i++) ids.push(await store('newsletter', { email: `p${i}@example.com` }))
    const seen: string[] = []
    let cursor = ''
    for (let page = 0; page < 3; page++) {
      const { body } = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      seen.push(...body.leads.map((l) => l.id))
      if (page < 2) expect(body.nextCursor).toMatch(/^\d+$/)
      else expect(body.nextCursor).toBeNull()
      cursor = body.nextCursor ?? ''
    }
    expect(seen).toEqual([...ids].reverse())
    // A lead stored meanwhile does not shift the pages already handed out.
    const { body: page1 } = await list('?limit=2')
    await store('newsletter', { email: 'late@example.com' })
    const { body: page2 } = await list(`?limit=2&cursor=${page1.nextCursor}`)
    expect(page2.leads.map((l) => l.id)).toEqual([ids[2], ids[1]])
  })

  it('400 for a bad limit, type, state, cursor or search', async () => {
    for (const query of [
      '?limit=0',
      '?limit=-1',
      '?limit=abc',
      '?limit=1.5',
      '?limit=501',
      '?type=sales',
      '?state=open',
      '?cursor=abc',
      '?cursor=0',
      `?q=${'x'.repeat(201)}`,
    ]) {
      const { status, body } = await list(query)
      expect(status, query).toBe(400)
      expect(body.error, query).toBeTruthy()
    }
  })

  it('503 when the database is unavailable', async () => {
    const response = await leadsListResponse(
      get('/api/admin/leads'),
      deps({
        sql: async () => {
          throw new Error('down')
        },
      }),
    )
    expect(response.status).toBe(503)
  })
})

describe('GET /api/admin/leads: failed tokens are rate-limited (issue 13, item 3)', () => {
  it('refuses an address after too many wrong tokens, even with the right one; others go on', async () => {
    const failures = {
      limiter: createRateLimiter(ADMIN_FAILURES_PER_MINUTE),
      address: (r: Request) => r.headers.get('x-test-address') ?? 'unknown',
    }
    const send = (address: string, authorization: string) =>
      leadsListResponse(
        get('/api/admin/leads', { authorization, 'x-test-address': address }),
        deps({ failures }),
      )
    // The agency's own requests never count.
    for (let i = 0; i < ADMIN_FAILURES_PER_MINUTE + 5; i++) {
      expect((await send('198.51.100.1', `Bearer ${TOKEN}`)).status).toBe(200)
    }
    for (let i = 0; i < ADMIN_FAILURES_PER_MINUTE; i++) {
      expect((await send('203.0.113.66', `Bearer guess-${i}`)).status).toBe(401)
    }
    const refused = await send('203.0.113.66', `Bearer ${TOKEN}`)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
    expect((await send('198.51.100.1', `Bearer ${TOKEN}`)).status).toBe(200)
  })
})
describe('PATCH /api/admin/leads/{id}', () => {
  const patch = (id: string, body: unknown, type = 'application/json') =>
    leadResponse(
      new Request(`http://site/api/admin/leads/${id}`, {
        method: 'PATCH',
        headers: { ...BEARER, 'content-type': type },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      id,
      deps(),
    )

  it('sets the state, times the change, keeps the history; spam leads start as spam', async () => {
    const id = await store('newsletter', { email: 'state@example.com' })
    const response = await patch(id, { state: 'contacted' })
    expect(response.status).toBe(200)
    const changed = (await response.json()) as { state: string; stateChangedAt: string }
    expect(changed.state).toBe('contacted')
    expect(Date.now() - Date.parse(changed.stateChangedAt)).toBeLessThan(60_000)

    expect((await patch(id, { state: 'won' })).status).toBe(200)
    expect((await list('?state=won')).body.leads.map((l) => l.id)).toEqual([id])
    expect((await list('?state=contacted')).body.leads).toEqual([])

    const one = await leadResponse(get(`/api/admin/leads/${id}`), id, deps())
    const { lead } = (await one.json()) as {
      lead: { state: string; stateChanges: { state: string }[] }
    }
    expect(lead.state).toBe('won')
    expect(lead.stateChanges.map((c) => c.state)).toEqual(['won', 'contacted'])

    const spam = await store('newsletter', { email: 'bot@example.com', website: 'x' })
    expect((await list('?state=spam')).body.leads.map((l) => l.id)).toEqual([spam])
    expect((await patch(spam, { state: 'new' })).status).toBe(200)
    expect((await list('?state=new')).body.leads.map((l) => l.id)).toEqual([spam])
  })

  it('422 for an unknown state, 415 for another content type, 400 for bad JSON, 404 for no lead', async () => {
    const id = await store('newsletter', { email: 'bad@example.com' })
    expect((await patch(id, { state: 'closed' })).status).toBe(422)
    expect((await patch(id, 'state=won', 'application/x-www-form-urlencoded')).status).toBe(415)
    expect((await patch(id, '{"state":')).status).toBe(400)
    expect((await patch('00000000-0000-4000-8000-000000000000', { state: 'won' })).status).toBe(404)
    expect((await patch('not-a-uuid', { state: 'won' })).status).toBe(404)
    const anonymous = await leadResponse(
      new Request(`http://site/api/admin/leads/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: '{"state":"won"}',
      }),
      id,
      deps(),
    )
    expect(anonymous.status).toBe(401)
  })
})

describe('POST /admin/leads/{id}/state (the state form, with the session cookie)', () => {
  const post = async (
    id: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) => {
    const cookie = `${ADMIN_COOKIE}=${await createSessionValue(TOKEN, await currentSessionVersion(await sql()))}`
    return leadStateFormResponse(
      new Request(`http://site/admin/leads/${id}/state`, {
        method: 'POST',
        headers: { cookie, ...headers },
        body: new URLSearchParams(fields),
      }),
      id,
      deps({ acceptSession: true }),
    )
  }

  it('sets the state and goes back to the admin page the form was on', async () => {
    const id = await store('newsletter', { email: 'form-state@example.com' })
    const saved = await post(
      id,
      { state: 'contacted' },
      { referer: 'http://site/admin/leads?state=new' },
    )
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe('/admin/leads?state=new')
    expect(
      (await post(id, { state: 'won' }, { referer: 'https://evil.example/x' })).headers.get(
        'location',
      ),
    ).toBe(`/admin/leads/${id}`)
    const one = await leadResponse(get(`/api/admin/leads/${id}`), id, deps())
    expect(((await one.json()) as { lead: { state: string } }).lead.state).toBe('won')
  })

  it('422 for an unknown state from a signed-in admin (not a 500), and changes nothing', async () => {
    const id = await store('newsletter', { email: 'form-bad@example.com' })
    const refused = await post(id, { state: 'closed' })
    expect(refused.status).toBe(422)
    expect(await refused.json()).toEqual({
      error: 'state must be one of new, contacted, won, lost, spam',
      fields: { state: ['Choose one of new, contacted, won, lost, spam'] },
    })
    expect((await post(id, {})).status).toBe(422)
    expect((await post('00000000-0000-4000-8000-000000000000', { state: 'won' })).status).toBe(404)
    const one = await leadResponse(get(`/api/admin/leads/${id}`), id, deps())
    expect(((await one.json()) as { lead: { state: string } }).lead.state).toBe('new')
    // Without the session (another site's form: the cookie is SameSite=Strict), 401.
    const anonymous = await leadStateFormResponse(
      new Request(`http://site/admin/leads/${id}/state`, {
        method: 'POST',
        body: new URLSearchParams({ state: 'won' }),
      }),
      id,
      deps({ acceptSession: true }),
    )
    expect(anonymous.status).toBe(401)
  })
})

describe('GET /api/admin/leads.csv', () => {
  it('exports the filter, escaping cells a spreadsheet would run as formulas', async () => {
    await store('Enhanced Contact Form', {
      name: '=cmd|" /C calc"!A0',
      email: 'formula@example.com',
      message: '+SUM(1,2)\nsecond line',
      phone: '+1 555 0100',
    })
    await store('newsletter', { email: 'other@example.com' })
    const response = await leadsCsvResponse(get('/api/admin/leads.csv?type=contact'), deps())
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const bytes = Buffer.from(await response.arrayBuffer())
    // A UTF-8 byte-order mark first, so Excel reads accents right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = bytes.subarray(3).toString('utf8')
    expect(text.startsWith('Received (UTC),State,')).toBe(true)
    const lines = text.split('\r\n').filter(Boolean)
    expect(lines).toHaveLength(2) // the header and one lead (its line break is inside quotes)
    expect(text).toContain(`"'=cmd|"" /C calc""!A0"`)
    expect(text).toContain(`"'+SUM(1,2)\nsecond line"`)
    expect(text).toContain(`'+1 555 0100`)
    expect(text).not.toContain('other@example.com')
  })

  it('needs the token (or, under /admin, a live session)', async () => {
    expect((await leadsCsvResponse(get('/api/admin/leads.csv', {}), deps())).status).toBe(401)
  })
})

describe('CSV cells', () => {
  it('neutralise formula starts (= + - @ tab CR) and quote what needs quoting', () => {
    expect(csvCell('Jane Doe')).toBe('Jane Doe')
    expect(csvCell('=1+1')).toBe(`'=1+1`)
    expect(csvCell('+44 20 7946 0000')).toBe(`'+44 20 7946 0000`)
    expect(csvCell('-2+3')).toBe(`'-2+3`)
    expect(csvCell('@SUM(A1)')).toBe(`'@SUM(A1)`)
    expect(csvCell('\t=1')).toBe(`'\t=1`)
    expect(csvCell('\r=1')).toBe(`"'\r=1"`)
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
    expect(csvCell(' padded ')).toBe('" padded "')
    expect(csvCell('x=1')).toBe('x=1')
  })
})

describe('résumé download', () => {
  it('is a download of the stored bytes with their type, never inline', async () => {
    const response = await handlerFor(db)(leadRequest(validSubmissions().career))
    const { leadId } = (await response.json()) as { leadId: string }
    const file = await resumeResponse(get(`/api/admin/leads/${leadId}/resume`), leadId, deps())
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="resume.pdf"; filename*=UTF-8''resume.pdf`,
    )
    expect(file.headers.get('content-security-policy')).toContain('sandbox')
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF_BYTES)).toBe(true)

    const listed = (await list()).body.leads[0] as StoredLead
    expect(listed.resume).toMatchObject({ fileName: 'resume.pdf', size: PDF_BYTES.length })
    expect(listed.lead.resumeFileData).toBe('')

    const none = await store('newsletter', { email: 'nocv@example.com' })
    expect((await resumeResponse(get('/x'), none, deps())).status).toBe(404)
  })
})

describe('admin session', () => {
  it('compares tokens exactly', () => {
    expect(tokenMatches(TOKEN, TOKEN)).toBe(true)
    expect(tokenMatches(`${TOKEN} `, TOKEN)).toBe(false)
    expect(tokenMatches('', TOKEN)).toBe(false)
    expect(tokenMatches(null, TOKEN)).toBe(false)
  })

  it('a signed session works until it expires, for its token and its session version only', async () => {
    const now = 1_800_000_000_000
    const value = await createSessionValue(TOKEN, 3, now)
    expect(await verifySessionValue(value, TOKEN, 3, now + 1000)).toBe(true)
    expect(await verifySessionValue(value, TOKEN, 4, now + 1000)).toBe(false)
    expect(await verifySessionValue(value, TOKEN, 3, now + SESSION_MS + 1)).toBe(false)
    expect(await verifySessionValue(value, 'another-token-0123456789', 3, now + 1000)).toBe(false)
    const [format, version, expires, signature] = value.split('.') as [
      string,
      string,
      string,
      string,
    ]
    expect(await verifySessionValue(`${format}.4.${expires}.${signature}`, TOKEN, 4, now)).toBe(
      false,
    )
    expect(
      await verifySessionValue(
        `${format}.${version}.${Number(expires) + SESSION_MS}.${signature}`,
        TOKEN,
        3,
        now,
      ),
    ).toBe(false)
    expect(await verifySessionValue('', TOKEN, 3, now)).toBe(false)
    expect(await verifySessionValue(undefined, TOKEN, 3, now)).toBe(false)
  })

  it('signing out (a new session version) ends every session, a copied cookie included', async () => {
    const version = await currentSessionVersion(await sql())
    const cookie = {
      cookie: `other=1; ${ADMIN_COOKIE}=${await createSessionValue(TOKEN, version)}`,
    }
    const csv = () =>
      leadsCsvResponse(get('/admin/leads.csv', cookie), deps({ acceptSession: true }))
    expect((await csv()).status).toBe(200)
    // The API itself takes the bearer token only.
    expect((await leadsCsvResponse(get('/api/admin/leads.csv', cookie), deps())).status).toBe(401)

    expect(await revokeSessions(await sql())).toBe(version + 1)
    expect((await csv()).status).toBe(401)
    const fresh = { cookie: `${ADMIN_COOKIE}=${await createSessionValue(TOKEN, version + 1)}` }
    expect(
      (await leadsCsvResponse(get('/admin/leads.csv', fresh), deps({ acceptSession: true })))
        .status,
    ).toBe(200)
  })
})
