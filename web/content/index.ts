import 'server-only'
/**
 * Named data functions: what pages call. Each runs one query through contentFetch with the tags of
 * every document type it reads.
 */
import { contentFetch } from './fetch'
import {
  costCalculatorQuery,
  officesQuery,
  serviceCatalogueQuery,
  serviceQuery,
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
  homePageQuery,
} from './queries'
import { slugTag, typeTag } from './tags'
import { searchWords } from '@/web/lib/search'

/** What a read may show; `drafts: false` for what leaves the site (see contentFetch). */
export interface ReadOptions {
  drafts?: boolean
}

export async function getSettings({ drafts }: ReadOptions = {}) {
  const settings = await contentFetch({
    query: settingsQuery,
    tags: [typeTag('siteSettings')],
    drafts,
  })
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

/**
 * Whether `slug` is one of the published slugs in `list`. By-slug lookups ask this first, so an
 * unknown slug is answered from the (one, cached) list instead of leaving a cache entry of its
 * own: a probe of random paths must not grow the cache (or the disk under it).
 */
async function isKnownSlug(list: Promise<{ slug: string | null }[]>, slug: string) {
  return (await list).some((item) => item.slug === slug)
}

export async function getService(slug: string) {
  if (!(await isKnownSlug(getServiceSlugs(), slug))) return null
  return contentFetch({
    query: serviceQuery,
    params: { slug },
    tags: [typeTag('service'), slugTag('service', slug), typeTag('serviceCategory')],
  })
}

// --- Site shell: header, footer, offices, cost calculator ---

/** The offices with a drawable position: coordinates are [longitude, latitude]. */
export async function getOffices() {
  const offices = await contentFetch({ query: officesQuery, tags: [typeTag('office')] })
  return offices.flatMap(({ coordinates: [lng, lat], ...office }) =>
    typeof lng === 'number' && typeof lat === 'number'
      ? [{ ...office, coordinates: [lng, lat] as [number, number] }]
      : [],
  )
}

export type Office = Awaited<ReturnType<typeof getOffices>>[number]

/** The calculator's services and prices, its note, and the budget and timeline options. */
export function getCostCalculator({ drafts }: ReadOptions = {}) {
  return contentFetch({
    query: costCalculatorQuery,
    tags: [typeTag('calculatorItem'), typeTag('calculatorSettings')],
    drafts,
  })
}

// --- Leads: the forms and the lead function ---

/**
 * The published calculator services and prices: the lead function recomputes a quote's total
 * from them (never from drafts, even when an editor in draft mode sends the form).
 */
export async function getCalculatorPrices() {
  const { items } = await getCostCalculator({ drafts: false })
  return items.flatMap((item) =>
    item.name && typeof item.price === 'number' ? [{ name: item.name, price: item.price }] : [],
  )
}

/** The budget and timeline choices of the forms: the calculator's options. */
export async function getLeadFormOptions() {
  const { settings } = await getCostCalculator()
  const clean = (list: { value: string | null; label: string | null }[] | null | undefined) =>
    (list ?? []).flatMap((o) => (o.value && o.label ? [{ value: o.value, label: o.label }] : []))
  return {
    budgetOptions: clean(settings?.budgetOptions),
    timelineOptions: clean(settings?.timelineOptions),
  }
}

// --- Home page ---

/**
 * The home page's content: the homePage singleton, the testimonials, the popular services and the
 * portfolio. A publish of any of these types refreshes `/`.
 */
export async function getHomePage() {
  const content = await contentFetch({
    query: homePageQuery,
    tags: [typeTag('homePage'), typeTag('testimonial'), typeTag('service'), typeTag('caseStudy')],
  })
  if (!content.home) throw new Error('The homePage document is missing: run "npm run seed".')
  return { ...content, home: content.home }
}

export type HomePageContent = Awaited<ReturnType<typeof getHomePage>>

// ---------------------------------------------------------------------------------------------
// Pages, search and SEO
// ---------------------------------------------------------------------------------------------

export function getCaseStudies() {
  return contentFetch({ query: caseStudyListQuery, tags: [typeTag('caseStudy')] })
}

export function getCaseStudySlugs() {
  return contentFetch({ query: caseStudySlugsQuery, tags: [typeTag('caseStudy')] })
}

export async function getCaseStudy(slug: string) {
  if (!(await isKnownSlug(getCaseStudySlugs(), slug))) return null
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

export async function getBlogPost(slug: string) {
  if (!(await isKnownSlug(getBlogPostSlugs(), slug))) return null
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

/** Every page with content: the footer, the hidden site index, /sitemap and sitemap.xml. */
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
    // A query per visitor's input: never a cache entry (the dataset is in memory locally, the
    // Content Lake answers it; the route's answers are kept briefly by CDNs).
    cache: false,
  })
}
