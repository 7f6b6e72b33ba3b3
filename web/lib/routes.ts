/**
 * The canonical path of every kind of content page, in one place:
 * services under /services, case studies under /our-work, posts under /blogs, company and legal
 * pages at the root, agency landing pages at /{brandSlug}-{slug}.
 */
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
