import 'server-only'
/**
 * Named data functions: what pages call. Each runs one query through contentFetch with the tags of
 * every document type it reads.
 */
import { contentFetch } from './fetch'
import {
  calculatorPricesQuery,
  careerPositionsQuery,
  leadFormOptionsQuery,
  subscriberClaimQuery,
  serviceCatalogueQuery,
  serviceQuery,
  serviceRouteQuery,
  serviceSlugsQuery,
  settingsQuery,
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

// Leads: the forms and the lead function (issue 5).

export async function getCalculatorPrices() {
  const items = await contentFetch({
    query: calculatorPricesQuery,
    tags: [typeTag('calculatorItem')],
  })
  return items.flatMap((item) =>
    item.name && typeof item.price === 'number' ? [{ name: item.name, price: item.price }] : [],
  )
}

export async function getLeadFormOptions() {
  const options = await contentFetch({
    query: leadFormOptionsQuery,
    tags: [typeTag('calculatorSettings')],
  })
  const clean = (list: { value: string | null; label: string | null }[] | null | undefined) =>
    (list ?? []).flatMap((o) => (o.value && o.label ? [{ value: o.value, label: o.label }] : []))
  return {
    budgetOptions: clean(options?.budgetOptions),
    timelineOptions: clean(options?.timelineOptions),
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
