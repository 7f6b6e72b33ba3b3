/**
 * Content in two languages (issue 44): every query of translated documents reads one language,
 * `$locale`, so an English page never shows an Arabic document and the other way round; cache
 * tags are per language, so publishing one language's document revalidates only its pages.
 * Run on the seeded dataset (English and Arabic) through groq-js, the embedded default's engine.
 */
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE, LOCALES } from '@/core/i18n/locales'
import { buildSeed } from '@/scripts/seed/build'
import { homePageQuery, pageQuery } from '@/web/blocks/page-content'
import { withLocale } from '@/web/content/backends/locale-param'
import { machineIndexQuery } from '@/web/content/machine-readable'
import { inLocale } from '@/web/content/projections'
import * as queries from '@/web/content/queries'
import { slugTag, tagsForChange, typeTag } from '@/web/content/tags'
import { MAIN_DOCUMENTS } from '@/web/preview/main-documents'

const dataset = buildSeed().documents
const ARABIC = /[\u0600-\u06FF]/

async function read(query: string, params: Record<string, unknown>) {
  return (await evaluate(parse(query, { params }), { dataset, params })).get()
}

/** Every query that reads translated documents, with the parameters a page passes. */
const READS: [string, string, Record<string, unknown>][] = [
  ['settings', queries.settingsQuery, {}],
  ['service catalogue', queries.serviceCatalogueQuery, {}],
  ['service slugs', queries.serviceSlugsQuery, {}],
  ['one service', queries.serviceQuery, { slug: 'seo' }],
  ['offices', queries.officesQuery, {}],
  ['calculator', queries.costCalculatorQuery, {}],
  ['case studies', queries.caseStudyListQuery, {}],
  ['case study slugs', queries.caseStudySlugsQuery, {}],
  ['one case study', queries.caseStudyQuery, { slug: 'financeflow-banking' }],
  ['posts', queries.blogPostListQuery, {}],
  ['post slugs', queries.blogPostSlugsQuery, {}],
  ['one post', queries.blogPostQuery, { slug: 'technical-seo-checklist' }],
  ['landing pages', queries.landingPagesQuery, {}],
  ['page routes', queries.pageRoutesQuery, {}],
  ['site index', queries.siteIndexQuery, {}],
  ['business profile', queries.businessProfileQuery, {}],
  ['search', queries.searchQuery, { terms: ['seo*'], phrase: 'seo' }],
  ['home page', homePageQuery, {}],
  ['one page', pageQuery, { slug: 'about' }],
  ['machine index', machineIndexQuery, {}],
]

describe('a read in one language', () => {
  it('the language filter names the default language', () => {
    expect(inLocale).toBe(`coalesce(language, "${DEFAULT_LOCALE}") == $locale`)
  })

  it.each(READS)(
    '%s: English reads carry no Arabic, Arabic reads are in Arabic',
    async (_, query, params) => {
      const english = JSON.stringify(await read(query, { ...params, locale: 'en' }))
      const arabic = JSON.stringify(await read(query, { ...params, locale: 'ar' }))
      expect(english).not.toMatch(ARABIC)
      expect(english).not.toContain('__i18n_')
      expect(arabic).not.toBe('null')
      expect(arabic).not.toBe('[]')
      // Slug lists are the same in both languages; everything with words is in Arabic.
      if (!/slugs|page routes/.test(_)) expect(arabic).toMatch(ARABIC)
    },
  )

  it('the two languages have the same catalogue: 4 categories, 24 services, their prices', async () => {
    const [en, ar] = await Promise.all(
      ['en', 'ar'].map(async (locale) => read(queries.serviceCatalogueQuery, { locale })),
    )
    const shape = (
      catalogue: { slug: string; services: { slug: string; priceFrom: number | null }[] }[],
    ) =>
      catalogue.map((category) => [
        category.slug,
        category.services.map((s) => [s.slug, s.priceFrom]),
      ])
    expect(shape(ar)).toEqual(shape(en))
    expect(en.flatMap((category: { services: unknown[] }) => category.services)).toHaveLength(24)
  })

  it('a document saved before the site had languages (no `language`) is English', async () => {
    const legacy = dataset.map((doc) => {
      if (doc._id !== 'service-seo') return doc
      const { language: _, ...rest } = doc
      return rest
    })
    const params = { slug: 'seo', locale: 'en' }
    const value = await evaluate(parse(queries.serviceQuery, { params }), {
      dataset: legacy,
      params,
    })
    expect(((await value.get()) as { _id: string })._id).toBe('service-seo')
  })

  it('a read that names no language reads English', () => {
    expect(withLocale(queries.serviceQuery, { slug: 'seo' })).toEqual({ slug: 'seo', locale: 'en' })
    expect(withLocale(queries.serviceQuery, { slug: 'seo', locale: 'ar' })).toEqual({
      slug: 'seo',
      locale: 'ar',
    })
    // A query of untranslated documents gets no parameter it does not use.
    expect(withLocale(queries.siteRedirectsQuery, {})).toEqual({})
  })
})

describe('cache tags per language', () => {
  it('English keeps the tags it had; another language carries its code', () => {
    expect(typeTag('service')).toBe('sanity:service')
    expect(slugTag('service', 'seo')).toBe('sanity:service:seo')
    expect(typeTag('service', 'ar')).toBe('sanity:ar:service')
    expect(slugTag('service', 'seo', 'ar')).toBe('sanity:ar:service:seo')
  })

  it("publishing a document revalidates its own language's pages only", () => {
    expect(tagsForChange({ _type: 'service', slug: 'seo', language: 'ar' })).toEqual([
      'sanity:ar:service',
      'sanity:ar:service:seo',
    ])
    expect(tagsForChange({ _type: 'service', slug: 'seo', language: 'en' })).toEqual([
      'sanity:service',
      'sanity:service:seo',
    ])
    // Saved before the site had languages: English.
    expect(tagsForChange({ _type: 'service', slug: 'seo' })).toEqual([
      'sanity:service',
      'sanity:service:seo',
    ])
    // A language the site does not have shows on no page.
    expect(tagsForChange({ _type: 'service', slug: 'seo', language: 'fr' })).toEqual([])
    // An image asset may show on any page, in any language.
    const all = tagsForChange({ _type: 'sanity.imageAsset' })
    expect(all).toContain('sanity:service')
    expect(all).toContain('sanity:ar:service')
    expect(all).toHaveLength(11 * LOCALES.length)
  })
})

describe('the document a page is about, per language', () => {
  function match(route: string, path: string) {
    const [r, p] = [route.split('/').slice(1), path.split('/').slice(1)]
    if (r.length !== p.length) return null
    const params: Record<string, string> = {}
    for (const [i, part] of r.entries()) {
      if (part.startsWith(':')) params[part.slice(1)] = p[i]!
      else if (part !== p[i]) return null
    }
    return params
  }
  async function mainDocument(path: string) {
    for (const { route, filter } of MAIN_DOCUMENTS) {
      const params = match(route, path)
      if (params) return read(`*[${filter}][0]._id`, params)
    }
    return null
  }

  it.each([
    ['/', 'homePage'],
    ['/ar', 'homePage__i18n_ar'],
    ['/services/seo', 'service-seo'],
    ['/ar/services/seo', 'service-seo__i18n_ar'],
    ['/ar/our-work/financeflow-banking', 'caseStudy-financeflow-banking__i18n_ar'],
    ['/ar/blogs/technical-seo-checklist', 'blogPost-technical-seo-checklist__i18n_ar'],
    ['/ar/about', 'page-about__i18n_ar'],
    ['/ar/codehome-web-development', 'page-web-development__i18n_ar'],
  ])('%s is %s', async (path, id) => {
    expect(await mainDocument(path)).toBe(id)
  })
})
