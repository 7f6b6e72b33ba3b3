/**
 * Who the client is, wherever the site runs (issue 42, 1 and 5): with no proxy trusted, the TCP
 * peer; an X-Forwarded-For the client wrote never picks its rate-limit bucket or frees it from a
 * lockout, and two peers never share one. And the statuses proxy.ts sets on its rewrites (400 for
 * an address that does not decode, 410 for a closed preview link) survive however the server is
 * bound. Checked on the README's `next start` (Playwright's server, bound to every address), on
 * `next start -H 127.0.0.1` and on the standalone server with HOSTNAME=127.0.0.1 (as behind a
 * same-host proxy). Behind nginx: topology.e2e.spec.ts.
 */
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from '../helpers/test'
import { E2E_ENV, E2E_PORT } from '../helpers/e2e-env'
import { httpRequest } from '../helpers/http'
import { type SiteServer, startSite, startStandalone } from '../helpers/site-server'

const DATA_DIR = path.join('.data', 'e2e', 'client-address')
const LEADS_LIMIT = 3
let bound: SiteServer | undefined
let standalone: SiteServer | undefined

test.describe.configure({ mode: 'serial', timeout: 120_000 })

test.beforeAll(async () => {
  await rm(DATA_DIR, { recursive: true, force: true })
  await mkdir(DATA_DIR, { recursive: true })
  const env = (name: string) => ({
    PGLITE_DATA_DIR: path.resolve(DATA_DIR, name),
    SMTP_URL: '',
    LEADS_RATE_LIMIT: String(LEADS_LIMIT),
  })
  ;[bound, standalone] = await Promise.all([
    startSite(E2E_PORT + 93, env('bound')),
    startStandalone(E2E_PORT + 94, env('standalone')),
  ])
})

test.afterAll(async () => {
  await Promise.all([bound?.stop(), standalone?.stop()])
  await rm(DATA_DIR, { recursive: true, force: true })
})

/** A fresh loopback address per call: limits remember an address for a minute. */
const freshAddress = () => {
  const octet = () => 2 + Math.floor(Math.random() * 250)
  return `127.${octet()}.${octet()}.${octet()}`
}

const servers = () =>
  [
    { name: 'next start (all addresses)', origin: `http://127.0.0.1:${E2E_PORT}` },
    { name: 'next start -H 127.0.0.1', origin: bound!.origin },
    { name: 'standalone, HOSTNAME=127.0.0.1', origin: standalone!.origin },
  ] as const

const admin = (origin: string, from: string, token: string, headers = {}) =>
  httpRequest(`${origin}/api/admin/leads?limit=1`, {
    localAddress: from,
    headers: { authorization: `Bearer ${token}`, ...headers },
  }).then((answer) => answer.status)

test('wrong admin tokens lock out their own client only, whatever X-Forwarded-For says', async () => {
  const right = E2E_ENV.ADMIN_TOKEN!
  for (const { name, origin } of servers()) {
    const attacker = freshAddress()
    const victim = freshAddress()
    // Ten guesses, each claiming another address: all counted against the one socket. The limit
    // is a sliding window: when the ten straddle a minute's turn, the earlier minute's guesses
    // count for the share of it still inside the last 60 s (9.9 of 10, say), so one or two more
    // guesses close it. Each is answered 401 until then.
    for (let i = 0; i < 12; i++) {
      const status = await admin(origin, attacker, `guess-${i}-0123456789`, {
        'x-forwarded-for': `198.51.100.${i}`,
        'x-real-ip': `198.51.100.${i}`,
      })
      if (i >= 10 && status === 429) break
      expect(status, name).toBe(401)
    }
    // Locked out, and a new header does not let it back in.
    expect(await admin(origin, attacker, right), name).toBe(429)
    expect(await admin(origin, attacker, right, { 'x-forwarded-for': '203.0.113.50' }), name).toBe(
      429,
    )
    // Another client, with no header or naming the attacker, is not locked out.
    expect(await admin(origin, victim, right), name).toBe(200)
    expect(await admin(origin, freshAddress(), right, { 'x-forwarded-for': attacker }), name).toBe(
      200,
    )
  }
})

test('lead submissions are limited per peer: a rotated header gets no new bucket, another peer keeps its own', async () => {
  for (const server of [bound!, standalone!]) {
    const lead = (from: string, headers: Record<string, string> = {}) =>
      httpRequest(`${server.origin}/functions/v1/enhanced-crm-automation`, {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', origin: server.origin, ...headers },
        body: '{}',
      }).then((answer) => answer.status)
    const client = freshAddress()
    const statuses: number[] = []
    for (let i = 0; i < LEADS_LIMIT + 3; i++) {
      statuses.push(await lead(client, { 'x-forwarded-for': `198.51.100.${i}` }))
    }
    // Invalid bodies (400), counted until the limit, then 429 whatever the header claimed.
    expect(statuses.slice(0, LEADS_LIMIT).every((status) => status !== 429)).toBe(true)
    expect(statuses.slice(LEADS_LIMIT)).toEqual([429, 429, 429])
    // Two other peers without any header: each its own bucket.
    expect(await lead(freshAddress())).not.toBe(429)
    expect(await lead(freshAddress())).not.toBe(429)
  }
})

test("the proxy's rewrite statuses and redirects hold on every binding, by either host name", async () => {
  for (const { name, origin } of servers()) {
    for (const host of ['127.0.0.1', 'localhost']) {
      const base = origin.replace('127.0.0.1', host)
      expect((await httpRequest(`${base}/%`)).status, `${name} ${host} /%`).toBe(400)
      expect((await httpRequest(`${base}/services/seo%zz`)).status, `${name} ${host}`).toBe(400)
      const closed = await httpRequest(`${base}/preview/closed?reason=expired`)
      expect(closed.status, `${name} ${host} closed link`).toBe(410)
      expect(closed.body).toContain('<html')
      // A redirect stays on the host the visitor asked for (never `localhost`'s).
      const alias = await httpRequest(`${base}/services/ppc-advertising?from=mail`)
      expect(alias.status, `${name} ${host} alias`).toBe(308)
      expect(alias.headers.location, `${name} ${host} alias`).toBe('/services/ppc?from=mail')
      // A page's Markdown is rewritten to its route with its status: 200, or 404 for no page.
      const markdown = await httpRequest(`${base}/services/seo.md`)
      expect(markdown.status, `${name} ${host} .md`).toBe(200)
      expect(markdown.body, `${name} ${host} .md`).toMatch(/^# SEO\n/)
      expect((await httpRequest(`${base}/services/none.md`)).status, `${name} ${host}`).toBe(404)
    }
  }
})
