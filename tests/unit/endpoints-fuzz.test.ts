/**
 * Every endpoint, walked with generated hostile input (issue 42, item 6): each route handler
 * (app/**\/route.ts, found by globbing) and each server action (the 'use server' modules) is called
 * with bad JSON, NUL bytes, huge and odd values, odd methods, odd headers and bad path and query
 * parameters, with and without valid credentials (admin token and session, Stripe's and Sanity's
 * signatures of the very body sent), over a healthy environment: an in-memory PGlite as the leads
 * database, the seeded local dataset, every integration configured. None may answer a 5xx (or
 * throw what Next would answer 500), and a refused request (4xx) changes no row of any table.
 *
 * A new route or action is walked as soon as its file exists: there is no list to extend. What an
 * outage answers (503 with the database down) is tested where each endpoint is.
 */
import type { PGlite } from '@electric-sql/pglite'
import { encodeSignatureHeader } from '@sanity/webhook'
import fc from 'fast-check'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildSeed, toNdjson } from '@/scripts/seed/build'
import { createSqlLeadStore } from '@/core/leads/lead-store.ts'
import { inlineServerActions, namesRead, routeFiles, serverActionFiles } from '../helpers/endpoints'
import { memoryDatabase } from '../helpers/leads'
import { signStripeEvent, startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in'

const RUNS = Number(process.env.ENDPOINT_FUZZ_RUNS ?? 25)

const SECRETS = vi.hoisted(() => {
  const secrets = {
    admin: 'fuzz-admin-token-0123456789abcdef',
    sanity: 'fuzz-sanity-webhook-secret',
    stripe: 'whsec_fuzz_0123456789abcdef',
    preview: 'fuzz-preview-secret-0123456789ab',
  }
  // Read by web/env.ts when a route first imports it: before any import of the app's modules.
  Object.assign(process.env, {
    ADMIN_TOKEN: secrets.admin,
    SANITY_REVALIDATE_SECRET: secrets.sanity,
    STRIPE_SECRET_KEY: 'sk_test_fuzz0123456789',
    STRIPE_WEBHOOK_SECRET: secrets.stripe,
    PREVIEW_SECRET: secrets.preview,
    PREVIEW_HOSTS: '127.0.0.1:3000',
    LINK_SIGNING_SECRET: 'fuzz-link-signing-secret-0123456789abcdef',
    FORM_TICKET_SECRET: 'fuzz-form-ticket-secret-0123',
    LEADS_RATE_LIMIT: '1000000',
    RESUMES_PER_HOUR: '1000000',
    NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3000',
  })
  return secrets
})

// Next's request-scoped APIs, which need a request Next is serving: here a cookie jar and headers
// that the test sets per call (an admin session cookie, or none).
const scope = vi.hoisted(() => ({
  cookies: new Map<string, string>(),
  headers: new Headers(),
}))

vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) =>
      scope.cookies.has(name) ? { name, value: scope.cookies.get(name)! } : undefined,
    has: (name: string) => scope.cookies.has(name),
    getAll: () => [...scope.cookies].map(([name, value]) => ({ name, value })),
    set: (...args: unknown[]) => {
      const [first, value] = args as [string | { name: string; value?: string }, string?]
      if (typeof first === 'string') scope.cookies.set(first, value ?? '')
      else scope.cookies.set(first.name, first.value ?? '')
    },
    delete: (options: string | { name: string }) =>
      scope.cookies.delete(typeof options === 'string' ? options : options.name),
  }),
  headers: async () => scope.headers,
  draftMode: async () => ({ isEnabled: false, enable: () => undefined, disable: () => undefined }),
}))
vi.mock('next/cache', () => ({
  unstable_cache:
    <T>(run: () => Promise<T>) =>
    () =>
      run(),
  revalidateTag: () => undefined,
  revalidatePath: () => undefined,
  updateTag: () => undefined,
  refresh: () => undefined,
}))
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  // Work after the response: run at once (nothing of it may fail the request either).
  after: (task: Promise<unknown> | (() => unknown)) => {
    void Promise.resolve(typeof task === 'function' ? task() : task).catch(() => undefined)
  },
}))

const ORIGIN = 'http://127.0.0.1:3000'

let db: PGlite
let dir: string
let stripe: StripeStandIn
let tables: string[] = []

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'endpoints-fuzz-'))
  const dataset = path.join(dir, 'dataset.ndjson')
  writeFileSync(dataset, toNdjson(buildSeed().documents))
  vi.stubEnv('CONTENT_DATASET', dataset)
  vi.stubEnv('PGLITE_DATA_DIR', path.join(dir, 'pglite'))
  stripe = await startStripeStandIn()
  vi.stubEnv('STRIPE_API_BASE', stripe.url)
  db = await memoryDatabase()
  const sql = { query: (text: string, params?: unknown[]) => db.query(text, params) as never }
  // This process's leads database, as web/server/open-database.ts keeps it: healthy.
  ;(globalThis as Record<symbol, unknown>)[Symbol.for('codehome.leads.database')] = Promise.resolve(
    {
      kind: 'pglite',
      location: 'memory',
      sql,
      store: createSqlLeadStore(sql),
      close: async () => undefined,
    },
  )
  tables = (
    await db.query<{ name: string }>(
      `select quote_ident(table_name) as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  ).rows.map((row) => row.name)
})

afterAll(async () => {
  await stripe?.close()
  await db?.close()
  rmSync(dir, { recursive: true, force: true })
  vi.unstubAllEnvs()
})

/**
 * A fingerprint of every row of every table: equal before and after = nothing stored. Hashing
 * every table per call is slow, so the hash is kept while no transaction has written since (the
 * next transaction id has not moved: a read takes none).
 */
let known: { next: string; hash: string } | null = null
async function snapshot(): Promise<string> {
  const { rows: ids } = await db.query<{ next: string }>(
    'select pg_snapshot_xmax(pg_current_snapshot())::text as next',
  )
  const next = ids[0]!.next
  if (known?.next === next) return known.hash
  const parts = tables.map(
    (table) =>
      `(select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from ${table} t)`,
  )
  const { rows } = await db.query<{ all: string }>(
    `select concat_ws(',', ${parts.join(', ')}) as all`,
  )
  known = { next, hash: rows[0]!.all }
  return known.hash
}

async function adminSession(): Promise<string> {
  const { createSessionValue } = await import('@/web/admin/session')
  const { currentSessionVersion } = await import('@/web/admin/session-version')
  const version = await currentSessionVersion({
    query: (text, params) => db.query(text, params) as never,
  })
  return createSessionValue(SECRETS.admin, version)
}

/** Lockouts after wrong credentials would turn every later call into a 429: counted afresh. */
function forgetLockouts() {
  const holder = globalThis as Record<symbol, unknown>
  delete holder[Symbol.for('codehome.admin.failures')]
  delete holder[Symbol.for('codehome.preview.failures')]
}

// ---------------------------------------------------------------------------------------------
// Hostile values

/** Values that broke endpoints before, or would: each is tried often. */
const HOSTILE = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '%',
  '%zz',
  '\uD800',
  '\r\nSet-Cookie: x=1',
  '../../etc/passwd',
  '/\\evil.example',
  '//evil.example',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  '99999999999999999999',
  'x'.repeat(70_000),
]

/** Text a person would not type: NUL and other controls, line breaks, huge, odd Unicode. */
const hostileText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), {
  weight: 3,
  arbitrary: fc.constantFrom(...HOSTILE),
})

const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)

/**
 * What a field of this name carries when it is valid, or nearly: dates for dates, zones for
 * zones, addresses for addresses. A generic walk reaches past the first check of an endpoint
 * only with values of the right kind; the edges among them are where endpoints broke.
 */
function typicalValues(name: string): (string | number)[] {
  if (/date|^from$|^to$|expires/i.test(name)) {
    return [soon, '9999-12-31', '2026-02-31', '0100-01-01', '2026-1-1', '1970-01-01']
  }
  if (/zone/i.test(name)) {
    return ['UTC', 'America/New_York', 'Pacific/Kiritimati', 'Bogus/Zone', 'Etc/GMT+12', '+05:00']
  }
  if (/time/i.test(name)) return ['9:00 AM', '25:00', '10:30 AM', '5:00 PM', '23:59']
  if (/email/i.test(name)) return ['x@e.org', '\u0000@e.org', 'X@E.ORG', 'a@b', 'x@e.org\n']
  if (/(^|_)id$|Id$|token|secret|cursor|ticket|file/i.test(name)) {
    return ['00000000-0000-4000-8000-000000000000', 'evt_1', 'a.b.c', '0', 'US.svg', 'x.ics']
  }
  if (/limit|days|amount|cents|position|package|total/i.test(name)) {
    return [1, 0, -1, 500, 501, 1.5, 2 ** 53 + 2, '12', 'abc']
  }
  if (/type|state|kind|action|^by$|touch|reason|status/i.test(name)) {
    return [
      'contact',
      'won',
      'done',
      'erasure',
      'access',
      'reschedule',
      'cancel',
      'source',
      'last',
      'service',
      'redirect',
      'sanity.imageAsset',
      'checkout.session.completed',
      'paid',
      'Book Call Form',
      'Google Meet Booking',
      5,
    ]
  }
  return []
}

/** A value of `name`'s kind with a twist: a NUL, a control, a backslash or a lot more of it. */
function valueFor(name: string): fc.Arbitrary<unknown> {
  const typical = typicalValues(name)
  if (!typical.length) return hostileText
  const twisted = fc
    .tuple(
      fc.constantFrom(...typical).map(String),
      fc.constantFrom('\u0000', '\u0007', '\\', '\n', '%', ' ', 'x'.repeat(5000)),
      fc.nat(),
    )
    .map(([value, twist, at]) => {
      const index = at % (value.length + 1)
      return `${value.slice(0, index)}${twist}${value.slice(index)}`
    })
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...typical) }, twisted, hostileText)
}

/** Field names the site's APIs read (found in its source) and a few more of the webhooks'. */
const NAMES = [
  ...new Set([
    ...namesRead().all,
    ...['token', 'action', 'date', 'time', 'timezone', 'email', 'kind', 'formType', 'leadData'],
    ...['preferredDate', 'preferredTime', 'campaign', 'source', 'medium', 'path', 'days', 'id'],
    ...['_type', '_id', 'slug', 'before', 'after', 'type', 'data', 'object', 'amount_total'],
    ...['currency', 'payment_status', 'client_reference_id', 'metadata', 'order_id'],
    ...['sanity-preview-secret', 'sanity-preview-pathname', '__proto__', 'constructor'],
  ]),
].sort()
const named = (names: fc.Arbitrary<string>) =>
  names.chain((name) => valueFor(name).map((value) => [name, value] as const))
const entry = named(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...NAMES) }, fc.string()))
/** A query parameter: mostly one the site reads from a query string. */
const queryEntry = named(
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...namesRead().query) },
    fc.constantFrom(...NAMES),
    fc.string(),
  ),
)

const leaf = fc.oneof(hostileText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null))
const { tree: hostileJson } = fc.letrec((tie) => ({
  tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('tree'), { maxLength: 4 }),
  object: fc
    .array(
      fc.oneof({ weight: 2, arbitrary: entry }, fc.tuple(fc.constantFrom(...NAMES), tie('tree'))),
      { maxLength: 6 },
    )
    .map((entries) => Object.fromEntries(entries)),
}))

/** A body as sent: JSON of any shape, text that is not JSON, bytes that are not UTF-8, a form. */
const hostileBody = fc.oneof(
  {
    weight: 3,
    arbitrary: hostileJson.map((value) => ({
      type: 'application/json',
      body: JSON.stringify(value) ?? '',
    })),
  },
  hostileText.map((text) => ({ type: 'application/json', body: text })),
  fc.constantFrom('{', '[', '{"a":', 'null', '""', '{}', '[]', '1', 'true').map((body) => ({
    type: 'application/json',
    body,
  })),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ type: 'application/json', body: bytes })),
  fc.array(entry, { maxLength: 4 }).map((entries) => ({
    type: 'application/x-www-form-urlencoded',
    body: new URLSearchParams(
      entries.map(([name, value]) => [name, String(value)] as [string, string]),
    ).toString(),
  })),
  fc.constant({ type: 'multipart/form-data; boundary=x', body: '--x\r\nbroken' }),
  fc.constant({ type: 'text/plain', body: 'x'.repeat(600_000) }),
  fc.constant(null),
)

/** A value as written in a URL: percent-encoded (lone surrogates cannot be), or raw. */
const inUrl = (value: unknown) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constant(encodeURIComponent(String(value).replace(/[\uD800-\uDFFF]/g, 'x'))),
    },
    fc.constantFrom('%00', '%', '%25', '%2F..%2F', '%5Cevil.example', 'a%00b', '%E0%A4%A'),
  )

/** A path parameter of this name, as the URL carries it. */
const paramFor = (name: string) => valueFor(name).chain(inUrl)

interface Credentials {
  bearer: 'valid' | 'wrong' | 'none'
  session: boolean
  signatures: boolean
  origin: 'same' | 'other' | 'none' | 'garbage'
}
const credentials = fc.record<Credentials>({
  // Mostly valid: a walk that stops at the credentials check reaches nothing behind it.
  bearer: fc.constantFrom('valid', 'valid', 'wrong', 'none'),
  session: fc.boolean(),
  signatures: fc.boolean(),
  origin: fc.constantFrom('same', 'other', 'none', 'garbage'),
})

/** A call of a route whose path has these parameters. */
const callOf = (params: string[]) =>
  fc.record({
    params: fc.tuple(...params.map(paramFor), fc.constant('')),
    query: fc.array(
      queryEntry.chain(([name, value]) => inUrl(value).map((text) => [name, text] as const)),
      { maxLength: 6 },
    ),
    body: hostileBody,
    credentials,
    extraHeaders: fc.dictionary(
      fc.constantFrom('content-length', 'content-type', 'cookie', 'x-forwarded-for', 'accept'),
      fc.constantFrom('', '-1', '99999999999', 'garbage', '\u00ff', 'a=b; c'),
      { maxKeys: 2 },
    ),
  })
type Call = ReturnType<typeof callOf> extends fc.Arbitrary<infer T> ? T : never

async function requestFor(method: string, pathname: string, input: Call): Promise<Request> {
  const { NextRequest } = await import('next/server')
  const url = new URL(`${ORIGIN}${pathname}`)
  const search = input.query
    .map(([key, value]) => `${encodeURIComponent(key.replace(/[\uD800-\uDFFF]/g, 'x'))}=${value}`)
    .join('&')
  const headers = new Headers()
  const bodyAllowed = method !== 'GET' && method !== 'HEAD'
  const body = bodyAllowed ? (input.body?.body ?? null) : null
  if (bodyAllowed && input.body) headers.set('content-type', input.body.type)
  const { bearer, session, signatures, origin } = input.credentials
  if (bearer !== 'none') {
    headers.set('authorization', `Bearer ${bearer === 'valid' ? SECRETS.admin : 'wrong-token'}`)
  }
  if (session) headers.set('cookie', `codehome_admin=${await adminSession()}`)
  if (origin !== 'none') {
    headers.set(
      'origin',
      origin === 'same' ? ORIGIN : origin === 'other' ? 'https://evil.example' : '%%',
    )
  }
  if (signatures) {
    const text = typeof body === 'string' ? body : new TextDecoder().decode(body ?? undefined)
    headers.set('stripe-signature', signStripeEvent(text, SECRETS.stripe))
    // (Sanity's library signs no empty payload; Sanity sends none.)
    if (text) {
      headers.set(
        'sanity-webhook-signature',
        await encodeSignatureHeader(text, Date.now(), SECRETS.sanity),
      )
    }
  }
  for (const [name, value] of Object.entries(input.extraHeaders)) {
    try {
      headers.set(name, value)
    } catch {
      // A value Headers refuses never reaches a server either.
    }
  }
  // Undici refuses a body whose length disagrees with content-length: the server would too.
  headers.delete('content-length')
  return new NextRequest(`${url.origin}${url.pathname}${search ? `?${search}` : ''}`, {
    method,
    headers,
    body,
  })
}

/** What Next answers for a thrown error: a redirect or a 404 is Next's way; anything else a 500. */
function nextAnswerOf(error: unknown): number {
  const digest = (error as { digest?: unknown } | null)?.digest
  if (typeof digest === 'string') {
    if (digest.startsWith('NEXT_REDIRECT;')) return Number(digest.split(';')[3] ?? 307)
    const fallback = /^NEXT_HTTP_ERROR_FALLBACK;(\d{3})$/.exec(digest)
    if (fallback) return Number(fallback[1])
  }
  return 500
}

// ---------------------------------------------------------------------------------------------

describe('the walk finds the endpoints', () => {
  it('every route handler and every module of server actions, and no action outside them', () => {
    const routes = routeFiles().map((route) => route.route)
    expect(routes).toContain('/api/admin/leads')
    expect(routes).toContain('/api/booking/slots')
    expect(routes).toContain('/preview/[token]')
    expect(serverActionFiles()).toContain('web/admin/actions.ts')
    expect(inlineServerActions()).toEqual([])
  })
})

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

describe.each(routeFiles())('$route', (route) => {
  it(`${RUNS} hostile requests to each method: no 5xx, and a refusal stores nothing`, async () => {
    const module = (await import(
      /* @vite-ignore */ `@/${route.file.replace(/\.tsx?$/, '')}`
    )) as Record<string, unknown>
    const handlers = METHODS.flatMap((method) => {
      // Next answers HEAD with the GET handler when there is no HEAD of its own.
      const handler = module[method] ?? (method === 'HEAD' ? module.GET : undefined)
      return typeof handler === 'function'
        ? [
            {
              method,
              handler: handler as (request: Request, context: unknown) => Promise<Response>,
            },
          ]
        : []
    })
    expect(handlers.length).toBeGreaterThan(0)
    // A static route (its file says force-static) is answered from what the build rendered: no
    // request reaches it with input of its own, so a few calls make sure it answers at all.
    const runs = module.dynamic === 'force-static' ? 2 : RUNS
    for (const { method, handler } of handlers) {
      await fc.assert(
        fc.asyncProperty(callOf(route.params.map((param) => param.name)), async (input) => {
          forgetLockouts()
          scope.cookies.clear()
          const values = Object.fromEntries(
            route.params.map((param, index) => [
              param.name,
              param.catchAll ? [String(input.params[index])] : String(input.params[index]),
            ]),
          )
          let pathname = route.route
          for (const param of route.params) {
            const value = values[param.name]
            pathname = pathname.replace(
              /\[{1,2}(?:\.\.\.)?[^\]]+\]{1,2}/,
              Array.isArray(value) ? value.join('/') : value!,
            )
          }
          const request = await requestFor(method, pathname, input)
          const before = await snapshot()
          let status: number
          try {
            const response = await handler(request, { params: Promise.resolve(values) })
            status = response.status
            // A body that fails while it streams is a broken answer too.
            await response.arrayBuffer()
          } catch (error) {
            status = nextAnswerOf(error)
            if (status >= 500) console.error(`${method} ${pathname}:`, error)
          }
          expect(status, `${method} ${pathname}`).toBeLessThan(500)
          if (status >= 400) expect(await snapshot(), `${method} ${pathname}`).toBe(before)
        }),
        { numRuns: runs },
      )
    }
  })
})

/** What a server action is called with: the arguments a form or a client could post. */
const actionArgument = fc.oneof(
  hostileJson,
  fc.constant(undefined),
  fc.array(entry, { maxLength: 4 }).map((entries) => {
    const form = new FormData()
    for (const [name, value] of entries) form.append(name, String(value))
    return form
  }),
)

describe.each(serverActionFiles())('server actions of %s', (file) => {
  it(`${RUNS} hostile calls of each action: never a 500, and a refusal stores nothing`, async () => {
    const module = (await import(/* @vite-ignore */ `@/${file.replace(/\.tsx?$/, '')}`)) as Record<
      string,
      unknown
    >
    const actions = Object.entries(module).filter(
      (entry): entry is [string, (...args: unknown[]) => Promise<unknown>] =>
        typeof entry[1] === 'function',
    )
    expect(actions.length).toBeGreaterThan(0)
    for (const [name, action] of actions) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(actionArgument, { maxLength: 3 }),
          fc.boolean(),
          async (args, signedIn) => {
            forgetLockouts()
            scope.cookies.clear()
            if (signedIn) scope.cookies.set('codehome_admin', await adminSession())
            const before = await snapshot()
            let status = 200
            try {
              await action(...args)
            } catch (error) {
              status = nextAnswerOf(error)
              if (status >= 500) console.error(`${file} ${name}:`, error)
            }
            expect(status, `${name}(${args.length} arguments)`).toBeLessThan(500)
            // Without a session, hostile arguments (no valid token, order or form) change nothing.
            if (!signedIn) expect(await snapshot(), name).toBe(before)
          },
        ),
        { numRuns: RUNS },
      )
    }
  })
})

it('a test payment for an order id with a lone surrogate (half an emoji) redirects: no 500', async () => {
  // Found by the hostile calls above: the address of the page that says no such order exists
  // could not be written (encodeURIComponent threw).
  const { completeTestPayment } = await import('@/web/payments/actions')
  for (const id of ['\uD800', 'order-\uDFFF', '\uD83D']) {
    let status = 200
    try {
      await completeTestPayment(id, 'pay')
    } catch (error) {
      status = nextAnswerOf(error)
    }
    expect(status, JSON.stringify(id)).toBeGreaterThanOrEqual(300)
    expect(status, JSON.stringify(id)).toBeLessThan(400)
  }
})

describe('the bad input issue 42 (item 6) named: a 4xx, nothing stored', () => {
  const bearer = { authorization: `Bearer ${SECRETS.admin}` }
  const get = async (route: string, url: string, params: Record<string, string> = {}) => {
    const { NextRequest } = await import('next/server')
    const module = (await import(/* @vite-ignore */ `@/app${route}/route`)) as {
      GET: (request: Request, context: unknown) => Promise<Response>
    }
    return module.GET(new NextRequest(`${ORIGIN}${url}`, { headers: bearer }), {
      params: Promise.resolve(params),
    })
  }
  const post = async (route: string, body: string, headers: Record<string, string>) => {
    const { NextRequest } = await import('next/server')
    const module = (await import(/* @vite-ignore */ `@/app${route}/route`)) as {
      POST: (request: Request) => Promise<Response>
    }
    return module.POST(
      new NextRequest(`${ORIGIN}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      }),
    )
  }

  it('a NUL in an admin filter or address', async () => {
    forgetLockouts()
    expect((await get('/api/admin/leads', '/api/admin/leads?campaign=%00')).status).toBe(400)
    expect((await get('/api/admin/leads', '/api/admin/leads?q=a%00')).status).toBe(400)
    const person = await get('/api/admin/people/[email]', '/api/admin/people/%00@e.org', {
      email: '%00@e.org',
    })
    expect(person.status).toBe(400)
    expect(
      (await get('/api/admin/reports/leads', '/api/admin/reports/leads?to=9999-12-31')).status,
    ).toBe(400)
  })

  it('a slot date past the horizon, and a zone the slots API refuses', async () => {
    const far = await get(
      '/api/booking/slots',
      '/api/booking/slots?date=9999-12-31&timezone=Pacific/Kiritimati',
    )
    expect(far.status).toBe(400)
    expect(await far.json()).toMatchObject({ lastDate: expect.stringMatching(/^\d{4}-/) })
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    expect(
      (await get('/api/booking/slots', `/api/booking/slots?date=${soon}&timezone=UTC`)).status,
    ).toBe(400)
    expect(
      (await get('/api/booking/slots', `/api/booking/slots?date=${soon}&timezone=Etc/UTC`)).status,
    ).toBe(200)
  })

  it('a correctly signed Stripe event that is not one this site can apply', async () => {
    const before = await snapshot()
    const event = (amount: unknown) =>
      JSON.stringify({
        id: 'evt_fuzz_amount',
        type: 'checkout.session.completed',
        data: { object: { id: 'cs_test_1', amount_total: amount, currency: 'usd' } },
      })
    for (const body of ['{}', '[]', event('12.50'), event('lots'), event(1.5)]) {
      const response = await post('/api/payments/stripe-webhook', body, {
        'stripe-signature': signStripeEvent(body, SECRETS.stripe),
      })
      expect(response.status, body).toBe(400)
    }
    expect(await snapshot()).toBe(before)
  })

  it('a signed revalidate body whose _type is not a type name revalidates nothing', async () => {
    for (const type of [5, '__proto__', '', null, ['service']]) {
      const body = JSON.stringify({ _type: type, _id: 'x' })
      const response = await post('/api/revalidate', body, {
        'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), SECRETS.sanity),
      })
      expect(response.status, String(type)).toBe(400)
    }
    const asset = JSON.stringify({ _type: 'sanity.imageAsset', _id: 'image-1' })
    const response = await post('/api/revalidate', asset, {
      'sanity-webhook-signature': await encodeSignatureHeader(asset, Date.now(), SECRETS.sanity),
    })
    expect(response.status).toBe(200)
  })

  it('/booking/<garbage> answers 404, as its API does', async () => {
    const { default: ManageBookingPage } = await import('@/app/(site)/booking/[token]/page')
    for (const token of ['garbage', '%E0%A4%A', `${'0'.repeat(36)}.0.1.${'a'.repeat(64)}`]) {
      const render = ManageBookingPage({
        params: Promise.resolve({ token }),
        searchParams: Promise.resolve({}),
      })
      await expect(render, token).rejects.toMatchObject({
        digest: 'NEXT_HTTP_ERROR_FALLBACK;404',
      })
    }
  })
})
