/**
 * Which paths are pages of the site today, for the Studio's check that a redirect does not start
 * at a live page: the site's fixed first segments (FIXED_ROUTE_SEGMENTS, web/lib/routes.ts), the
 * same under each other language's prefix (/ar/about), and every published document's path in its
 * language (/services/seo, /ar/services/seo), with the aliases that already redirect: what the
 * site's one redirect table (./table.ts) holds, built from the same content.
 */
import { locales } from '@/core/i18n/locales'
import type { SiteRedirectsSource } from './table'
import { buildSiteRedirects } from './table'
import { normalizePath } from './rules'
import { FIXED_ROUTE_SEGMENTS } from '@/web/lib/routes'

/** Single-segment paths other than app/(site) that the site answers itself. */
const OTHER_PATHS = ['sitemap.xml', 'robots.txt', 'sw.js', 'og.png', 'icon.svg']

export type LiveContent = Pick<SiteRedirectsSource, 'brandSlug' | 'live'>

export function livePathCheck(content: LiveContent): (path: string) => boolean {
  const table = buildSiteRedirects({ ...content, redirects: [], gone: [] })
  const fixed = new Set<string>(
    [...FIXED_ROUTE_SEGMENTS, ...OTHER_PATHS].map((route) => `/${route}`),
  )
  // Another language's fixed routes: its pages, or paths the proxy does not see (its matcher
  // leaves the same names alone under the prefix), so a redirect from one would never be followed.
  for (const code of locales.codes) {
    if (code === locales.default) continue
    for (const route of FIXED_ROUTE_SEGMENTS) {
      if (!locales.isLocale(route)) fixed.add(locales.localize(`/${route}`, code))
    }
  }
  // Aliases already redirect to their page, in their own language.
  for (const [code, aliases] of table.localeAliases) {
    for (const alias of aliases.services.keys()) {
      fixed.add(locales.localize(`/services/${alias}`, code))
    }
    for (const alias of aliases.caseStudies.keys()) {
      fixed.add(locales.localize(`/our-work/${alias}`, code))
    }
  }
  return (path) => {
    const normal = normalizePath(path).toLowerCase()
    return normal === '/' || fixed.has(normal) || table.live.has(normal)
  }
}
