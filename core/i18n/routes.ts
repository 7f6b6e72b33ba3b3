/**
 * Which of the site's routes have their pages in every language yet, and the address of a path
 * in a language. The Arabic pages land route by route (issue 44): until a
 * route has them, a link drawn in Arabic (a page's frame, an e-mail) to that route goes to its
 * English page rather than to a 404.
 * Once every route is translated, this list is every route and `localizedHref` is `localize`.
 *
 * Patterns are paths with `:param` segments. No imports but the locale table and the site's fixed
 * segments: client code uses it.
 */
import { FIXED_ROUTE_SEGMENTS } from '../routes/segments.ts'
import { locales } from './locales.ts'

export const TRANSLATED_ROUTES: readonly string[] = [
  '/',
  '/services',
  '/services/:slug',
  '/our-work',
  '/our-work/:slug',
  '/blogs',
  '/blog',
  '/blogs/:slug',
  '/about',
  '/careers',
  '/solutions',
  '/google-partner',
  '/privacy-policy',
  '/terms-of-service',
  '/sitemap',
  '/contact',
  '/book-call',
  '/booking/:token',
  '/booking/:token/confirmed',
  '/checkout',
  '/payment-success',
  '/payment-gateway/:orderId',
  '/secure-payment/:paymentId',
  // The pages of the e-mails' signed links, the page a refused one is answered with, and the
  // service worker's offline page.
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/privacy-request/confirm',
  '/invalid-link',
  '/offline',
  // The landing pages and editors' pages at /{slug} (app/ar/[landing]): every one-segment path.
  '/:landing',
]

/**
 * Whether `pathname` is one of `pattern`'s pages. A parameter in the first segment ('/:landing',
 * the pages at /{slug}) stands for a page document, never for one of the site's own routes
 * (/search, /checkout): those are translated by their own patterns or not at all.
 */
function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/')
  const have = pathname.split('/')
  return (
    want.length === have.length &&
    want.every((part, index) =>
      part.startsWith(':')
        ? have[index] !== '' && !(index === 1 && FIXED_ROUTE_SEGMENTS.includes(have[index]!))
        : part === have[index],
    )
  )
}

/** Whether `path` (English, with or without a query) has a page in every language. */
export function isTranslatedPath(path: string, routes: readonly string[] = TRANSLATED_ROUTES) {
  const pathname = path.split(/[?#]/, 1)[0] || '/'
  return routes.some((pattern) => matches(pattern, pathname))
}

/**
 * Where a link to `path` (an English path: '/services/seo') goes on a page in `locale`: the same
 * page in that language when it has one ('/ar/services/seo'), else the English page. Links to
 * other sites and to anchors are left alone.
 */
export function localizedHref(
  path: string,
  locale: string,
  routes: readonly string[] = TRANSLATED_ROUTES,
): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path
  if (locale === locales.default || !isTranslatedPath(path, routes)) return path
  // A path already in a language ('/ar/services') is left as it is.
  if (locales.split(path).locale !== locales.default) return path
  return locales.localize(path, locale)
}

/**
 * Where the language switcher leads from the page at `pathname` (in any language) to the page in
 * `target`: the same page when it has one in that language, else its nearest parent that has
 * ('/ar/our-work/x' → '/our-work/x' in English; '/services/seo' → '/ar' while the services have
 * no Arabic pages).
 */
export function switchHref(
  pathname: string,
  target: string,
  routes: readonly string[] = TRANSLATED_ROUTES,
): string {
  const { path } = locales.split(pathname)
  if (target === locales.default) return path
  let candidate = path.replace(/\/+$/, '') || '/'
  while (candidate !== '/' && !isTranslatedPath(candidate, routes))
    candidate = candidate.replace(/\/[^/]*$/, '') || '/'
  return locales.localize(candidate, target)
}

/**
 * What a page's head says of the languages its document exists in: its canonical address and its
 * `hreflang` alternates by language (web/components/seo/metadata.ts `pageAlternates`), absolute
 * or paths. A page with alternates exists in each of their languages; a page with a canonical
 * address and none, in its own language only (an English post not translated yet).
 */
export interface HeadLanguages {
  canonical: string | null
  alternates: Readonly<Record<string, string>>
}

/** The path and query of an address the head names (absolute: only its path is kept). */
function addressPath(address: string): { pathname: string; path: string } | null {
  try {
    const url = new URL(address, 'http://head.invalid')
    return { pathname: url.pathname, path: url.pathname + url.search }
  } catch {
    return null
  }
}

/** A path as two addresses of the same page compare: decoded, without a trailing slash. */
function comparable(pathname: string): string {
  let path = pathname.replace(/\/+$/, '') || '/'
  try {
    path = decodeURI(path)
  } catch {
    // Compared as it is.
  }
  return path
}

/**
 * Where the language switcher leads once the page's head is read (`head`; null before): the page's
 * own alternate in `target` when its document has one; when the document has none, the nearest
 * translated parent, the page it is listed on ('/blogs/x' → '/ar/blogs', '/our-work/x' →
 * '/ar/our-work', '/services/x' → '/ar/services', a landing page '/x' → '/ar'), never a 404.
 * A head that does not describe this page (none, as on a 404; or the previous page's, during a
 * client navigation) says nothing: `switchHref`, the route's rule. So does a head in or to a
 * language not yet published, as it lists published languages only.
 */
export function documentSwitchHref(
  pathname: string,
  target: string,
  head: HeadLanguages | null,
  routes: readonly string[] = TRANSLATED_ROUTES,
): string {
  const byRoute = () => switchHref(pathname, target, routes)
  if (!head) return byRoute()
  const { locale, path } = locales.split(pathname)
  const ownAddress = head.alternates[locale] ?? head.canonical
  const own = ownAddress ? addressPath(ownAddress) : null
  if (!own || comparable(own.pathname) !== comparable(pathname)) return byRoute()
  const alternate = head.alternates[target] ? addressPath(head.alternates[target]) : null
  if (alternate) return alternate.path
  const published = locales.published as readonly string[]
  if (!published.includes(locale) || !published.includes(target)) return byRoute()
  const parent = path.replace(/\/+$/, '').replace(/\/[^/]*$/, '') || '/'
  return switchHref(parent, target, routes)
}

/**
 * The languages a page in `locale` offers to switch to: every other published language, and from
 * a page in a language not yet published, the default one (the agency reviewing it can go back).
 * An English page offers nothing while no other language is published.
 */
export function switchTargets(locale: string): { code: string; name: string }[] {
  const current = locales.entry(locale)
  const published = locales.published as readonly string[]
  return locales.codes
    .filter(
      (code) =>
        code !== current.code &&
        (published.includes(code) ||
          (!published.includes(current.code) && code === locales.default)),
    )
    .map((code) => ({ code, name: locales.entry(code).name }))
}
