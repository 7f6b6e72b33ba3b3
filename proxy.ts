/**
 * Permanent redirects of alternative service and case-study paths, read from the CMS:
 * /services/{alias} → /services/{slug}, /our-work/{alias} → /our-work/{slug} and
 * /case-study/{slug or alias} → /our-work/{slug}. Canonical and unknown slugs pass through to
 * their (prerendered) pages, which answer 200 or 404. Every other language's pages (`/ar/…`,
 * core/i18n/locales.ts) get the same answers at their own paths, from that language's documents:
 * /ar/services/{alias} → /ar/services/{slug}, a removed Arabic page's path 410 in Arabic.
 *
 * Why here and not with permanentRedirect() in the page: a redirect rendered on demand by an ISR
 * page is sent with its Location header twice (vercel/next.js#82117), which proxies that merge
 * headers turn into an invalid "/a, /a" and a CDN may then keep for the page's s-maxage.
 * https://nextjs.org/docs/app/api-reference/file-conventions/proxy
 *
 * Also:
 * - the client's address: where nothing in front is trusted to write one, an X-Forwarded-For (or
 *   X-Real-IP, Forwarded) the client sent is removed on the paths that key on the address, so Next
 *   writes the socket's own (web/http/client-address.ts).
 * - /admin gets its Content-Security-Policy here, with a fresh nonce per request: Next reads the
 *   nonce from the request's policy and puts it on its own scripts
 *   (https://nextjs.org/docs/app/guides/content-security-policy). Every other kind of response
 *   gets its policy from next.config.ts `headers()` (web/http/security-headers.ts).
 * - a path that cannot be decoded (a "%" not followed by two hex digits) is answered 400 with
 *   the site's error page; Next itself would answer a bare 500.
 * - a form or server-action POST from another site's page (its Origin not this host) is answered
 *   403: Next refuses it too, but as a 500 with a stack trace in the log.
 * - the page of a signed privacy link (newsletter confirmation or unsubscribe, privacy request)
 *   whose token is forged or expired is answered 400 or 410 with a page that says so, in the
 *   link's language (/ar/newsletter/confirm → /ar/invalid-link).
 */
import { type NextRequest, NextResponse } from 'next/server'
import { getSiteRedirects } from '@/web/redirects/site-redirects'
import { cspConfigFromEnv } from '@/web/http/content-security-policy'
import { clientClaimsRemoved } from '@/web/http/client-address'
import { NOT_FOUND_CACHE_CONTROL } from '@/web/http/cache-policy'
import { adminPolicy } from '@/web/http/security-headers'
import { env, siteUrl } from '@/web/env'
import { invalidLinkAddress, signedLinkRefusal } from '@/web/privacy/links'
import { CLOSED_LINK_PATH, closedLinkStatus } from '@/web/preview/closed-link'
import { countRedirectHit } from '@/web/redirects/count'
import { aliasTarget, answerPath, isLivePath } from '@/web/redirects/table'
import { locales } from '@/core/i18n/locales'
import { machineWordsFor } from '@/web/machine-text/words'

const csp = cspConfigFromEnv(env, { siteUrl })

/** 16 random bytes, base64: a nonce no one can guess. */
function freshNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

/**
 * The request as Next should see it: without an address a client wrote for itself when nothing in
 * front is trusted to write one, so that Next writes the socket's (web/http/client-address.ts).
 */
function forwardedHeaders(request: NextRequest): Headers | null {
  return clientClaimsRemoved(request.headers, env)
}

/** On to the route, with `headers` for Next when they changed. */
function pass(headers: Headers | null): NextResponse {
  return headers ? NextResponse.next({ request: { headers } }) : NextResponse.next()
}

/** The admin's request with its policy (and so its nonce) for Next, and the same on its response. */
function withAdminPolicy(request: NextRequest, forwarded: Headers | null): NextResponse {
  const policy = adminPolicy(csp, freshNonce())
  const headers = new Headers(forwarded ?? request.headers)
  headers.set('content-security-policy', policy)
  headers.delete('content-security-policy-report-only')
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/')
}

/**
 * The site's endpoints (/api, the lead function): here only for the client's address. They answer
 * other origins themselves (CORS, webhooks), so the cross-site POST check is not theirs.
 */
function isEndpointPath(pathname: string): boolean {
  return /^\/(?:api|functions)(?:\/|$)/.test(pathname)
}

/** The page malformed addresses are answered with (app/(site)/bad-request). */
export const BAD_REQUEST_PATH = '/bad-request'
/**
 * The page a removed document's path is answered with, status 410 (app/(site)/gone; another
 * language's, such as /ar/gone, under its prefix: app/ar/gone).
 */
export const GONE_PATH = '/gone'
/** Where a page's Markdown is made (app/md/[...path]/route.ts); its address is the page's + `.md`. */
export const MARKDOWN_ROUTE = '/md'

/** The page a `.md` address is the Markdown of (`/services/seo.md` → `/services/seo`), or null. */
export function markdownPage(pathname: string): string | null {
  const match = /^(\/[^.]+)\.md$/.exec(pathname)
  return match && !match[1]!.startsWith(`${MARKDOWN_ROUTE}/`) ? match[1]! : null
}
/**
 * The paths the matcher sends here where documents can move or be removed: the slug sections, and
 * one-segment paths (landing pages, short links); in every language, under its prefix.
 */
const SLUG_SECTION = /^\/(?:(?:services|our-work|case-study|blogs)\/)?[^/]+\/?$/

/** Whether `pathname` is in a slug section, or a one-segment path, of any language. */
export function isSlugSection(pathname: string): boolean {
  return SLUG_SECTION.test(locales.split(pathname).path)
}

/** Whether every segment of `pathname` decodes (decodeURIComponent throws on a stray "%"). */
export function decodablePath(pathname: string): boolean {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment)
    return true
  } catch {
    return false
  }
}

/**
 * A POST to a page (a server action, or a form posting to one) sent by another site's page: its
 * Origin names another host than the one the request was sent to, as Next compares them.
 */
export function isCrossSitePost(request: Request): boolean {
  if (request.method !== 'POST') return false
  const origin = request.headers.get('origin')
  if (!origin) return false
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    return true
  }
  const hosts = [request.headers.get('x-forwarded-host'), request.headers.get('host')]
  return !hosts.some((host) => host?.split(',')[0]?.trim() === originHost)
}

/*
 * Every rewrite and redirect below is built on `request.url`, the address the server was reached
 * at (next.config.ts: skipProxyUrlNormalize), never on `request.nextUrl`'s origin: on a server
 * bound to one address (`-H 127.0.0.1`, standalone with HOSTNAME) that one names `localhost`, so
 * Next took a rewrite there for an external one (its status lost) and sent redirects to localhost.
 * tests/e2e/client-address.e2e.spec.ts holds both on each binding.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const forwarded = forwardedHeaders(request)
  if (isEndpointPath(pathname) && decodablePath(pathname)) return pass(forwarded)
  if (isCrossSitePost(request)) {
    return new NextResponse('Forms of this site are sent from its own pages only.', {
      status: 403,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
  if (!decodablePath(pathname)) {
    return NextResponse.rewrite(new URL(BAD_REQUEST_PATH, request.url), { status: 400 })
  }
  if (isAdminPath(pathname)) return withAdminPolicy(request, forwarded)
  if (request.method === 'GET') {
    const refusal = await signedLinkRefusal(request.nextUrl)
    if (refusal) {
      // Said in the link's language (/ar/newsletter/confirm → app/ar/invalid-link, in Arabic),
      // with the status it is sent with (?reason=expired: 410).
      const invalid = invalidLinkAddress(pathname, refusal)
      return NextResponse.rewrite(new URL(invalid, request.url), { status: refusal })
    }
  }
  if (pathname === CLOSED_LINK_PATH) {
    const status = closedLinkStatus(request.nextUrl.searchParams.get('reason'))
    return NextResponse.rewrite(new URL(pathname + request.nextUrl.search, request.url), {
      status,
    })
  }
  // The one redirect table (aliases, editors' redirects, gone paths, live pages), read once.
  const table = await getSiteRedirects()
  const markdown = markdownPage(pathname)
  if (markdown !== null && (request.method === 'GET' || request.method === 'HEAD')) {
    // A page's Markdown (`/services/seo.md`): a renamed page's follows it, like the page.
    const moved = aliasTarget(markdown, table)
    if (moved) return NextResponse.redirect(new URL(`${moved}.md`, request.url), 308)
    const answer = isSlugSection(markdown) ? answerPath(markdown, table) : null
    if (answer?.kind === 'gone') {
      // Said in the page's language (/ar/services/x.md in Arabic).
      return new NextResponse(`${machineWordsFor(markdown).pageRemoved}\n`, {
        status: 410,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      })
    }
    if (answer) {
      const page = answer.location.startsWith('/') && !/[?#]/.test(answer.location)
      const to = page ? `${answer.location}.md` : answer.location
      return NextResponse.redirect(new URL(to, request.url), answer.status)
    }
    return NextResponse.rewrite(new URL(`${MARKDOWN_ROUTE}${markdown}`, request.url))
  }
  const target = aliasTarget(pathname, table)
  if (target) {
    return NextResponse.redirect(new URL(target + request.nextUrl.search, request.url), 308)
  }
  if (!isSlugSection(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
    return pass(forwarded)
  }
  // Editors' redirects and removed documents of these paths (web/redirects), by the full path
  // (/ar/old → /ar/new); the other paths that are not pages get theirs from the catch-all route
  // that would answer 404 (app/(site)/[...missing]).
  const answer = answerPath(pathname, table)
  if (!answer) {
    if (isLivePath(pathname, table)) return pass(forwarded)
    // No page here: the route answers 404, which Next would send with the page's s-maxage. A
    // shared cache must not keep it (anyone could fill a CDN with 404s under made-up names), and
    // Next keeps a Cache-Control the proxy set. A document published since the table was read
    // (Sanity: up to a minute) is only kept out of shared caches for that while.
    const response = pass(forwarded)
    response.headers.set('Cache-Control', NOT_FOUND_CACHE_CONTROL)
    return response
  }
  if (answer.kind === 'gone') {
    // The removed page in the path's language (/ar/services/x → app/ar/gone, in Arabic).
    const gone = locales.localize(GONE_PATH, locales.split(pathname).locale)
    return NextResponse.rewrite(new URL(gone, request.url), { status: 410 })
  }
  countRedirectHit(answer.ruleId)
  return NextResponse.redirect(new URL(answer.location, request.url), answer.status)
}

export const config = {
  matcher: [
    '/admin/:path*',
    // The endpoints, which key rate limits and lockouts on the client's address (see above).
    '/api/:path*',
    '/functions/:path*',
    '/payment-gateway/:path*',
    // Server actions posted with script (their header says so), wherever they are.
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    '/services/:slug',
    '/our-work/:slug',
    '/case-study/:slug',
    // Pages of signed links, to refuse a forged or expired one with a 4xx.
    '/newsletter/:path*',
    // The page of a preview link that did not open, to answer it 404, 410 or 503.
    '/preview/closed',
    '/privacy-request/:path*',
    // Posts can be renamed and removed like services and case studies (slug-change redirects, 410).
    '/blogs/:slug',
    // One-segment paths that no fixed route has: the landing pages and paths that are not pages
    // (editors' short links such as /spring, removed landing pages). The names are app/(site)'s
    // fixed routes and the site's own (tests/unit/redirect-rules.test.ts keeps them in step).
    '/:segment((?!(?:about|admin|api|ar|bad-request|blog|blogs|book-a-call|book-call|booking|careers|case-study|checkout|contact|flags|functions|gone|google-partner|images|invalid-link|md|newsletter|offline|our-work|payment-gateway|payment-success|preview|privacy-policy|privacy-request|search|secure-payment|services|sitemap|solutions|studio|studio-setup|terms-of-service)(?:$|\\.))[^/._][^/.]*)',
    // The same in every other language, under its prefix (core/i18n/locales.ts; the unit test
    // keeps these in step with the locale table): Arabic slug sections, the pages of signed links
    // and one-segment pages.
    '/ar/services/:slug',
    '/ar/our-work/:slug',
    '/ar/case-study/:slug',
    '/ar/blogs/:slug',
    '/ar/newsletter/:path*',
    '/ar/privacy-request/:path*',
    '/ar/:segment((?!(?:about|admin|api|ar|bad-request|blog|blogs|book-a-call|book-call|booking|careers|case-study|checkout|contact|flags|functions|gone|google-partner|images|invalid-link|md|newsletter|offline|our-work|payment-gateway|payment-success|preview|privacy-policy|privacy-request|search|secure-payment|services|sitemap|solutions|studio|studio-setup|terms-of-service)(?:$|\\.))[^/._][^/.]*)',
    // A page's Markdown (`/about.md`, `/services/seo.md`), for language models' tools.
    '/(.+\\.md)',
    // Any path with a percent sign, to check that it decodes.
    '/(.*%.*)',
  ],
}
