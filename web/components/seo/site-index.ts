/**
 * Every page of the site, grouped as a visitor would look for them. The human /sitemap page and
 * sitemap.xml both read this, so they always list the same pages.
 */
import type { SiteIndexQueryResult } from '@/web/content/sanity.types'
import { blogPostPath, caseStudyPath, pagePath, servicePath } from '@/web/lib/routes'

export interface SiteLink {
  name: string
  path: string
  /** ISO date-time of the document's last change, when the page shows a document. */
  lastModified?: string
  /** False for pages search engines should not index (the search page). */
  indexable?: boolean
}

export interface SiteSection {
  id: string
  title: string
  links: SiteLink[]
}

/** Pages that are routes rather than documents. */
const MAIN_PAGES: SiteLink[] = [
  { name: 'Home', path: '/' },
  { name: 'Services', path: '/services' },
  { name: 'Our Work', path: '/our-work' },
  { name: 'Blog', path: '/blogs' },
  { name: 'Contact', path: '/contact' },
  { name: 'Schedule a Call', path: '/book-call' },
  { name: 'Site map', path: '/sitemap' },
  { name: 'Search', path: '/search', indexable: false },
]

export function siteSections(index: SiteIndexQueryResult): SiteSection[] {
  const brandSlug = index.brandSlug ?? ''
  const pages = (kind: 'company' | 'legal' | 'landing') =>
    index.pages
      .filter((page) => page.kind === kind && (kind !== 'landing' || brandSlug))
      .map((page) => ({
        name: page.title,
        path: pagePath(page, brandSlug),
        lastModified: page._updatedAt,
      }))
      // A route's own document (the booking page's sections) is listed once, as the route.
      .filter((link) => !MAIN_PAGES.some((main) => main.path === link.path))
  return [
    { id: 'main', title: 'Main pages', links: MAIN_PAGES },
    { id: 'company', title: 'Company', links: pages('company') },
    ...index.categories.map((category) => ({
      id: `services-${category._id}`,
      title: category.title,
      links: category.services.map((service) => ({
        name: service.title,
        path: servicePath(service.slug),
        lastModified: service._updatedAt,
      })),
    })),
    {
      id: 'case-studies',
      title: 'Case studies',
      links: index.caseStudies.map((study) => ({
        name: study.title,
        path: caseStudyPath(study.slug),
        lastModified: study._updatedAt,
      })),
    },
    {
      id: 'posts',
      title: 'Blog posts',
      links: index.posts.map((post) => ({
        name: post.title,
        path: blogPostPath(post.slug),
        lastModified: post._updatedAt,
      })),
    },
    { id: 'agency', title: 'Agency', links: pages('landing') },
    { id: 'legal', title: 'Legal', links: pages('legal') },
  ].filter((section) => section.links.length > 0)
}
