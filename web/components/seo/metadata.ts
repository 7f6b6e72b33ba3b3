import type { Metadata } from 'next'
import { type Locale, locales } from '@/core/i18n/locales'
import { isTranslatedPath } from '@/core/i18n/routes'
import { cleanContent } from '@/web/content/stega'

export interface PageMetadataInput {
  /** The brand, from the site settings. */
  brandName: string
  /** The default description, from the site settings. */
  siteDescription?: string | null
  /** The page's own title; becomes "{title} | {brand}". */
  title: string
  description?: string | null
  /** The editor's overrides from the document's SEO group (its title also gets " | {brand}"). */
  seo?: { title?: string | null; description?: string | null } | null
  /**
   * The page's path in English ('/services/seo'); its canonical address is this path in the
   * page's language ('/ar/services/seo'), resolved against metadataBase.
   */
  path: string
  /** The page's language; English when not given. */
  locale?: Locale
  /**
   * The languages this page exists in, for its `hreflang` alternates: a document without a
   * translation is left out. By default, every language when its route is translated
   * (core/i18n/routes.ts), else English only.
   */
  languages?: readonly Locale[]
  type?: 'website' | 'article'
  publishedTime?: string | null
  modifiedTime?: string | null
  tags?: string[] | null
}

/**
 * Every page's title follows one pattern, "{page} | {brand}" ("About | Codehome"); a title an
 * editor already wrote that way is kept as it is.
 */
export function titleWithBrand(name: string, brandName: string): string {
  const suffix = ` | ${brandName}`
  return name.endsWith(suffix) ? name : `${name}${suffix}`
}

/**
 * Title, description, canonical URL, Open Graph and Twitter card of a page, from CMS values.
 * No share image here: every page has its own `opengraph-image` route (a service's, a post's… or
 * its title and description drawn by `metadataCard`), which Next names in `og:image` and, as
 * the Twitter card inherits it, `twitter:image`; an `images` key here would replace it. In an editor's preview the CMS
 * strings carry visual editing's invisible edit links (stega): they are removed here, so the
 * title and descriptions are the text itself.
 */
export function pageMetadata(metadataInput: PageMetadataInput): Metadata {
  const input = cleanContent(metadataInput)
  const locale = input.locale ?? locales.default
  const title = titleWithBrand(input.seo?.title || input.title, input.brandName)
  const description =
    input.seo?.description || input.description || input.siteDescription || undefined
  return {
    title: { absolute: title },
    description,
    alternates: pageAlternates(input.path, locale, input.languages),
    openGraph: {
      type: input.type ?? 'website',
      url: locales.localize(input.path, locale),
      siteName: input.brandName,
      locale: locales.entry(locale).ogLocale ?? locale,
      title,
      description,
      ...(input.type === 'article'
        ? {
            publishedTime: input.publishedTime ?? undefined,
            modifiedTime: input.modifiedTime ?? undefined,
            tags: input.tags ?? undefined,
          }
        : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
    },
  }
}

/**
 * A page's canonical address in its language and, when it exists in another published language,
 * its `hreflang` alternates: every published language it has, and `x-default` (the English page,
 * as the site has no language chooser page). Reciprocal by construction: each language's page
 * lists the same set.
 */
export function pageAlternates(
  path: string,
  locale: Locale = locales.default,
  languages?: readonly Locale[],
): NonNullable<Metadata['alternates']> {
  const canonical = locales.localize(path, locale)
  const available = (
    languages ?? (isTranslatedPath(path) ? locales.codes : [locales.default])
  ).filter((code) => (locales.published as readonly string[]).includes(code))
  if (available.length < 2) return { canonical }
  return {
    canonical,
    languages: {
      ...Object.fromEntries(available.map((code) => [code, locales.localize(path, code)])),
      'x-default': path,
    },
  }
}
