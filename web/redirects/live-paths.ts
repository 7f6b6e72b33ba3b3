/**
 * Which paths are pages of the site today, for the Studio's check that a redirect does not start
 * at a live page: the site's fixed first segments (FIXED_ROUTE_SEGMENTS, web/lib/routes.ts) and
 * every published document's path, with the aliases that already redirect: what the site's one
 * redirect table (./table.ts) holds, built from the same content.
 */
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
  // Aliases already redirect to their page.
  for (const alias of table.aliases.services.keys()) fixed.add(`/services/${alias}`)
  for (const alias of table.aliases.caseStudies.keys()) fixed.add(`/our-work/${alias}`)
  return (path) => {
    const normal = normalizePath(path).toLowerCase()
    return normal === '/' || fixed.has(normal) || table.live.has(normal)
  }
}
