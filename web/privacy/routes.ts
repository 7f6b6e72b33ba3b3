/**
 * The public privacy endpoints, a Request in and a Response out (the routes under app/api pass in
 * this server's database, links and limits; tests pass their own):
 *
 * - POST /api/newsletter/unsubscribe?token=…  RFC 8058 one-click unsubscribe (the mail client
 *   posts `List-Unsubscribe=One-Click`): 200 once unsubscribed (or already), 400 for a forged
 *   token. GET (a client that opens the header's link) → 303 to the unsubscribe page.
 * - POST /api/privacy-requests  { email, kind: 'access' | 'erasure', locale?: 'en' | 'ar' }: 202
 *   after the request and its confirmation e-mail (in `locale`'s language) are stored (the same
 *   answer whether or not anything is held about the address); 415 not JSON, 400 malformed or a
 *   locale the site does not have, 413 too large, 422 with field messages, 429 past the
 *   per-address limit, 503 while the database is unavailable.
 */
import type { SqlClient } from '@/core/db/sql-client.ts'
import type { RateLimiter } from '@/core/http/rate-limit.ts'
import { readBody, TooLarge } from '@/core/http/read-body.ts'
import type { SiteFacts } from '@/core/leads/lead-emails.ts'
import { checkedAddress } from '@/core/privacy/addresses.ts'
import { NEWSLETTER_UNSUBSCRIBE_PATH, unsubscribe } from '@/core/privacy/newsletter.ts'
import {
  createPrivacyRequest,
  isPrivacyRequestKind,
  PRIVACY_REQUEST_KINDS,
} from '@/core/privacy/requests.ts'
import type { SignedLinks } from '@/core/privacy/signed-links.ts'
import { locales } from '@/core/i18n/locales.ts'
import { LOCALE_MESSAGE, mailLocale } from '@/core/leads/mail-locale.ts'

export interface PrivacyRouteDeps {
  sql: () => Promise<SqlClient>
  links: SignedLinks
  siteFacts: () => Promise<SiteFacts>
  /** Privacy requests per client address (each sends an e-mail). */
  limiter: RateLimiter
  address: (request: Request) => string
  now?: () => Date
  /** Called once a confirmation e-mail is queued (the app nudges its outbox sender). */
  afterCommit?: () => void
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

const unavailable = (error: unknown) => {
  console.error('[privacy] database unavailable:', error)
  return json(
    503,
    { error: 'The service is temporarily unavailable. Please try again.' },
    {
      'Retry-After': '2',
    },
  )
}

/** The one-click unsubscribe of the List-Unsubscribe header. */
export async function oneClickUnsubscribeResponse(
  request: Request,
  deps: PrivacyRouteDeps,
): Promise<Response> {
  const url = new URL(request.url)
  const token = url.searchParams.get('token') ?? ''
  if (request.method === 'GET') {
    const page = new URL(NEWSLETTER_UNSUBSCRIBE_PATH, url)
    page.searchParams.set('token', token)
    return new Response(null, { status: 303, headers: { Location: page.pathname + page.search } })
  }
  if (request.method !== 'POST') {
    return json(405, { error: 'Use POST to unsubscribe' }, { Allow: 'GET, POST' })
  }
  // The body says List-Unsubscribe=One-Click; nothing in it is needed beyond the token.
  try {
    await readBody(request, 4096)
  } catch (error) {
    if (error instanceof TooLarge) return json(413, { error: 'The body is too large' })
  }
  const now = deps.now?.() ?? new Date()
  const link = await deps.links.verify('newsletter-unsubscribe', token, now)
  if (!link.ok) return json(400, { error: 'This unsubscribe link is not valid' })
  try {
    await unsubscribe(await deps.sql(), link.subject, now)
  } catch (error) {
    return unavailable(error)
  }
  return json(200, { unsubscribed: true })
}

const KIND_MESSAGE = `Choose ${PRIVACY_REQUEST_KINDS.join(' or ')}`

/** A visitor's privacy request from the privacy policy page. */
export async function privacyRequestResponse(
  request: Request,
  deps: PrivacyRouteDeps,
): Promise<Response> {
  if (request.method !== 'POST') {
    return json(405, { error: 'Use POST to send a privacy request' }, { Allow: 'POST' })
  }
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
    return json(415, { error: 'Send the request as JSON (Content-Type: application/json)' })
  }
  let text: string
  try {
    text = (await readBody(request, 4096)).text
  } catch (error) {
    if (error instanceof TooLarge) return json(413, { error: 'The request is too large' })
    return json(400, { error: 'The body must be UTF-8 encoded JSON' })
  }
  let body: { email?: unknown; kind?: unknown; locale?: unknown }
  try {
    body = JSON.parse(text) as typeof body
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error()
  } catch {
    return json(400, { error: 'Expected a JSON object { email, kind }' })
  }
  // The page's language, as the lead function takes it: absent is the default, unknown is refused.
  if (body.locale != null && !locales.isLocale(body.locale)) {
    return json(400, { error: LOCALE_MESSAGE, fields: { locale: [LOCALE_MESSAGE] } })
  }
  const email = checkedAddress(body.email)
  const fields: Record<string, string[]> = {}
  if (!email) fields.email = ['Please enter a valid email address']
  if (!isPrivacyRequestKind(body.kind)) fields.kind = [KIND_MESSAGE]
  if (!email || !isPrivacyRequestKind(body.kind)) {
    return json(422, { error: 'Please check the highlighted fields', fields })
  }
  if (!(await deps.limiter.take(deps.address(request)))) {
    return json(
      429,
      { error: 'Too many requests from this address. Please try again in an hour.' },
      { 'Retry-After': '3600' },
    )
  }
  try {
    await createPrivacyRequest(
      await deps.sql(),
      { email, kind: body.kind, locale: mailLocale(body.locale) },
      await deps.siteFacts(),
      deps.links,
      deps.now?.() ?? new Date(),
    )
  } catch (error) {
    return unavailable(error)
  }
  deps.afterCommit?.()
  return json(202, {
    success: true,
    message: `Check ${email}: we sent a link to confirm the request.`,
  })
}
