/**
 * The agency's payments API, with the leads API's access rule (404 when no ADMIN_TOKEN is
 * configured, 401 without the right bearer token, 429 once the address is locked out):
 *
 * - GET /api/admin/orders?limit=N: the newest orders first.
 * - GET /api/admin/payment-links?limit=N: the newest payment links first, with their state.
 * - POST /api/admin/payment-links: a new link, from JSON `{ clientName, clientEmail, description,
 *   amountCents | service + package, expiresAt? }`; answers 201 `{ id, url }`.
 */
import 'server-only'
import { readBody, TooLarge } from '@/core/http/read-body.ts'
import { type AdminFailures, lockedOut, wrongCredentials } from '@/web/admin/leads-api'
import { bearerToken, tokenMatches } from '@/web/admin/session'
import { UNAVAILABLE } from './messages'
import { createPaymentLink, type PaymentLinkDeps } from './payment-links'
import { listOrders, listPaymentLinks } from './store'

export const DEFAULT_LIMIT = 50
const MAX_LINK_BODY_BYTES = 16 * 1024
export const MAX_LIMIT = 500

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

const unavailable = (error: unknown) => {
  console.error('[admin] payments unavailable:', error)
  return json(503, { error: UNAVAILABLE }, { 'Retry-After': '2' })
}

export interface AdminPaymentsOptions extends PaymentLinkDeps {
  adminToken: string | undefined
  /** Wrong tokens per client address (absent: not limited). */
  failures?: AdminFailures
}

/**
 * The refusal of a request without the admin token, or null when it may go on. Wrong tokens count
 * against the address in the admin's one lockout (the sign-in form's and the leads API's).
 */
async function refusal(request: Request, options: AdminPaymentsOptions): Promise<Response | null> {
  if (!options.adminToken) return json(404, { error: 'Not found' })
  const locked = await lockedOut(request, options.failures)
  if (locked) return locked
  if (!tokenMatches(bearerToken(request), options.adminToken)) {
    return wrongCredentials(request, options.failures)
  }
  return null
}

function limitOf(request: Request): number | Response {
  const raw = new URL(request.url).searchParams.get('limit')
  const limit = raw === null ? DEFAULT_LIMIT : Number(raw)
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    return json(400, { error: `limit must be a whole number from 1 to ${MAX_LIMIT}` })
  }
  return limit
}

export async function adminOrdersResponse(
  request: Request,
  options: AdminPaymentsOptions,
): Promise<Response> {
  const refused = await refusal(request, options)
  if (refused) return refused
  const limit = limitOf(request)
  if (limit instanceof Response) return limit
  try {
    return json(200, { orders: await listOrders(await options.sql(), limit) })
  } catch (error) {
    return unavailable(error)
  }
}

export async function adminPaymentLinksResponse(
  request: Request,
  options: AdminPaymentsOptions,
): Promise<Response> {
  const refused = await refusal(request, options)
  if (refused) return refused
  if (request.method === 'GET') {
    const limit = limitOf(request)
    if (limit instanceof Response) return limit
    try {
      const now = options.now?.() ?? new Date()
      return json(200, { paymentLinks: await listPaymentLinks(await options.sql(), limit, now) })
    } catch (error) {
      return unavailable(error)
    }
  }
  let body: unknown
  try {
    body = JSON.parse((await readBody(request, MAX_LINK_BODY_BYTES)).text)
  } catch (error) {
    if (error instanceof TooLarge) return json(413, { error: 'The payment link is too large' })
    return json(400, { error: 'Malformed JSON body' })
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return json(400, { error: 'Expected a JSON object' })
  }
  try {
    const result = await createPaymentLink(options, body)
    if (!result.ok) {
      return json(result.status, {
        error: result.error,
        ...(result.fields ? { fields: result.fields } : {}),
      })
    }
    return json(201, { id: result.id, url: result.url })
  } catch (error) {
    return unavailable(error)
  }
}
