import type { Metadata } from 'next'
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
  /** The canonical path of the page ('/services/seo'), resolved against metadataBase. */
  path: string
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
  const title = titleWithBrand(input.seo?.title || input.title, input.brandName)
  const description =
    input.seo?.description || input.description || input.siteDescription || undefined
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: input.path },
    openGraph: {
      type: input.type ?? 'website',
      url: input.path,
      siteName: input.brandName,
      locale: 'en_US',
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
