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

// --- Site shell: header, footer, offices, cost calculator (issue 3) ---
// (Imported here rather than at the top so that parallel branches append without conflicts.)
import { costCalculatorQuery, officesQuery, siteIndexQuery } from './queries'

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
