/**
 * The Presentation tool's map between documents and pages: each document type's locations, and
 * the main document of each route, evaluated with GROQ over the seeded dataset.
 */
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { buildSeed } from '@/scripts/seed/build'
import {
  documentLocations,
  LOCATED_TYPES,
  LOCATION_QUERY,
  type LocationData,
  MAIN_DOCUMENTS,
} from '@/studio/locations'
import type { LocalDocument } from '@/web/content/backends/local'

const documents = buildSeed().documents as LocalDocument[]

async function groq<R>(query: string, params: Record<string, unknown>): Promise<R> {
  const value = await evaluate(parse(query, { params }), { dataset: documents, params })
  return (await value.get()) as R
}

/** The locations the Studio would list beside a seeded document, by its id. */
async function hrefsOf(id: string) {
  const data = await groq<LocationData>(LOCATION_QUERY, { id })
  return documentLocations(data)?.locations?.map((location) => location.href)
}

describe('document locations', () => {
  it('cover every content type the site shows', async () => {
    for (const type of LOCATED_TYPES) {
      const doc = documents.find((d) => d._type === type)
      expect(doc, type).toBeDefined()
      expect(
        documentLocations({ doc: { _type: type, slug: 'x', title: 'X' }, brandSlug: 'b' }),
      ).not.toBeNull()
    }
  })

  it.each([
    ['service-seo', ['/services/seo', '/services', '/']],
    ['service-web-development', ['/services/web-development', '/services', '/']],
    ['caseStudy-financeflow-banking', ['/our-work/financeflow-banking', '/our-work', '/']],
    ['page-about', ['/about']],
    ['page-privacy-policy', ['/privacy-policy']],
    ['page-global-agency', ['/codehome-global-agency']],
    ['homePage', ['/']],
    ['siteSettings', ['/', '/contact', '/services']],
    ['calculatorSettings', ['/']],
  ])('%s → %j', async (id, hrefs) => {
    expect(await hrefsOf(id)).toEqual(hrefs)
  })

  it('locate every seeded document of a shown type', async () => {
    for (const doc of documents.filter((d) =>
      (LOCATED_TYPES as readonly string[]).includes(d._type),
    )) {
      const hrefs = await hrefsOf(doc._id)
      expect(hrefs?.length, doc._id).toBeGreaterThan(0)
      for (const href of hrefs ?? []) expect(href, doc._id).toMatch(/^\/[a-z0-9/-]*$/)
    }
  })

  it('put posts, testimonials, offices and calculator items on the pages that show them', () => {
    const locate = (doc: LocationData['doc']) =>
      documentLocations({ doc, brandSlug: 'codehome' })?.locations?.map((l) => l.href)
    expect(locate({ _type: 'blogPost', title: 'A post', slug: 'a-post' })).toEqual([
      '/blogs/a-post',
      '/blogs',
    ])
    expect(locate({ _type: 'testimonial' })).toEqual(['/'])
    expect(locate({ _type: 'office' })).toEqual(['/contact', '/'])
    expect(locate({ _type: 'calculatorItem' })).toEqual(['/'])
    expect(locate({ _type: 'serviceCategory', title: 'Marketing' })).toEqual(['/services', '/'])
    // A document in Arabic is on the Arabic pages.
    expect(locate({ _type: 'service', title: 'SEO', slug: 'seo', language: 'ar' })).toEqual([
      '/ar/services/seo',
      '/ar/services',
      '/ar',
    ])
    expect(locate({ _type: 'office', language: 'ar' })).toEqual(['/ar/contact', '/ar'])
    expect(locate({ _type: 'service', title: 'SEO', slug: 'seo', language: 'en' })).toEqual([
      '/services/seo',
      '/services',
      '/',
    ])
  })

  it('name each page after its document, and explain what is missing', () => {
    const service = documentLocations({
      doc: { _type: 'service', title: 'SEO', slug: 'seo' },
      brandSlug: 'codehome',
    })
    expect(service?.locations?.[0]).toEqual({ title: 'SEO', href: '/services/seo' })
    expect(documentLocations({ doc: { _type: 'service', title: 'New' } })?.message).toMatch(/slug/)
    expect(
      documentLocations({ doc: { _type: 'page', kind: 'landing', slug: 'x' }, brandSlug: null })
        ?.message,
    ).toMatch(/brand slug/)
    expect(documentLocations({ doc: null })).toBeNull()
    expect(documentLocations({ doc: { _type: 'sanity.imageAsset' } })).toBeNull()
  })
})

/** The params of `route` ('/services/:slug') for `path`, or null when it does not match. */
function matchRoute(route: string, path: string): Record<string, string> | null {
  const routeParts = route.split('/').filter(Boolean)
  const pathParts = path.split('/').filter(Boolean)
  if (routeParts.length !== pathParts.length) return null
  const params: Record<string, string> = {}
  for (const [index, part] of routeParts.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = pathParts[index]!
    else if (part !== pathParts[index]) return null
  }
  return params
}

async function mainDocumentOf(path: string) {
  for (const { route, filter } of MAIN_DOCUMENTS) {
    const params = matchRoute(route, path)
    if (params) return groq<string | null>(`*[${filter}][0]._id`, params)
  }
  return null
}

describe('main documents', () => {
  it.each([
    ['/', 'homePage'],
    ['/services/seo', 'service-seo'],
    ['/our-work/financeflow-banking', 'caseStudy-financeflow-banking'],
    ['/blogs/technical-seo-checklist', 'blogPost-technical-seo-checklist'],
    ['/about', 'page-about'],
    ['/terms-of-service', 'page-terms-of-service'],
    ['/codehome-web-development', 'page-web-development'],
  ])('%s opens %s', async (path, id) => {
    expect(await mainDocumentOf(path)).toBe(id)
  })

  it.each(['/services', '/services/no-such-service', '/web-development', '/our-work'])(
    '%s has none',
    async (path) => {
      expect(await mainDocumentOf(path)).toBeNull()
    },
  )
})
