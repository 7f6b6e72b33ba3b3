import 'server-only'
/**
 * Named data functions: what pages call. Each runs one query through contentFetch with the tags of
 * every document type it reads.
 */
import { contentFetch } from './fetch'
import {
  serviceCatalogueQuery,
  serviceQuery,
  serviceRouteQuery,
  serviceSlugsQuery,
  settingsQuery,
  blogPostListQuery,
  blogPostQuery,
  blogPostSlugsQuery,
  businessProfileQuery,
  caseStudyListQuery,
  caseStudyQuery,
  caseStudySlugsQuery,
  landingPagesQuery,
  pageQuery,
  searchQuery,
  siteIndexQuery,
} from './queries'
import { slugTag, typeTag } from './tags'
import { searchWords } from '@/web/lib/search'

export async function getSettings() {
  const settings = await contentFetch({ query: settingsQuery, tags: [typeTag('siteSettings')] })
  if (!settings) throw new Error('The siteSettings document is missing: run "npm run seed".')
  return settings
}

export type Settings = Awaited<ReturnType<typeof getSettings>>

export function getServiceCatalogue() {
  return contentFetch({
    query: serviceCatalogueQuery,
    tags: [typeTag('serviceCategory'), typeTag('service')],
  })
}

export function getServiceSlugs() {
  return contentFetch({ query: serviceSlugsQuery, tags: [typeTag('service')] })
}

/** The canonical slug a requested service slug or alias leads to, or null. */
export async function resolveServiceSlug(slug: string) {
  const route = await contentFetch({
    query: serviceRouteQuery,
    params: { slug },
    tags: [typeTag('service')],
  })
  return route?.slug ?? null
}

export function getService(slug: string) {
  return contentFetch({
    query: serviceQuery,
    params: { slug },
    tags: [typeTag('service'), slugTag('service', slug), typeTag('serviceCategory')],
  })
}

// ---------------------------------------------------------------------------------------------
// Pages, search and SEO (issue 4)
// ---------------------------------------------------------------------------------------------

export function getCaseStudies() {
  return contentFetch({ query: caseStudyListQuery, tags: [typeTag('caseStudy')] })
}

export function getCaseStudySlugs() {
  return contentFetch({ query: caseStudySlugsQuery, tags: [typeTag('caseStudy')] })
}

export function getCaseStudy(slug: string) {
  return contentFetch({
    query: caseStudyQuery,
    params: { slug },
    tags: [typeTag('caseStudy'), slugTag('caseStudy', slug)],
  })
}

export function getBlogPosts() {
  return contentFetch({ query: blogPostListQuery, tags: [typeTag('blogPost')] })
}

export function getBlogPostSlugs() {
  return contentFetch({ query: blogPostSlugsQuery, tags: [typeTag('blogPost')] })
}

export function getBlogPost(slug: string) {
  return contentFetch({
    query: blogPostQuery,
    params: { slug },
    tags: [typeTag('blogPost'), slugTag('blogPost', slug)],
  })
}

/** A company, legal or landing page (landing pages by their slug without the brand prefix). */
export function getPage(slug: string) {
  return contentFetch({
    query: pageQuery,
    params: { slug },
    tags: [typeTag('page'), slugTag('page', slug)],
  })
}

/** The agency landing pages with the brand slug that starts their paths. */
export function getLandingPages() {
  return contentFetch({
    query: landingPagesQuery,
    tags: [typeTag('page'), typeTag('siteSettings')],
  })
}

/** Every page with content: the human /sitemap and sitemap.xml. */
export function getSiteIndex() {
  return contentFetch({
    query: siteIndexQuery,
    tags: [
      typeTag('siteSettings'),
      typeTag('serviceCategory'),
      typeTag('service'),
      typeTag('caseStudy'),
      typeTag('blogPost'),
      typeTag('page'),
    ],
  })
}

/** The business as structured data describes it: claims from the settings and the offices. */
export function getBusinessProfile() {
  return contentFetch({
    query: businessProfileQuery,
    tags: [typeTag('siteSettings'), typeTag('office')],
  })
}

export type SearchResult = Awaited<ReturnType<typeof searchContent>>[number]

/**
 * Services, case studies and posts matching `text`, best first. Each word becomes a prefix
 * pattern ("hreflang" finds "hreflang", "seo" finds "SEO-friendly"); an empty query finds nothing.
 */
export async function searchContent(text: string) {
  const words = searchWords(text)
  if (words.length === 0) return []
  return contentFetch({
    query: searchQuery,
    params: { terms: words.map((word) => `${word}*`), phrase: words.join(' ') },
    tags: [
      typeTag('service'),
      typeTag('serviceCategory'),
      typeTag('caseStudy'),
      typeTag('blogPost'),
    ],
  })
}
