import 'server-only'
/**
 * Admin access: the ADMIN_TOKEN secret, compared in constant time, and a signed session cookie
 * for the admin pages (closed unless a secret is configured, then a signed session; never open
 * to anonymous visitors).
 */
import type { RateLimiter } from '@/core/http/rate-limit.ts'
import { constantTimeEqual, createSigner, hasExpired } from '@/core/security/tokens.ts'
import { rateLimiter } from '@/web/lib/rate-limits'
import { processGlobal } from '@/web/server/process-global.mjs'

export const ADMIN_COOKIE = 'codehome_admin'
export const SESSION_MS = 12 * 60 * 60 * 1000

/** Whether `given` is the admin token (constant time, whatever the lengths). */
export function tokenMatches(given: string | null | undefined, token: string): boolean {
  if (!given) return false
  return constantTimeEqual(given, token)
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? ''
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match ? match[1]! : null
}

/**
 * Sessions are revocable: each cookie names the server-side session version it was signed for
 * (admin_session_version in the leads database), and signing out increments that version, which
 * ends every session signed before, a copied cookie included. Signed by core/security/tokens.ts
 * with the purpose in the key and the value's fields as the message, as from the start, so a
 * cookie already in a browser keeps working.
 */
const signer = (token: string) => createSigner(`codehome-admin-session:${token}`, 'base64url')

/** A session cookie value for `version`, valid until now + SESSION_MS or the token changes. */
export async function createSessionValue(
  token: string,
  version: number,
  now = Date.now(),
): Promise<string> {
  const payload = `v2.${version}.${now + SESSION_MS}`
  return `${payload}.${await signer(token).sign(payload)}`
}

/** Whether the cookie value is a live session: signed by the token, for the current version. */
export async function verifySessionValue(
  value: string | null | undefined,
  token: string,
  currentVersion: number,
  now = Date.now(),
): Promise<boolean> {
  const match = /^v2\.(\d{1,15})\.(\d{1,15})\.([\w-]{43})$/.exec(value ?? '')
  if (!match) return false
  const version = Number(match[1])
  const expires = Number(match[2])
  if (version !== currentVersion || hasExpired(expires, now)) return false
  return signer(token).verify(`v2.${version}.${expires}`, match[3])
}

/** The value of the session cookie in a request's Cookie header, or null. */
export function sessionCookieOf(request: Request): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === ADMIN_COOKIE) return rest.join('=')
  }
  return null
}

/** Wrong admin tokens accepted per client address per minute, then every attempt is refused. */
export const ADMIN_FAILURES_PER_MINUTE = 10

/**
 * Failed admin tokens per client address, shared by the sign-in form and the admin APIs (kept on
 * globalThis: Next bundles the route and the server action separately; with REDIS_URL shared by
 * every instance too). Only failures count, so
 * the agency's own use never runs into it; an address past the limit is refused even with the
 * right token until the minute has passed, which stops guessing without telling it anything.
 */
export function adminFailures(): RateLimiter {
  return processGlobal('admin.failures', () =>
    rateLimiter('admin-failures', ADMIN_FAILURES_PER_MINUTE),
  )
}
