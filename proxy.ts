/**
 * Permanent redirects of alternative service and case-study paths, read from the CMS:
 * /services/{alias} → /services/{slug}, /our-work/{alias} → /our-work/{slug} and
 * /case-study/{slug or alias} → /our-work/{slug}. Canonical and unknown slugs pass through to
 * their (prerendered) pages, which answer 200 or 404.
 *
 * Why here and not with permanentRedirect() in the page: a redirect rendered on demand by an ISR
 * page is sent with its Location header twice (vercel/next.js#82117), which proxies that merge
 * headers turn into an invalid "/a, /a" and a CDN may then keep for the page's s-maxage.
 * https://nextjs.org/docs/app/api-reference/file-conventions/proxy
 *
 * A canonical service or case-study page does not come here when the HTTP hooks mark it
 * (CANONICAL_PAGE_HEADER in web/lib/redirects.ts, the `missing` conditions below): running a
 * proxy is Next's costliest step in serving a cached page, and no redirect applies to it.
 *
 * Also: a path that cannot be decoded (a "%" not followed by two hex digits) is answered 400 with
 * the site's error page; Next itself would answer a bare 500.
 */
import { type NextRequest, NextResponse } from 'next/server'
import { getRedirectTable } from '@/web/content/redirect-table'
import { redirectFor } from '@/web/lib/redirects'

/** The page malformed addresses are answered with (app/(site)/bad-request). */
export const BAD_REQUEST_PATH = '/bad-request'

/** Whether every segment of `pathname` decodes (decodeURIComponent throws on a stray "%"). */
export function decodablePath(pathname: string): boolean {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment)
    return true
  } catch {
    return false
  }
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (!decodablePath(pathname)) {
    return NextResponse.rewrite(new URL(BAD_REQUEST_PATH, request.url), { status: 400 })
  }
  const target = redirectFor(pathname, await getRedirectTable())
  if (!target) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = target
  return NextResponse.redirect(url, 308)
}

// The header's name is CANONICAL_PAGE_HEADER (web/lib/redirects.ts): Next reads the matcher as
// literals only.
export const config = {
  matcher: [
    { source: '/services/:slug', missing: [{ type: 'header', key: 'x-codehome-canonical-page' }] },
    { source: '/our-work/:slug', missing: [{ type: 'header', key: 'x-codehome-canonical-page' }] },
    '/case-study/:slug',
    // Any path with a percent sign, to check that it decodes.
    '/(.*%.*)',
  ],
}
