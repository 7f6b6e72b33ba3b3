/**
 * What a CDN (or any shared cache: nginx, Vercel's edge) may keep of a public page, set through
 * Next's own caching rather than by rewriting its headers:
 *
 * - Public pages and the files made from content (sitemap, robots, the Open Graph image) revalidate
 *   every PUBLIC_MAX_AGE_S seconds (`export const revalidate = 60` in their segment config; Next
 *   wants the literal there, and a unit test holds each one to this constant). Next sends that as
 *   `s-maxage=60`, so a CDN asks again after a minute: a publish reaches visitors within
 *   PUBLIC_MAX_AGE_S seconds of the webhook (plus one request), on every host. The server itself
 *   renders a page again at most once a minute when visited, from the data cache, which the
 *   publish webhook expires by tag (web/content/fetch.ts): that regeneration reads no content.
 * - After that a CDN may serve its copy while it fetches the new one for
 *   CDN_STALE_WHILE_REVALIDATE seconds (`stale-while-revalidate`, from `expireTime` in
 *   next.config.ts).
 * - Pages rendered per request (the admin, payments, draft mode) are `private, no-store` (Next's
 *   own value for them); so are 404s of unknown addresses: the catch-all route renders per
 *   request, and on the slug sections (whose pages are ISR, and would send their s-maxage with a
 *   404) proxy.ts sets NOT_FOUND_CACHE_CONTROL on any path that is no published document's.
 */
export const PUBLIC_MAX_AGE_S = 60

/** A 404's Cache-Control: never kept by a shared cache, asked again by the browser. */
export const NOT_FOUND_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate'
