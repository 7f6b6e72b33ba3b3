import 'server-only'
/**
 * GET /api/admin/leads?limit=N: the newest leads, for the agency and for tests. 404 when no
 * ADMIN_TOKEN is configured (the route does not exist then), 401 without the right bearer token,
 * 429 once an address has sent too many wrong tokens (see `adminFailures`).
 */
import type { StoredLead } from '@/supabase/functions/_shared/lead-store.ts'
import type { RateLimiter } from '@/supabase/functions/_shared/rate-limit.ts'
import { bearerToken, tokenMatches } from './session'

export const DEFAULT_LIMIT = 50
export const MAX_LIMIT = 500

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

export async function adminLeadsResponse(
  request: Request,
  options: {
    adminToken: string | undefined
    list: (limit: number) => Promise<StoredLead[]>
    /** Wrong tokens per client address, and how to tell the address (absent: not limited). */
    failures?: { limiter: RateLimiter; address: (request: Request) => string }
  },
): Promise<Response> {
  if (!options.adminToken) return json(404, { error: 'Not found' })
  const address = options.failures?.address(request) ?? ''
  if (options.failures?.limiter.blocked(address)) {
    return json(429, { error: 'Too many attempts. Please wait a minute.' }, { 'Retry-After': '60' })
  }
  if (!tokenMatches(bearerToken(request), options.adminToken)) {
    options.failures?.limiter.take(address)
    return json(401, { error: 'A valid admin token is required' }, { 'WWW-Authenticate': 'Bearer' })
  }
  const raw = new URL(request.url).searchParams.get('limit')
  const limit = raw === null ? DEFAULT_LIMIT : Number(raw)
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    return json(400, { error: `limit must be a whole number from 1 to ${MAX_LIMIT}` })
  }
  try {
    return json(200, { leads: await options.list(limit) })
  } catch (error) {
    console.error('[admin] leads unavailable:', error)
    return json(503, { error: 'The leads database is unavailable' }, { 'Retry-After': '2' })
  }
}
