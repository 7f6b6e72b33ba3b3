/**
 * The services' pages in Arabic (issue 44): /ar/services/{slug} is the service's Arabic document
 * with the words the page writes itself in Arabic (messages/ar/service.json), prices in US dollars
 * as in English in a left-to-right run, its structured data at its Arabic address; a service
 * with no Arabic document answers 404 there. The catalogue of /ar/services writes its counts,
 * custom pricing, billing and category tabs in Arabic, and its tabs lead to /ar/services. The
 * English pages keep their English words, without a left-to-right attribute.
 *
 * The content is the seed's (the Arabic of one service left out), read through groq-js.
 */
import { readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createElement, type ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Locale } from '@/core/i18n/locales'
import { buildSeed, toNdjson } from '@/scripts/seed/build'
import { createLocalBackend } from '@/web/content/backends/local'
import type { ContentBackend } from '@/web/content/backends/types'
import { escaped, render } from '../helpers/markup'

/** The service whose Arabic document this dataset leaves out. */
const UNTRANSLATED = 'voice-over'

let dir: string
let content: ContentBackend

vi.mock('@/web/content/fetch', () => ({
  contentFetch: (options: { query: string; params?: object; locale?: string }) =>
    content.query(
      options.query,
      options.query.includes('$locale')
        ? { ...options.params, locale: options.locale ?? 'en' }
        : (options.params ?? {}),
      'published',
    ),
}))

// The category filter reads the query in the browser; outside the App Router there is none.
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useSearchParams: () => new URLSearchParams(),
}))

// What the page asks its metadata for: the languages it names (hreflang) show only once Arabic
// is published, so the test reads them from the call.
vi.mock('@/web/components/seo/metadata', async (original) => {
  const actual = await original<typeof import('@/web/components/seo/metadata')>()
  return { ...actual, pageMetadata: vi.fn(actual.pageMetadata) }
})

const { pageMetadata } = await import('@/web/components/seo/metadata')
const { servicePage } = await import('@/web/pages/service')
const { getServiceCatalogue } = await import('@/web/content')
const { ServiceCatalogue } = await import('@/web/components/services/service-catalogue')
const { rangeBilling } = await import('@/web/components/services/range-billing')
const { billingWords, serviceCountWord } = await import('@/web/components/services/service-text')

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'arabic-services-'))
  const file = path.join(dir, 'dataset.ndjson')
  const documents = buildSeed().documents.filter(
    (document) =>
      !(
        document._type === 'service' &&
        document.language === 'ar' &&
        (document.slug as { current: string }).current === UNTRANSLATED
      ),
  )
  await writeFile(file, toNdjson(documents))
  content = createLocalBackend(file)
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const params = (slug: string) => ({ params: Promise.resolve({ slug }) })

/** The page's HTML, async server components and all. */
async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node)
  return new Response(prelude).text()
}

const pageHtml = async (locale: Locale, slug: string) =>
  html(await servicePage(locale).Page(params(slug)))

/** The words the service page writes itself in each language (the SEO service: monthly packages). */
const WORDS = {
  en: [
    'Schedule a Call',
    'View packages',
    'Packages from',
    '/month',
    'Overview',
    'What you get',
    'Pricing',
    'SEO packages',
    'Most popular',
    'Get started',
    'Frequently asked questions',
    'More in ',
    'Ready to get started with SEO?',
  ],
  ar: [
    'احجز مكالمة',
    'اطّلع على الباقات',
    'أسعار الباقات',
    'شهريًا',
    'نظرة عامة',
    'ما الذي ستحصل عليه',
    'الأسعار',
    'باقات تحسين محركات البحث (SEO)',
    'الأكثر طلبًا',
    'ابدأ الآن',
    'الأسئلة الشائعة',
    'المزيد من خدمات ',
    'جاهز للبدء بخدمة تحسين محركات البحث (SEO)؟',
  ],
}

describe('a service page in Arabic', () => {
  it('prerenders the Arabic services, and not a service without an Arabic document', async () => {
    const arabic = (await servicePage('ar').generateStaticParams()).map(({ slug }) => slug)
    const english = (await servicePage('en').generateStaticParams()).map(({ slug }) => slug)
    expect(arabic).toContain('seo')
    expect(arabic).not.toContain(UNTRANSLATED)
    expect(english).toContain(UNTRANSLATED)
    expect(arabic).toHaveLength(english.length - 1)
  })

  it('answers 404 for an English service not translated, and for an unknown slug', async () => {
    for (const slug of [UNTRANSLATED, 'no-such-service']) {
      await expect(servicePage('ar').Page(params(slug))).rejects.toMatchObject({
        digest: expect.stringContaining('404'),
      })
      expect(await servicePage('ar').generateMetadata(params(slug))).toEqual({})
    }
    expect(await pageHtml('en', UNTRANSLATED)).toContain('Voice')
  })

  it('is titled by the Arabic document, at the Arabic address', async () => {
    const metadata = await servicePage('ar').generateMetadata(params('seo'))
    expect(String((metadata.title as { absolute: string }).absolute)).toContain(
      'تحسين محركات البحث',
    )
    expect(metadata.alternates?.canonical).toBe('/ar/services/seo')
    expect(metadata.openGraph).toMatchObject({ url: '/ar/services/seo', locale: 'ar_AR' })
    const english = await servicePage('en').generateMetadata(params('seo'))
    expect(english.alternates?.canonical).toBe('/services/seo')
  })

  it('names the languages the service exists in for its alternates', async () => {
    const languagesOf = async (locale: Locale, slug: string) => {
      vi.mocked(pageMetadata).mockClear()
      await servicePage(locale).generateMetadata(params(slug))
      return vi.mocked(pageMetadata).mock.calls[0]?.[0].languages
    }
    expect(await languagesOf('ar', 'seo')).toEqual(['en', 'ar'])
    expect(await languagesOf('en', 'seo')).toEqual(['en', 'ar'])
    expect(await languagesOf('en', UNTRANSLATED)).toEqual(['en'])
  })

  it('writes its own words in Arabic, none of the English ones, each price in a left-to-right run', async () => {
    const page = await pageHtml('ar', 'seo')
    for (const word of WORDS.ar) expect(page).toContain(escaped(word))
    for (const word of WORDS.en) expect(page).not.toContain(`>${escaped(word)}<`)
    expect(page).not.toMatch(/\/month|one-time|Most popular|Get started|Packages from/)
    // Every dollar amount the page shows is in a run marked left to right.
    const prices = [...page.matchAll(/<(?:span|bdi)[^>]*>(\$[\d,]+)<\/(?:span|bdi)>/g)]
    expect(prices.length).toBeGreaterThanOrEqual(5)
    for (const [span] of prices) expect(span).toContain('dir="ltr"')
    // A range reads the page's way, its lowest price first (at the right): each price its own
    // run, never the whole range in one (which put the highest first for an Arabic reader).
    expect(page).toContain('<bdi dir="ltr">$399</bdi> – <bdi dir="ltr">$1,799</bdi>')
    expect(page).not.toMatch(/dir="ltr"[^>]*>\$[\d,]+ – /)
  })

  it('says custom pricing in Arabic for a service without packages', async () => {
    const page = await pageHtml('ar', 'analytics')
    for (const word of [
      'احجز استشارة',
      'تسعير مخصص يُحدَّد وفق أهدافك.',
      'تسعير مصمّم لاحتياجاتك',
      'نصمّم كل مشروع في مجال ',
      'أسعار التحليلات والتقارير',
    ]) {
      expect(page).toContain(escaped(word))
    }
    expect(page).not.toMatch(/Pricing is custom|Book Consultation|engagement is scoped/)
  })

  it('describes the Arabic service at its Arabic address in its structured data', async () => {
    const page = await pageHtml('ar', 'seo')
    const data = [
      ...page.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g),
    ].map(([, json]) => JSON.parse(json!) as Record<string, unknown>)
    const service = data.find((item) => item['@type'] === 'Service')!
    expect(service.name).toBe('تحسين محركات البحث (SEO)')
    expect(service.url).toMatch(/\/ar\/services\/seo$/)
    expect(service['@id']).toMatch(/\/ar\/services\/seo#service$/)
    for (const offer of service.offers as { url: string; priceCurrency: string }[]) {
      expect(offer.url).toBe(service.url)
      expect(offer.priceCurrency).toBe('USD')
    }
    const faq = data.find((item) => item['@type'] === 'FAQPage')!
    expect(faq.inLanguage).toBe('ar')
  })
})

describe('a service page in English', () => {
  it('keeps its English words, no left-to-right attribute, its data at the English address', async () => {
    const page = await pageHtml('en', 'seo')
    for (const word of WORDS.en) expect(page).toContain(escaped(word))
    expect(page).not.toContain('dir="ltr"')
    expect(page).not.toMatch(/[\u0600-\u06FF]/)
    expect(page).toMatch(/"url":"[^"]*\/services\/seo"/)
    expect(page).not.toContain('inLanguage')
  })
})

describe('the service catalogue (/services, /ar/services)', () => {
  const catalogue = async (locale: Locale) =>
    render(ServiceCatalogue, {
      categories: await getServiceCatalogue({ locale }),
      locale,
    })

  it('in Arabic: tabs, counts, custom pricing and billing in Arabic, tabs leading to /ar/services', async () => {
    const markup = await catalogue('ar')
    for (const word of ['فئات الخدمات', 'جميع الخدمات', 'تسعير مخصص', 'شهريًا', 'خدمات']) {
      expect(markup).toContain(escaped(word))
    }
    expect(markup).toContain('href="/ar/services"')
    expect(markup).toContain('href="/ar/services?category=1"')
    expect(markup).not.toMatch(/Service categories|All services|Custom pricing|\/month|>services</)
    expect(markup).toMatch(/<bdi dir="ltr">\$[\d,]+<\/bdi> – <bdi dir="ltr">\$[\d,]+<\/bdi>/)
  })

  it('in English: as before', async () => {
    const markup = await catalogue('en')
    for (const word of ['Service categories', 'All services', 'Custom pricing', '/month']) {
      expect(markup).toContain(escaped(word))
    }
    expect(markup).toContain('href="/services?category=1"')
    expect(markup).toMatch(/\d+ services</)
    expect(markup).not.toContain('dir="ltr"')
  })

  it("draws each card's corner arrow in slate-500, visible on white, in both languages", async () => {
    for (const locale of ['en', 'ar'] as const) {
      const markup = await catalogue(locale)
      expect(markup).toMatch(/<svg [^>]*class="[^"]*\bservice-card-arrow\b/)
      expect(markup).not.toContain('text-slate-300')
    }
    // The cards' classes are written once, in the site's sheet.
    const sheet = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8')
    expect(sheet).toMatch(/\.service-card-arrow \{\s*@apply [^;]*\btext-slate-500\b/)
  })

  it("counts and bills in each language's words", () => {
    expect([1, 2, 6].map((n) => serviceCountWord('en', n))).toEqual([
      'service',
      'services',
      'services',
    ])
    expect([1, 2, 6, 11, 100].map((n) => serviceCountWord('ar', n))).toEqual([
      'خدمة',
      'خدمتان',
      'خدمات',
      'خدمة',
      'خدمة',
    ])
    expect(rangeBilling(['one-time', 'monthly'], billingWords('en'))).toBe('one-time or /month')
    expect(rangeBilling(['one-time', 'monthly'], billingWords('ar'))).toBe('دفعة واحدة أو شهريًا')
    expect(rangeBilling(['monthly'], billingWords('ar'))).toBe('شهريًا')
    expect(rangeBilling(['one-time'], billingWords('ar'))).toBe('')
  })
})
