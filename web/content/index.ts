import 'server-only'
/**
 * Named data functions: what pages call. Each runs one query through contentFetch with the tags of
 * every document type it reads.
 */
import { contentFetch } from './fetch'
import {
  careerPositionsQuery,
  costCalculatorQuery,
  officesQuery,
  serviceCatalogueQuery,
  serviceQuery,
  serviceRouteQuery,
  serviceSlugsQuery,
  settingsQuery,
  siteIndexQuery,
  subscriberClaimQuery,
} from './queries'
import { slugTag, typeTag } from './tags'

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
export function getCostCalculator() {
  return contentFetch({
    query: costCalculatorQuery,
    tags: [typeTag('calculatorItem'), typeTag('calculatorSettings')],
  })
}

export function getSiteIndex() {
  return contentFetch({
    query: siteIndexQuery,
    tags: [typeTag('caseStudy'), typeTag('blogPost'), typeTag('page')],
  })
}

// --- Leads: the forms and the lead function ---

/** The calculator services and prices: the lead function recomputes a quote's total from them. */
export async function getCalculatorPrices() {
  const { items } = await getCostCalculator()
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

export async function getCareerPositions() {
  const positions = await contentFetch({ query: careerPositionsQuery, tags: [typeTag('page')] })
  return (positions ?? []).flatMap((p) =>
    p.title
      ? [
          {
            key: p._key,
            title: p.title,
            location: p.location ?? '',
            employmentType: p.employmentType ?? '',
          },
        ]
      : [],
  )
}

export function getSubscriberClaim() {
  return contentFetch({ query: subscriberClaimQuery, tags: [typeTag('homePage')] })
}
