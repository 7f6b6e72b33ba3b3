import 'server-only'
/**
 * Named data functions: what pages call. Each runs one query through contentFetch with the tags of
 * every document type it reads.
 *
 * Every read is of the published content unless it passes `{ preview: true }`: only a page
 * rendering for an editor in draft mode asks for that. Whatever leaves the page — order and quote
 * prices, e-mails, structured data, sitemaps, share images, search answers — reads published.
 */
import { contentFetch } from './fetch'
import {
  costCalculatorQuery,
  firstTestimonialQuery,
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
  pageRoutesQuery,
  searchQuery,
  siteIndexQuery,
} from './queries'
import { slugTag, typeTag } from './tags'
import { DEFAULT_LOCALE, type Locale } from '../../core/i18n/locales.ts'
import { searchWords } from '@/web/lib/search'

/**
 * `preview: true`: a page rendering for someone in draft mode shows drafts (see contentFetch).
 * `page`: the path of the page whose own document is read, for a client's preview link to it.
 */
export interface ReadOptions {
  preview?: boolean
  page?: string
  /** The language read (core/i18n/locales.ts); English by default. */
  locale?: Locale
}

export async function getSettings({ preview, locale = DEFAULT_LOCALE }: ReadOptions = {}) {
  const settings = await contentFetch({
    query: settingsQuery,
    tags: [typeTag('siteSettings', locale)],
    preview,
    locale,
  })
  if (!settings) throw new Error('The siteSettings document is missing: run "npm run seed".')
  return settings
}

export type Settings = Awaited<ReturnType<typeof getSettings>>

export function getServiceCatalogue({ preview, locale = DEFAULT_LOCALE }: ReadOptions = {}) {
  return contentFetch({
    query: serviceCatalogueQuery,
    tags: [typeTag('serviceCategory', locale), typeTag('service', locale)],
    preview,
    locale,
  })
}

export function getServiceSlugs({ preview, page, locale = DEFAULT_LOCALE }: ReadOptions = {}) {
  return contentFetch({
    query: serviceSlugsQuery,
    tags: [typeTag('service', locale)],
    preview,
    page,
    locale,
  })
}

/**
 * Whether `slug` is one of the published slugs in `list`. By-slug lookups ask this first, so an
 * unknown slug is answered from the (one, cached) list instead of leaving a cache entry of its
 * own: a probe of random paths must not grow the cache (or the disk under it).
 */
async function isKnownSlug(list: Promise<{ slug: string | null }[]>, slug: string) {
  return (await list).some((item) => item.slug === slug)
}

export async function getService(
  slug: string,
  { preview, page, locale = DEFAULT_LOCALE }: ReadOptions = {},
) {
  if (!(await isKnownSlug(getServiceSlugs({ preview, page, locale }), slug))) return null
  return contentFetch({
    query: serviceQuery,
    params: { slug },
    tags: [
      typeTag('service', locale),
      slugTag('service', slug, locale),
      typeTag('serviceCategory', locale),
    ],
    preview,
    page,
    locale,
  })
}

// --- Site shell: header, footer, offices, cost calculator ---

/** The offices with a drawable position: coordinates are [longitude, latitude]. */
export async function getOffices({ preview, locale = DEFAULT_LOCALE }: ReadOptions = {}) {
  const offices = await contentFetch({
    query: officesQuery,
    tags: [typeTag('office', locale)],
    preview,
    locale,
  })
  return offices.flatMap(({ coordinates: [lng, lat], ...office }) =>
    typeof lng === 'number' && typeof lat === 'number'
      ? [{ ...office, coordinates: [lng, lat] as [number, number] }]
      : [],
  )
}

export type Office = Awaited<ReturnType<typeof getOffices>>[number]

/** The calculator's services and prices, its note, and the budget and timeline options. */
export function getCostCalculator({ preview, locale = DEFAULT_LOCALE }: ReadOptions = {}) {
  return contentFetch({
    query: costCalculatorQuery,
    tags: [typeTag('calculatorItem', locale), typeTag('calculatorSettings', locale)],
    preview,
    locale,
  })
}

// --- Leads: the forms and the lead function ---

/**
 * The published calculator services and prices: the lead function recomputes a quote's total
 * from them (never from drafts, even when an editor in draft mode sends the form).
 */
export async function getCalculatorPrices({ locale = DEFAULT_LOCALE }: { locale?: Locale } = {}) {
  const { items } = await getCostCalculator({ locale })
  return items.flatMap((item) =>
    item.name && typeof item.price === 'number' ? [{ name: item.name, price: item.price }] : [],
  )
}

/** The budget and timeline choices of the forms: the calculator's options. */
export async function getLeadFormOptions({ preview, locale = DEFAULT_LOCALE }: ReadOptions = {}) {
  const { settings } = await getCostCalculator({ preview, locale })
  const clean = (list: { value: string | null; label: string | null }[] | null | undefined) =>
    (list ?? []).flatMap((o) => (o.value && o.label ? [{ value: o.value, label: o.label }] : []))
  return {
    budgetOptions: clean(settings?.budgetOptions),
    timelineOptions: clean(settings?.timelineOptions),
  }
}

// ---------------------------------------------------------------------------------------------
// Pages, search and SEO
// ---------------------------------------------------------------------------------------------

export function getFirstTestimonial({ preview, locale = DEFAULT_LOCALE }: ReadOptions = {}) {
  return contentFetch({
    query: firstTestimonialQuery,
    tags: [typeTag('testimonial', locale)],
    preview,
    locale,
  })
}

export function getCaseStudies({ preview, locale = DEFAULT_LOCALE }: ReadOptions = {}) {
  return contentFetch({
    query: caseStudyListQuery,
    tags: [typeTag('caseStudy', locale)],
    preview,
    locale,
  })
}

export function getCaseStudySlugs({ preview, page, locale = DEFAULT_LOCALE }: ReadOptions = {}) {
  return contentFetch({
    query: caseStudySlugsQuery,
    tags: [typeTag('caseStudy', locale)],
    preview,
    page,
    locale,
  })
}

export async function getCaseStudy(
  slug: string,
  { preview, page, locale = DEFAULT_LOCALE }: ReadOptions = {},
) {
  if (!(await isKnownSlug(getCaseStudySlugs({ preview, page, locale }), slug))) return null
  return contentFetch({
    query: caseStudyQuery,
    params: { slug },
    tags: [typeTag('caseStudy', locale), slugTag('caseStudy', slug, locale)],
    preview,
    page,
    locale,
  })
}

export function getBlogPosts({ preview, locale = DEFAULT_LOCALE }: ReadOptions = {}) {
  return contentFetch({
    query: blogPostListQuery,
    tags: [typeTag('blogPost', locale)],
    preview,
    locale,
  })
}

export function getBlogPostSlugs({ preview, page, locale = DEFAULT_LOCALE }: ReadOptions = {}) {
  return contentFetch({
    query: blogPostSlugsQuery,
    tags: [typeTag('blogPost', locale)],
    preview,
    page,
    locale,
  })
}

export async function getBlogPost(
  slug: string,
  { preview, page, locale = DEFAULT_LOCALE }: ReadOptions = {},
) {
  if (!(await isKnownSlug(getBlogPostSlugs({ preview, page, locale }), slug))) return null
  return contentFetch({
    query: blogPostQuery,
    params: { slug },
    tags: [typeTag('blogPost', locale), slugTag('blogPost', slug, locale)],
    preview,
    page,
    locale,
  })
}

/** The agency landing pages with the brand slug that starts their paths. */
export function getLandingPages({ preview, locale = DEFAULT_LOCALE }: ReadOptions = {}) {
  return contentFetch({
    query: landingPagesQuery,
    tags: [typeTag('page', locale), typeTag('siteSettings', locale)],
    preview,
    locale,
  })
}

/** Every page's kind and slug with the brand slug: the paths of the one-segment route. */
export function getPageRoutes({ preview, page, locale = DEFAULT_LOCALE }: ReadOptions = {}) {
  return contentFetch({
    query: pageRoutesQuery,
    tags: [typeTag('page', locale), typeTag('siteSettings', locale)],
    preview,
    page,
    locale,
  })
}

/** Every page with content: the footer, the hidden site index, /sitemap and sitemap.xml. */
export function getSiteIndex({ preview, locale = DEFAULT_LOCALE }: ReadOptions = {}) {
  return contentFetch({
    query: siteIndexQuery,
    preview,
    locale,
    tags: [
      typeTag('siteSettings', locale),
      typeTag('serviceCategory', locale),
      typeTag('service', locale),
      typeTag('caseStudy', locale),
      typeTag('blogPost', locale),
      typeTag('page', locale),
    ],
  })
}

/** The business as structured data describes it: claims from the settings and the offices. */
export function getBusinessProfile({ locale = DEFAULT_LOCALE }: { locale?: Locale } = {}) {
  return contentFetch({
    query: businessProfileQuery,
    tags: [typeTag('siteSettings', locale), typeTag('office', locale)],
    locale,
  })
}

export type SearchResult = Awaited<ReturnType<typeof searchContent>>[number]

/**
 * Services, case studies and posts matching `text`, best first. Each word becomes a prefix
 * pattern ("hreflang" finds "hreflang", "seo" finds "SEO-friendly"); an empty query finds nothing.
 * Published only: the answer is kept by shared caches, whoever asked.
 */
export async function searchContent(text: string, locale: Locale = DEFAULT_LOCALE) {
  const words = searchWords(text)
  if (words.length === 0) return []
  return contentFetch({
    query: searchQuery,
    params: { terms: words.map((word) => `${word}*`), phrase: words.join(' ') },
    tags: [
      typeTag('service', locale),
      typeTag('serviceCategory', locale),
      typeTag('caseStudy', locale),
      typeTag('blogPost', locale),
    ],
    // A query per visitor's input: never a cache entry (the dataset is in memory locally, the
    // Content Lake answers it; the route's answers are kept briefly by CDNs).
    cache: false,
    locale,
  })
}
