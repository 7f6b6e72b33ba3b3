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
