import type { MetadataRoute } from 'next'
import { getSiteIndex } from '@/web/content'
import { siteSections } from '@/web/components/seo/site-index'
import { absoluteUrl } from '@/web/components/seo/structured-data'
import { siteUrl } from '@/web/env'

// What a CDN may keep, as for the pages (web/http/cache-policy.ts PUBLIC_MAX_AGE_S).
export const revalidate = 60

/**
 * sitemap.xml from the content: the same pages as the human /sitemap, with each document's last
 * change. Cached with the content's tags, so a publish updates it.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const sections = siteSections(await getSiteIndex())
  const seen = new Set<string>()
  return sections
    .flatMap((section) => section.links)
    .filter((link) => link.indexable !== false && !seen.has(link.path) && seen.add(link.path))
    .map((link) => ({
      url: absoluteUrl(siteUrl, link.path),
      ...(link.lastModified ? { lastModified: link.lastModified } : {}),
    }))
}
