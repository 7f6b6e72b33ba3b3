/**
 * What a CDN in front of the site may cache, and for how long.
 *
 * Next sends prerendered and ISR responses with `s-maxage=31536000` (their pages change only when
 * a publish revalidates them on the server), which would make a generic CDN keep every page for
 * a year after a publish. Instead, public pages say: fresh for `maxAge` seconds, then served stale
 * while the CDN fetches the new version in the background; so a publish reaches visitors within
 * `maxAge` seconds (plus one request). A 404 may be kept as briefly, never served stale.
 *
 * Only Next's own shared-cache value is rewritten: responses that set their Cache-Control
 * themselves (APIs, the admin, draft mode, `/_next/static`'s immutable assets) keep theirs.
 */
export interface CdnPolicy {
  maxAge: number
  staleWhileRevalidate: number
}

/** Next's value for a prerendered or ISR response (next/dist/server/lib/cache-control.js). */
const NEXT_SHARED_CACHE = /^s-maxage=\d+(?:, stale-while-revalidate=\d+)?$/

type HeaderValue = number | string | string[] | undefined

/** Whether a Cache-Control value is Next's own for a prerendered or ISR response. */
export function isNextSharedCache(value: HeaderValue): boolean {
  return typeof value === 'string' && NEXT_SHARED_CACHE.test(value.trim())
}

/** The Cache-Control a response should carry instead of `current`, or undefined to keep it. */
export function cdnCacheControl(
  status: number,
  current: HeaderValue,
  policy: CdnPolicy,
): string | undefined {
  if (!isNextSharedCache(current)) return undefined
  // A 304 answers for the page it validates, so it carries the page's policy.
  if (status < 400) {
    return policy.staleWhileRevalidate > 0
      ? `s-maxage=${policy.maxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`
      : `s-maxage=${policy.maxAge}`
  }
  return `public, max-age=0, s-maxage=${policy.maxAge}, must-revalidate`
}
