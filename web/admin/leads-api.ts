import 'server-only'
/**
 * The admin API over the leads (and the downloads of the admin pages):
 *
 * - GET   /api/admin/leads?type=&state=&q=&source=&medium=&campaign=&locale=&cursor=&limit=   a
 *         page of leads, newest first, and the nextCursor of the page after it (null on the last
 *         page); each lead carries its `locale` ('en', 'ar')
 * - GET   /api/admin/leads/{id}                             one lead, with its rendered e-mails
 * - PATCH /api/admin/leads/{id}   { "state": "contacted" }   sets the lead's state
 * - GET   /api/admin/leads.csv?type=&state=&q=&source=&medium=&campaign=&locale=   the CSV export
 * - GET   /api/admin/leads/{id}/resume                      the résumé, as a download
 *
 * All need `Authorization: Bearer $ADMIN_TOKEN`; the same downloads under /admin also take the
 * signed session cookie (scoped to /admin). 404 when no ADMIN_TOKEN is configured (the API does
 * not exist then), 401 without valid credentials, 429 once an address has sent too many wrong
 * ones (see `adminFailures`), 400 for a bad parameter, 503 while the database is unavailable.
 */
import { ATTRIBUTION_LIMITS } from '@/core/leads/attribution.ts'
import { locales } from '@/core/i18n/locales.ts'
import { LOCALE_MESSAGE } from '@/core/leads/mail-locale.ts'
import { CAMPAIGN_FILTERS } from '@/web/admin/campaign-filters'
import { SHORT_TYPES, type ShortType } from '@/core/leads/form-types.ts'
import {
  allLeads,
  findLeads,
  getLead,
  getResume,
  isCursor,
  type LeadFilter,
  MAX_SEARCH_LENGTH,
  setLeadState,
} from '@/web/admin/lead-queries'
import { isLeadState, LEAD_STATES } from '@/web/admin/lead-states'
import type { SqlClient } from '@/core/db/sql-client.ts'
import type { RateLimiter } from '@/core/http/rate-limit.ts'
import { leadsCsvStream } from './leads-csv'
import { bearerToken, sessionCookieOf, tokenMatches, verifySessionValue } from './session'
import { currentSessionVersion } from './session-version'

export const DEFAULT_LIMIT = 50
export const MAX_LIMIT = 500

export interface AdminApiDeps {
  adminToken: string | undefined
  /** The leads database (throws while it is unavailable). */
  sql: () => Promise<SqlClient>
  /** The site's origin, for links in the export. */
  siteUrl: string
  /** Accept the admin session cookie as well as the bearer token (routes under /admin). */
  acceptSession?: boolean
  /** Wrong credentials per client address, and how to tell the address (absent: not limited). */
  failures?: { limiter: RateLimiter; address: (request: Request) => string }
  now?: () => number
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

const unauthorized = () =>
  json(401, { error: 'A valid admin token is required' }, { 'WWW-Authenticate': 'Bearer' })

/** 422 for a state that is not one of the lead states, naming the ones there are. */
const unknownState = () =>
  json(422, {
    error: `state must be one of ${LEAD_STATES.join(', ')}`,
    fields: { state: [`Choose one of ${LEAD_STATES.join(', ')}`] },
  })

const unavailable = (error: unknown) => {
  console.error('[admin] leads unavailable:', error)
  return json(503, { error: 'The leads database is unavailable' }, { 'Retry-After': '2' })
}

/** Wrong admin credentials per client address (one lockout for every way into the admin). */
export type AdminFailures = NonNullable<AdminApiDeps['failures']>

/** The 429 for an address that has sent too many wrong credentials, or null. */
export async function lockedOut(
  request: Request,
  failures: AdminFailures | undefined,
): Promise<Response | null> {
  if (!failures || !(await failures.limiter.blocked(failures.address(request)))) return null
  const body = { error: 'Too many attempts. Please wait a minute.' }
  return json(429, body, { 'Retry-After': '60' })
}

/** The 401 for wrong credentials, counted against the address. */
export async function wrongCredentials(
  request: Request,
  failures: AdminFailures | undefined,
): Promise<Response> {
  await failures?.limiter.take(failures.address(request))
  return unauthorized()
}

/** Checks the credentials; returns the database to use, or the response that refuses. */
export async function authorize(
  request: Request,
  deps: AdminApiDeps,
): Promise<{ sql: SqlClient } | { refused: Response }> {
  if (!deps.adminToken) return { refused: json(404, { error: 'Not found' }) }
  const locked = await lockedOut(request, deps.failures)
  if (locked) return { refused: locked }
  const refuse = async () => ({ refused: await wrongCredentials(request, deps.failures) })
  const bearer = tokenMatches(bearerToken(request), deps.adminToken)
  const cookie = deps.acceptSession ? sessionCookieOf(request) : null
  if (!bearer && !cookie) return refuse()
  let sql: SqlClient
  let version = 0
  try {
    sql = await deps.sql()
    if (!bearer) version = await currentSessionVersion(sql)
  } catch (error) {
    return { refused: unavailable(error) }
  }
  if (!bearer && !(await verifySessionValue(cookie, deps.adminToken, version, deps.now?.()))) {
    return refuse()
  }
  return { sql }
}

type Parsed<T> = { value: T } | { error: string }

/** Control characters (NUL among them, which Postgres refuses in any text). */
const CONTROL = /[\u0000-\u001F\u007F]/

/** The filter of a query string (type, state, q, campaign, locale), or what is wrong with it. */
export function parseFilter(params: URLSearchParams): Parsed<LeadFilter> {
  const filter: LeadFilter = {}
  for (const name of ['type', 'state', 'q', ...CAMPAIGN_FILTERS]) {
    if (CONTROL.test(params.get(name) ?? '')) {
      return { error: `${name} contains an invalid character` }
    }
  }
  const type = params.get('type')
  if (type) {
    if (!(SHORT_TYPES as readonly string[]).includes(type)) {
      return { error: `type must be one of ${SHORT_TYPES.join(', ')}` }
    }
    filter.type = type as ShortType
  }
  const state = params.get('state')
  if (state) {
    if (!isLeadState(state)) return { error: `state must be one of ${LEAD_STATES.join(', ')}` }
    filter.state = state
  }
  const q = params.get('q')?.trim()
  if (q) {
    if (q.length > MAX_SEARCH_LENGTH) {
      return { error: `q must be at most ${MAX_SEARCH_LENGTH} characters` }
    }
    filter.q = q
  }
  for (const name of CAMPAIGN_FILTERS) {
    const value = params.get(name)?.trim()
    if (!value) continue
    if (value.length > ATTRIBUTION_LIMITS.param) {
      return { error: `${name} must be at most ${ATTRIBUTION_LIMITS.param} characters` }
    }
    filter[name] = value
  }
  const locale = params.get('locale')?.trim()
  if (locale) {
    if (!locales.isLocale(locale)) return { error: LOCALE_MESSAGE }
    filter.locale = locale
  }
  return { value: filter }
}

/** GET /api/admin/leads */
export async function leadsListResponse(request: Request, deps: AdminApiDeps): Promise<Response> {
  const auth = await authorize(request, deps)
  if ('refused' in auth) return auth.refused
  const params = new URL(request.url).searchParams
  const raw = params.get('limit')
  const limit = raw === null ? DEFAULT_LIMIT : Number(raw)
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    return json(400, { error: `limit must be a whole number from 1 to ${MAX_LIMIT}` })
  }
  const filter = parseFilter(params)
  if ('error' in filter) return json(400, { error: filter.error })
  const cursor = params.get('cursor') || undefined
  if (cursor !== undefined && !isCursor(cursor)) {
    return json(400, { error: 'cursor must be a nextCursor this API returned' })
  }
  try {
    return json(200, await findLeads(auth.sql, { ...filter.value, cursor, limit }))
  } catch (error) {
    return unavailable(error)
  }
}

/** GET and PATCH /api/admin/leads/{id} */
export async function leadResponse(
  request: Request,
  id: string,
  deps: AdminApiDeps,
): Promise<Response> {
  const auth = await authorize(request, deps)
  if ('refused' in auth) return auth.refused
  if (request.method === 'PATCH') {
    if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
      return json(415, { error: 'Send the change as application/json, e.g. {"state":"won"}' })
    }
    let body: unknown
    try {
      body = await request.json()
    } catch {
      return json(400, { error: 'Malformed JSON body' })
    }
    const state = (body as { state?: unknown } | null)?.state
    if (!isLeadState(state)) {
      return unknownState()
    }
    try {
      const changed = await setLeadState(auth.sql, id, state)
      return changed ? json(200, { id, ...changed }) : json(404, { error: 'No such lead' })
    } catch (error) {
      return unavailable(error)
    }
  }
  if (request.method !== 'GET') {
    return json(405, { error: 'Use GET or PATCH' }, { Allow: 'GET, PATCH' })
  }
  try {
    const lead = await getLead(auth.sql, id)
    return lead ? json(200, { lead }) : json(404, { error: 'No such lead' })
  } catch (error) {
    return unavailable(error)
  }
}

/** Where the state form goes back to: the admin page it was on (its Referer), else the lead's. */
function formReturnPath(request: Request, id: string): string {
  try {
    const referer = new URL(request.headers.get('referer') ?? '')
    if (referer.host === new URL(request.url).host && /^\/admin(\/|$)/.test(referer.pathname)) {
      return `${referer.pathname}${referer.search}`
    }
  } catch {
    // No Referer, or not a URL.
  }
  return `/admin/leads/${id}`
}

/**
 * POST /admin/leads/{id}/state, the lead state form (`state=won`, form-encoded), with the admin
 * session cookie: 303 back to the page it was on; 422 for an unknown state, 404 for no lead.
 * A route rather than a server action, which can only answer a bad value with a 500.
 */
export async function leadStateFormResponse(
  request: Request,
  id: string,
  deps: AdminApiDeps,
): Promise<Response> {
  const auth = await authorize(request, deps)
  if ('refused' in auth) return auth.refused
  let state: FormDataEntryValue | null
  try {
    state = (await request.formData()).get('state')
  } catch {
    return json(415, { error: 'Send the state as a form field, e.g. state=won' })
  }
  if (!isLeadState(state)) {
    return unknownState()
  }
  try {
    if (!(await setLeadState(auth.sql, id, state))) return json(404, { error: 'No such lead' })
  } catch (error) {
    return unavailable(error)
  }
  return new Response(null, {
    status: 303,
    headers: { Location: formReturnPath(request, id), 'Cache-Control': 'no-store' },
  })
}

/** GET /api/admin/leads.csv (and /admin/leads.csv) */
export async function leadsCsvResponse(request: Request, deps: AdminApiDeps): Promise<Response> {
  const auth = await authorize(request, deps)
  if ('refused' in auth) return auth.refused
  const filter = parseFilter(new URL(request.url).searchParams)
  if ('error' in filter) return json(400, { error: filter.error })
  const day = new Date(deps.now?.() ?? Date.now()).toISOString().slice(0, 10)
  return new Response(leadsCsvStream(allLeads(auth.sql, filter.value), deps.siteUrl), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/** A file name safe in a Content-Disposition header (and its UTF-8 form for the rest). */
function disposition(fileName: string): string {
  const name = fileName.replace(/[\\/\r\n"]/g, '_') || 'resume'
  const ascii = name.replace(/[^\x20-\x7e]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/** GET /api/admin/leads/{id}/resume (and /admin/leads/{id}/resume): always a download. */
export async function resumeResponse(
  request: Request,
  id: string,
  deps: AdminApiDeps,
): Promise<Response> {
  const auth = await authorize(request, deps)
  if ('refused' in auth) return auth.refused
  let file
  try {
    file = await getResume(auth.sql, id)
  } catch (error) {
    return unavailable(error)
  }
  if (!file) return json(404, { error: 'This lead has no résumé' })
  return new Response(new Uint8Array(file.content), {
    headers: {
      // Never rendered inline: the bytes are a visitor's upload.
      'Content-Type': file.contentType || 'application/octet-stream',
      'Content-Disposition': disposition(file.fileName),
      'Content-Length': String(file.content.byteLength),
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  })
}
