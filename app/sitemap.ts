import type { MetadataRoute } from 'next'
import { type Locale, locales } from '@/core/i18n/locales'
import { isTranslatedPath } from '@/core/i18n/routes'
import { getSiteIndex } from '@/web/content'
import { siteSections } from '@/web/components/seo/site-index'
import { absoluteUrl } from '@/web/components/seo/structured-data'
import { siteUrl } from '@/web/env'

// What a CDN may keep, as for the pages (web/http/cache-policy.ts PUBLIC_MAX_AGE_S).
export const revalidate = 60

type Entry = { path: string; lastModified?: string }

/** The indexable pages in `locale` (English paths), each once, with its document's last change. */
async function pagesIn(locale: Locale): Promise<Map<string, Entry>> {
  const sections = siteSections(await getSiteIndex({ locale }))
  const pages = new Map<string, Entry>()
  for (const link of sections.flatMap((section) => section.links)) {
    if (link.indexable === false || pages.has(link.path)) continue
    // Another language lists only the routes that have its pages (core/i18n/routes.ts).
    if (locale !== locales.default && !isTranslatedPath(link.path)) continue
    pages.set(link.path, { path: link.path, lastModified: link.lastModified })
  }
  return pages
}

/**
 * sitemap.xml from the content: the same pages as the human /sitemap, with each document's last
 * change, in every published language (core/i18n/locales.ts). A page that exists in more than one
 * language lists its alternates (`hreflang`, `x-default` the English page), the same set on each
 * language's entry; a document without a translation is listed in its own language only. Cached
 * with the content's tags, so a publish updates it.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const languages = locales.published
  const byLanguage = await Promise.all(languages.map(pagesIn))
  const url = (path: string, locale: Locale) => absoluteUrl(siteUrl, locales.localize(path, locale))
  return languages.flatMap((locale, index) =>
    [...byLanguage[index]!.values()].map(({ path, lastModified }) => {
      const present = languages.filter((_, other) => byLanguage[other]!.has(path))
      return {
        url: url(path, locale),
        ...(lastModified ? { lastModified } : {}),
        ...(present.length > 1
          ? {
              alternates: {
                languages: {
                  ...Object.fromEntries(present.map((code) => [code, url(path, code)])),
                  'x-default': url(path, locales.default),
                },
              },
            }
          : {}),
      }
    }),
  )
}
