/**
 * The privacy endpoints over a real (in-memory) database: the RFC 8058 one-click unsubscribe, a
 * visitor's privacy request (bad input is a 4xx with a message), and the admin's
 * GET / DELETE /api/admin/people/{email}.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SqlClient } from '@/core/db/sql-client.ts'
import { createRateLimiter } from '@/core/http/rate-limit.ts'
import { newsletterConfirmation } from '@/core/privacy/newsletter.ts'
import { createSignedLinks } from '@/core/privacy/signed-links.ts'
import type { AdminApiDeps } from '@/web/admin/leads-api'
import { personResponse } from '@/web/admin/people-api'
import {
  oneClickUnsubscribeResponse,
  privacyRequestResponse,
  type PrivacyRouteDeps,
} from '@/web/privacy/routes'
import { handlerFor, leadRequest, memoryDatabase, SITE, validSubmissions } from '../helpers/leads'

// The server's links (web/privacy/links) with a configured secret, read when web/env is first
// imported (before this file's imports): without one they read the database's (privacy.test.ts).
vi.hoisted(() => {
  process.env.LINK_SIGNING_SECRET = 'test-link-secret-0123456789abcdef0123'
})

const links = createSignedLinks('test-link-secret-0123456789abcdef0123')
const TOKEN = 'admin-token-0123456789abcdef'

let db: PGlite
const sql: SqlClient = { query: (text, params) => db.query(text, params) as never }

beforeAll(async () => {
  db = await memoryDatabase()
})
afterAll(async () => {
  await db.close()
})
beforeEach(async () => {
  await db.exec('truncate leads, privacy_requests, privacy_audit_log, email_outbox cascade')
})

const deps = (extra: Partial<PrivacyRouteDeps> = {}): PrivacyRouteDeps => ({
  sql: async () => sql,
  links,
  siteFacts: async () => SITE,
  limiter: createRateLimiter(100),
  address: () => '203.0.113.9',
  ...extra,
})

async function subscribe(email: string) {
  const submission = validSubmissions().newsletter
  const response = await handlerFor(db, {
    newsletterConfirmation: newsletterConfirmation(links, 7),
  })(leadRequest({ ...submission, leadData: { ...submission.leadData, email } }))
  expect(response.status).toBe(200)
}

const status = async (email: string) =>
  (
    await db.query<{ status: string }>(
      `select s.status from newsletter_subscriptions s join leads l on l.id = s.lead_id
        where l.email = $1`,
      [email],
    )
  ).rows[0]?.status

describe('one-click unsubscribe (RFC 8058)', () => {
  const post = (token: string) =>
    new Request(`http://site/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })

  it('unsubscribes on the POST of a valid token', async () => {
    await subscribe('reader@example.com')
    const token = await links.sign('newsletter-unsubscribe', 'reader@example.com')
    const response = await oneClickUnsubscribeResponse(post(token), deps())
    expect(response.status).toBe(200)
    expect(await status('reader@example.com')).toBe('unsubscribed')
    // Again: nothing left to do, still fine.
    expect((await oneClickUnsubscribeResponse(post(token), deps())).status).toBe(200)
  })

  it('refuses a forged token with 400 and changes nothing', async () => {
    await subscribe('reader@example.com')
    const confirm = await links.sign('newsletter-confirm', 'reader@example.com')
    for (const token of ['', 'forged.token', confirm]) {
      const response = await oneClickUnsubscribeResponse(post(token), deps())
      expect(response.status).toBe(400)
      expect(((await response.json()) as { error: string }).error).toMatch(/not valid/)
    }
    expect(await status('reader@example.com')).toBe('pending')
  })

  it('sends a GET of the header link to the unsubscribe page', async () => {
    const response = await oneClickUnsubscribeResponse(
      new Request('http://site/api/newsletter/unsubscribe?token=abc.def'),
      deps(),
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/newsletter/unsubscribe?token=abc.def')
  })
})

describe("a visitor's privacy request", () => {
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    privacyRequestResponse(
      new Request('http://site/api/privacy-requests', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      deps(),
    )

  it('stores an unconfirmed request and e-mails its link: 202', async () => {
    const response = await send({ email: ' Jane@Example.com ', kind: 'erasure' })
    expect(response.status).toBe(202)
    const { rows } = await db.query<{ email: string; kind: string; status: string }>(
      'select email, kind, status from privacy_requests',
    )
    expect(rows).toEqual([{ email: 'jane@example.com', kind: 'erasure', status: 'unconfirmed' }])
    const { rows: mail } = await db.query<{ to_address: string }>(
      `select to_address from email_outbox where kind = 'privacy-request'`,
    )
    expect(mail).toEqual([{ to_address: 'jane@example.com' }])
  })

  it('answers bad input with a 4xx and a message, storing nothing', async () => {
    expect(
      (await send({ email: 'jane@example.com', kind: 'access' }, { 'content-type': 'text/plain' }))
        .status,
    ).toBe(415)
    expect((await send('{nope')).status).toBe(400)
    expect((await send('[]')).status).toBe(400)
    expect((await send({ email: 'x'.repeat(5000), kind: 'access' })).status).toBe(413)
    const invalid = await send({ email: 'not-an-address', kind: 'delete-everything' })
    expect(invalid.status).toBe(422)
    expect(await invalid.json()).toMatchObject({
      fields: { email: ['Please enter a valid email address'], kind: ['Choose access or erasure'] },
    })
    expect((await db.query('select 1 from privacy_requests')).rows).toHaveLength(0)
  })

  it('limits requests per client address (each sends an e-mail)', async () => {
    const limited = deps({ limiter: createRateLimiter(1) })
    const request = () =>
      new Request('http://site/api/privacy-requests', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'jane@example.com', kind: 'access' }),
      })
    expect((await privacyRequestResponse(request(), limited)).status).toBe(202)
    expect((await privacyRequestResponse(request(), limited)).status).toBe(429)
  })
})

describe('GET and DELETE /api/admin/people/{email}', () => {
  const admin: AdminApiDeps = { adminToken: TOKEN, sql: async () => sql, siteUrl: SITE.siteUrl }
  const call = (method: string, email: string, token = TOKEN) =>
    personResponse(
      new Request(`http://site/api/admin/people/${email}`, {
        method,
        headers: { authorization: `Bearer ${token}` },
      }),
      email,
      admin,
    )

  it('exports, then erases, an address; the audit log has both', async () => {
    await subscribe('reader@example.com')
    const exported = await call('GET', encodeURIComponent('Reader@example.com'))
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-disposition')).toMatch(
      /attachment; filename="personal-data-/,
    )
    const body = (await exported.json()) as { email: string; data: Record<string, unknown[]> }
    expect(body.email).toBe('reader@example.com')
    expect(body.data.leads).toHaveLength(1)

    const erased = await call('DELETE', 'reader%40example.com')
    expect(erased.status).toBe(200)
    expect(await erased.json()).toMatchObject({ erased: { leads: 1 } })
    expect((await db.query('select 1 from leads')).rows).toHaveLength(0)
    const { rows } = await db.query<{ action: string; actor: string }>(
      'select action, actor from privacy_audit_log order by id',
    )
    expect(rows).toEqual([
      { action: 'export', actor: 'admin-api' },
      { action: 'erase', actor: 'admin-api' },
    ])
  })

  it('refuses a wrong token (401), a non-address (400) and other methods (405)', async () => {
    expect((await call('GET', 'reader@example.com', 'wrong-token-0123456789')).status).toBe(401)
    expect((await call('GET', 'not-an-address')).status).toBe(400)
    expect((await call('GET', '%E0%A4%A')).status).toBe(400)
    expect((await call('PUT', 'reader@example.com')).status).toBe(405)
    expect((await db.query('select 1 from privacy_audit_log')).rows).toHaveLength(0)
  })
})

describe('the pages of signed links (proxy.ts)', () => {
  it('refuses a forged token with 400 and an expired one with 410; lets a good one and other pages through', async () => {
    const { signedLinkRefusal, signedLinks: serverLinks } = await import('@/web/privacy/links')
    const page = (path: string, token: string) =>
      new URL(`http://site${path}?token=${encodeURIComponent(token)}`)
    const good = await serverLinks().sign('newsletter-confirm', 'a@example.com')
    const expired = await serverLinks().sign('privacy-request', 'id', new Date(Date.now() - 1000))
    expect(await signedLinkRefusal(page('/newsletter/confirm', good))).toBeNull()
    expect(await signedLinkRefusal(page('/newsletter/confirm', `${good}x`))).toBe(400)
    // A token for another page's purpose is forged there.
    expect(await signedLinkRefusal(page('/newsletter/unsubscribe', good))).toBe(400)
    expect(await signedLinkRefusal(new URL('http://site/newsletter/confirm'))).toBe(400)
    expect(await signedLinkRefusal(page('/privacy-request/confirm', expired))).toBe(410)
    expect(await signedLinkRefusal(page('/services/seo', 'anything'))).toBeNull()
  })
})
