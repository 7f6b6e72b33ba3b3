/**
 * The canonical path of every kind of content page, in one place:
 * services under /services, case studies under /our-work, posts under /blogs, company and legal
 * pages at the root, agency landing pages at /{brandSlug}-{slug}.
 */
import { FIXED_ROUTE_SEGMENTS } from '@/core/routes/segments'

/** Where the Studio is embedded (studio/env.ts and the content backends' stega links). */
export const STUDIO_PATH = '/studio'
export const servicePath = (slug: string) => `/services/${slug}`
export const serviceCategoryPath = (index: number) => `/services?category=${index}`
export const caseStudyPath = (slug: string) => `/our-work/${slug}`
export const blogPostPath = (slug: string) => `/blogs/${slug}`
export const landingPath = (brandSlug: string, slug: string) => `/${brandSlug}-${slug}`

export type SearchableType = 'service' | 'caseStudy' | 'blogPost'

/** How a visitor reads each type of search result. */
export const CONTENT_TYPE_LABELS: Record<SearchableType, string> = {
  service: 'Service',
  caseStudy: 'Case study',
  blogPost: 'Blog post',
}

export function contentPath(type: SearchableType, slug: string) {
  switch (type) {
    case 'service':
      return servicePath(slug)
    case 'caseStudy':
      return caseStudyPath(slug)
    case 'blogPost':
      return blogPostPath(slug)
  }
}

/** Path of a `page` document: landing pages follow the brand slug, the others sit at the root. */
export const pagePath = (page: { kind: string; slug: string }, brandSlug: string) =>
  page.kind === 'landing' ? landingPath(brandSlug, page.slug) : `/${page.slug}`

export { FIXED_ROUTE_SEGMENTS, PAGE_ROUTE_SLUGS } from '@/core/routes/segments'

/**
 * The page document a one-segment path shows through the catch-all route: a landing page at
 * /{brandSlug}-{slug}, or any other page at /{slug} (an editor's new page) unless the site has a
 * route of its own there.
 */
export function pageForSegment(
  segment: string,
  { brandSlug, pages }: { brandSlug: string | null; pages: { kind: string; slug: string }[] },
): string | null {
  const landing = brandSlug
    ? pages.find(
        (page) => page.kind === 'landing' && landingPath(brandSlug, page.slug) === `/${segment}`,
      )
    : undefined
  if (landing) return landing.slug
  if (FIXED_ROUTE_SEGMENTS.includes(segment)) return null
  return pages.find((page) => page.kind !== 'landing' && page.slug === segment)?.slug ?? null
}
