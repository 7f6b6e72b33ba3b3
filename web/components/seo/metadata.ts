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

/** The default share card (app/og.png/route.tsx). */
export const DEFAULT_OG_IMAGE = { url: '/og.png', width: 1200, height: 630 }

/**
 * Title, description, canonical URL, Open Graph and Twitter card of a page, from CMS values.
 * The share image is the default card; services, case studies and posts have their own
 * `opengraph-image` files, which take precedence over this. In an editor's preview the CMS
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
      images: [{ ...DEFAULT_OG_IMAGE, alt: input.brandName }],
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
      images: [{ ...DEFAULT_OG_IMAGE, alt: input.brandName }],
    },
  }
}
