/**
 * Each language's address of a page (issue 44): the canonical in the page's language, `hreflang`
 * alternates only among published languages the page exists in, reciprocal, and sitemap.xml
 * listing every published language's pages with the same alternates. Arabic is published here
 * (a mock of the locale table), as it will be once its pages are done.
 */
import { describe, expect, it, vi } from 'vitest'

const state = vi.hoisted(() => ({ publishArabic: true }))

vi.mock('@/core/i18n/locales', async (importActual) => {
  const actual = await importActual<typeof import('@/core/i18n/locales')>()
  const table = () =>
    actual.localeTable(
      actual.LOCALES.map((entry) =>
        entry.code === 'ar' ? { ...entry, published: state.publishArabic } : entry,
      ),
    )
  return {
    ...actual,
    get locales() {
      return table()
    },
  }
})

vi.mock('@/core/i18n/routes', async (importActual) => {
  const actual = await importActual<typeof import('@/core/i18n/routes')>()
  const routes = ['/', '/services', '/services/:slug']
  return {
    ...actual,
    isTranslatedPath: (path: string) => actual.isTranslatedPath(path, routes),
  }
})

const index = (language: 'en' | 'ar') => ({
  brandSlug: 'codehome',
  pages: [],
  caseStudies: [],
  posts: [],
  categories: [
    {
      _id: 'c1',
      title: language === 'en' ? 'Marketing' : 'التسويق',
      services: [
        { title: 'SEO', slug: 'seo', _updatedAt: '2026-11-01T00:00:00Z' },
        // Written in English only: no Arabic page, no alternates.
        ...(language === 'en'
          ? [{ title: 'PPC', slug: 'ppc', _updatedAt: '2026-11-02T00:00:00Z' }]
          : []),
      ],
    },
  ],
})

vi.mock('@/web/content', () => ({
  getSiteIndex: async ({ locale }: { locale: 'en' | 'ar' }) => index(locale),
}))
vi.mock('@/web/env', () => ({ siteUrl: 'https://agency.example' }))

const { pageAlternates, pageMetadata } = await import('@/web/components/seo/metadata')
const { default: sitemap } = await import('@/app/sitemap')

describe('a page in each language', () => {
  it('has its canonical in its language and alternates among the languages it exists in', () => {
    expect(pageAlternates('/services/seo', 'ar')).toEqual({
      canonical: '/ar/services/seo',
      languages: { en: '/services/seo', ar: '/ar/services/seo', 'x-default': '/services/seo' },
    })
    // Reciprocal: the English page lists the same set.
    expect(pageAlternates('/services/seo', 'en').languages).toEqual(
      pageAlternates('/services/seo', 'ar').languages,
    )
    // A document without its translation, and a route with no pages in Arabic: canonical only.
    expect(pageAlternates('/services/ppc', 'en', ['en'])).toEqual({ canonical: '/services/ppc' })
    expect(pageAlternates('/search')).toEqual({ canonical: '/search' })
    const metadata = pageMetadata({ brandName: 'B', title: 'T', path: '/services', locale: 'ar' })
    expect(metadata.openGraph).toMatchObject({ url: '/ar/services', locale: 'ar_AR' })
  })

  it('has no alternates in a language not yet published', () => {
    state.publishArabic = false
    try {
      expect(pageAlternates('/services/seo', 'en')).toEqual({ canonical: '/services/seo' })
      expect(pageAlternates('/services/seo', 'ar')).toEqual({ canonical: '/ar/services/seo' })
    } finally {
      state.publishArabic = true
    }
  })
})

describe('sitemap.xml', () => {
  it('lists every published language with reciprocal alternates, a lone document alone', async () => {
    const entries = await sitemap()
    const byUrl = new Map(entries.map((entry) => [entry.url, entry]))
    const seo = {
      en: 'https://agency.example/services/seo',
      ar: 'https://agency.example/ar/services/seo',
      'x-default': 'https://agency.example/services/seo',
    }
    expect(byUrl.get('https://agency.example/services/seo')?.alternates?.languages).toEqual(seo)
    expect(byUrl.get('https://agency.example/ar/services/seo')?.alternates?.languages).toEqual(seo)
    expect(byUrl.get('https://agency.example/ar')?.alternates?.languages).toMatchObject({
      en: 'https://agency.example/',
    })
    expect(byUrl.get('https://agency.example/services/ppc')).toEqual({
      url: 'https://agency.example/services/ppc',
      lastModified: '2026-11-02T00:00:00Z',
    })
    expect(byUrl.has('https://agency.example/ar/services/ppc')).toBe(false)
    // Routes without Arabic pages are English only; the search page is not listed.
    expect(byUrl.has('https://agency.example/ar/contact')).toBe(false)
    expect(byUrl.has('https://agency.example/contact')).toBe(true)
    expect([...byUrl.keys()].some((url) => url.includes('/search'))).toBe(false)
  })
})
