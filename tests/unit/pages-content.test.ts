/**
 * The queries and builders behind the pages, search and SEO, run on the seeded dataset through
 * groq-js (the embedded default's engine): what a page shows is what the CMS holds.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSeed, toNdjson } from '@/scripts/seed/build'
import { createLocalBackend } from '@/web/content/backends/local'
import type { ContentBackend } from '@/web/content/backends/types'
import {
  blogPostQuery,
  businessProfileQuery,
  landingPagesQuery,
  siteRedirectsQuery,
  searchQuery,
  serviceQuery,
  siteIndexQuery,
} from '@/web/content/queries'
import type {
  BlogPostQueryResult,
  BusinessProfileQueryResult,
  SiteRedirectsQueryResult,
  SearchQueryResult,
  ServiceQueryResult,
  SiteIndexQueryResult,
} from '@/web/content/sanity.types'
import { siteSections } from '@/web/components/seo/site-index'
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  businessJsonLd,
  faqJsonLd,
  serializeJsonLd,
  serviceJsonLd,
  websiteJsonLd,
} from '@/web/components/seo/structured-data'
import { parseCategoryIndex } from '@/web/components/services/category-filter'
import { imageUrl } from '@/web/content/image'
import { searchWords } from '@/web/lib/search'
import { aliasRedirect, buildAliasTable } from '@/web/redirects/aliases'
import { buildSiteRedirects } from '@/web/redirects/table'
import { pagePath } from '@/web/lib/routes'

const SITE = 'https://www.codehome.example'
let dir: string
let content: ContentBackend

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pages-'))
  const file = path.join(dir, 'dataset.ndjson')
  await writeFile(file, toNdjson(buildSeed().documents))
  content = createLocalBackend(file)
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const query = <R>(groq: string, params: Record<string, unknown> = {}) =>
  content.query<R>(groq, params, 'published')

const search = (text: string) => {
  const words = searchWords(text)
  return query<SearchQueryResult>(searchQuery, {
    terms: words.map((word) => `${word}*`),
    phrase: words.join(' '),
  })
}

describe('search', () => {
  it('reads words only, without GROQ match syntax', () => {
    expect(searchWords('  SEO* "audit" -- ÜX ')).toEqual(['seo', 'audit', 'üx'])
    expect(searchWords('')).toEqual([])
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8)
  })

  it('ranks the SEO service first for "SEO"', async () => {
    const results = await search('SEO')
    expect(results[0]).toMatchObject({ _type: 'service', slug: 'seo', title: 'SEO' })
    expect(results.map((r) => r.slug)).toContain('technical-seo-checklist')
    const scores = results.map((r) => r._score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
  })

  it('finds a post by a word of its body only', async () => {
    const hreflang = await search('hreflang')
    expect(hreflang.find((r) => r._type === 'blogPost')?.slug).toBe('technical-seo-checklist')
    const lighthouse = await search('lighthouse')
    expect(lighthouse.find((r) => r._type === 'blogPost')?.slug).toBe('core-web-vitals-guide')
  })

  it('finds case studies by technology and nothing for gibberish', async () => {
    const flutter = await search('Flutter')
    expect(flutter.some((r) => r._type === 'caseStudy')).toBe(true)
    expect(await search('qwxzv')).toEqual([])
  })
})

describe('structured data from the CMS', () => {
  it('describes the business with hours, founding year, clients, rating and five offices', async () => {
    const profile = await query<BusinessProfileQueryResult>(businessProfileQuery)
    const data = businessJsonLd({ settings: profile.settings!, offices: profile.offices }, SITE)
    expect(data).toMatchObject({
      '@type': 'ProfessionalService',
      name: 'Codehome',
      telephone: '+1 (212) 555-0142',
      email: 'hello@codehome.example',
      foundingDate: '2020',
      aggregateRating: { ratingValue: 4.9, reviewCount: 247 },
      openingHoursSpecification: [{ opens: '09:00', closes: '18:00' }],
      // The spec's "500+ clients" (issue 14, item 5).
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'Clients', value: '500+', minValue: 500 },
      ],
    })
    const hours = (data.openingHoursSpecification as { dayOfWeek: string[] }[])[0]!
    expect(hours.dayOfWeek).toHaveLength(5)
    const locations = data.location as { address: { addressLocality: string }; geo: object }[]
    expect(locations.map((l) => l.address.addressLocality)).toEqual([
      'New York',
      'London',
      'Karachi',
      'Doha',
      'Toronto',
    ])
    expect(locations[0]!.geo).toMatchObject({
      latitude: expect.closeTo(40.7, 0),
      longitude: expect.closeTo(-74, 0),
    })
  })

  it('gives the WebSite a search action to /search?q=', () => {
    const data = websiteJsonLd({ brandName: 'Codehome' }, SITE)
    expect(data.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: `${SITE}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    })
    expect(data.inLanguage).toBe('en')
    // The Arabic site: the same publisher, in Arabic, at /ar (the search page is English).
    const arabic = websiteJsonLd({ brandName: 'Codehome' }, SITE, 'ar')
    expect(arabic).toMatchObject({ url: `${SITE}/ar`, inLanguage: 'ar' })
    expect(arabic.publisher).toEqual(data.publisher)
    expect(arabic.potentialAction).toBeUndefined()
  })

  it('lists the three packages of a service as USD offers, monthly ones per month', async () => {
    const service = (await query<ServiceQueryResult>(serviceQuery, { slug: 'seo' }))!
    const data = serviceJsonLd(service, { brandName: 'Codehome' }, SITE)
    const offers = data.offers as {
      price: number
      priceCurrency: string
      priceSpecification: { unitCode?: string }
    }[]
    expect(offers.map((o) => o.price)).toEqual([399, 799, 1799])
    expect(offers.every((o) => o.priceCurrency === 'USD')).toBe(true)
    expect(offers.every((o) => o.priceSpecification.unitCode === 'MON')).toBe(true)
    expect(data.url).toBe(`${SITE}/services/seo`)

    const custom = (await query<ServiceQueryResult>(serviceQuery, { slug: 'analytics' }))!
    expect(serviceJsonLd(custom, { brandName: 'Codehome' }, SITE)).not.toHaveProperty('offers')

    const faq = faqJsonLd(service.faq!)
    expect((faq.mainEntity as unknown[]).length).toBe(service.faq!.length)
  })

  it('describes a post as a BlogPosting', async () => {
    const post = (await query<BlogPostQueryResult>(blogPostQuery, { slug: 'pwa-vs-native-app' }))!
    const data = blogPostingJsonLd(
      { ...post, imageUrl: post.image?.url },
      { brandName: 'Codehome' },
      SITE,
    )
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: post.publishedAt,
      url: `${SITE}/blogs/pwa-vs-native-app`,
      image: `${SITE}${post.image!.url}`,
    })
  })

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    const data = breadcrumbJsonLd(
      [
        { name: 'Home', url: '/' },
        { name: 'Services', url: '/services' },
      ],
      SITE,
    )
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Services', item: `${SITE}/services` },
    ])
  })

  it('cannot be closed early by content', () => {
    const html = serializeJsonLd(faqJsonLd([{ question: '</script><script>x', answer: 'a' }]))
    expect(html).not.toContain('</script>')
    expect(JSON.parse(html).mainEntity[0].name).toBe('</script><script>x')
  })
})

describe('routes from the CMS', () => {
  it('redirects service and case-study aliases, and /case-study/*, to the canonical pages', async () => {
    const { aliases: table } = buildSiteRedirects(
      await query<SiteRedirectsQueryResult>(siteRedirectsQuery),
    )
    const cases: [string, string | null][] = [
      ['/services/ppc-advertising', '/services/ppc'],
      ['/services/social-media-marketing', '/services/social-media'],
      ['/services/social', '/services/social-media'],
      ['/services/web', '/services/web-development'],
      ['/services/website-development', '/services/web-development'],
      ['/services/search-engine-optimization', '/services/seo'],
      ['/services/voice-overs', '/services/voice-over'],
      ['/services/seo', null],
      ['/services/no-such-service', null],
      ['/our-work/edu-learn-student-app', '/our-work/edulearn-student-app'],
      ['/our-work/edulearn-student-app', null],
      ['/case-study/edulearn-student-app', '/our-work/edulearn-student-app'],
      ['/case-study/social-sphere-networking', '/our-work/socialsphere-networking'],
      ['/case-study/financeflow-banking', '/our-work/financeflow-banking'],
      ['/case-study/no-such-study', null],
      ['/services/web/extra', null],
      ['/about', null],
    ]
    for (const [path, target] of cases) expect(aliasRedirect(path, table), path).toBe(target)
  })

  it('lets a canonical slug win over another document alias of the same name', () => {
    const table = buildAliasTable({
      services: [
        { slug: 'web', aliases: null },
        { slug: 'web-development', aliases: ['web', 'website'] },
      ],
      caseStudies: [],
    })
    expect(aliasRedirect('/services/web', table)).toBeNull()
    expect(aliasRedirect('/services/website', table)).toBe('/services/web-development')
  })

  it('names the landing pages after the brand slug', async () => {
    const { brandSlug, pages } = await query<{ brandSlug: string; pages: { slug: string }[] }>(
      landingPagesQuery,
    )
    expect(
      pages.map((page) => pagePath({ kind: 'landing', slug: page.slug }, brandSlug)).sort(),
    ).toEqual([
      '/codehome-digital-marketing',
      '/codehome-global-agency',
      '/codehome-web-development',
    ])
  })

  it('indexes every page once for /sitemap and sitemap.xml', async () => {
    const sections = siteSections(await query<SiteIndexQueryResult>(siteIndexQuery))
    const paths = sections.flatMap((section) => section.links.map((link) => link.path))
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths.filter((p) => p.startsWith('/services/'))).toHaveLength(24)
    expect(paths.filter((p) => p.startsWith('/our-work/'))).toHaveLength(12)
    expect(paths.filter((p) => p.startsWith('/blogs/'))).toHaveLength(5)
    expect(paths).toEqual(
      expect.arrayContaining(['/about', '/careers', '/privacy-policy', '/codehome-global-agency']),
    )
  })

  it('reads ?category= as 0..3 and anything else as all', () => {
    expect(parseCategoryIndex('2', 4)).toBe(2)
    expect(parseCategoryIndex('0', 4)).toBe(0)
    for (const value of ['4', '-1', '1.5', 'seo', '', null, undefined, ' 1']) {
      expect(parseCategoryIndex(value, 4)).toBeNull()
    }
  })
})

describe('image URLs', () => {
  it('serves local files as they are and asks Sanity for the width with the editor crop', () => {
    expect(
      imageUrl({ url: '/images/services/seo.svg', width: 1200, height: 675 }, { width: 640 }),
    ).toBe('/images/services/seo.svg')
    const url = imageUrl(
      {
        url: 'https://cdn.sanity.io/images/abc123/production/0123456789abcdef-1200x800.jpg',
        width: 1200,
        height: 800,
        crop: { top: 0.1, bottom: 0.1, left: 0, right: 0 },
      },
      { width: 640 },
    )!
    expect(url).toMatch(
      /^https:\/\/cdn\.sanity\.io\/images\/abc123\/production\/0123456789abcdef-1200x800\.jpg\?/,
    )
    expect(url).toContain('w=640')
    expect(url).toContain('rect=0,80,1200,640')
  })
})
