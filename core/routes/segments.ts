/**
 * The site's fixed first path segments: its own routes, which a page document's slug or a
 * one-segment pattern (core/i18n/routes.ts '/:landing') never stands for. No imports but the
 * locale table: the Studio, the proxy and the browser use it.
 */
import { locales } from '../i18n/locales.ts'

/** Page documents served by a route of their own (app/(site)/<slug>/page.tsx). */
export const PAGE_ROUTE_SLUGS: readonly string[] = [
  'about',
  'book-call',
  'careers',
  'google-partner',
  'privacy-policy',
  'solutions',
  'terms-of-service',
]

/**
 * First path segments the site answers itself (route folders, the proxy's redirects, public/
 * folders): an editor's new page cannot take one of them, an editor's redirect cannot start from
 * one (web/redirects/live-paths.ts), and the proxy's one-segment matcher leaves them alone.
 * tests/unit/page-sections.test.ts keeps this list in step with app/, and
 * tests/unit/redirect-rules.test.ts the proxy's matcher with this list.
 */
export const FIXED_ROUTE_SEGMENTS: readonly string[] = [
  ...PAGE_ROUTE_SLUGS,
  // Each other language's pages live under its code (core/i18n/locales.ts): '/ar'.
  ...locales.codes.filter((code) => code !== locales.default),
  'admin',
  'api',
  'bad-request',
  'blog',
  'blogs',
  'book-a-call',
  'booking',
  'case-study',
  'checkout',
  'contact',
  'flags',
  'functions',
  'gone',
  'images',
  'invalid-link',
  'md',
  'newsletter',
  'offline',
  'our-work',
  'payment-gateway',
  'payment-success',
  'preview',
  'privacy-request',
  'search',
  'secure-payment',
  'services',
  'sitemap',
  'studio',
  'studio-setup',
]
