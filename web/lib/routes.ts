/**
 * The canonical path of every kind of content page, in one place:
 * services under /services, case studies under /our-work, posts under /blogs, company and legal
 * pages at the root, agency landing pages at /{brandSlug}-{slug}.
 */
import { locales } from '@/core/i18n/locales'

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
