/**
 * The company, legal and landing pages in Arabic (issue 44): each page module (web/pages) drawn
 * for 'ar' on the seeded dataset shows the Arabic document and writes its own words in Arabic
 * (messages/ar/pageBlocks.json, contentPages.json), none of the English they write on the English
 * page; the English page keeps its English. A page whose Arabic document does not exist, and an
 * unknown one-segment path, answer 404 at their Arabic address.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createElement, type FunctionComponent } from 'react'
import { prerender } from 'react-dom/static'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildSeed, toNdjson } from '@/scripts/seed/build'
import type { Locale } from '@/core/i18n/locales'
import { localizedHref } from '@/core/i18n/routes'
import { createLocalBackend } from '@/web/content/backends/local'
import type { ContentBackend } from '@/web/content/backends/types'
import type { PageMetadataInput } from '@/web/components/seo/metadata'
import { MESSAGES } from '@/web/i18n/messages'
import { escaped } from '../helpers/markup'

const state = vi.hoisted(() => ({
  content: null as ContentBackend | null,
  locale: 'en',
  metadata: [] as PageMetadataInput[],
}))

// The content read from the seeded dataset, published, in the language asked for.
vi.mock('@/web/content/fetch', () => ({
  contentFetch: async (options: { query: string; params?: object; locale?: string }) => {
    const params = options.query.includes('$locale')
      ? { ...options.params, locale: options.locale ?? 'en' }
      : (options.params ?? {})
    return state.content!.query(options.query, params as never, 'published')
  },
}))
// The page's language as a page module sets it (React's per-request cache needs a server).
vi.mock('@/web/i18n/request-locale', () => ({
  setRequestLocale: (locale: string) => {
    state.locale = locale
  },
  requestLocale: () => state.locale,
}))
// What each page asks its metadata to be made of (its languages, above all).
vi.mock('@/web/components/seo/metadata', async (original) => {
  const actual = await original<typeof import('@/web/components/seo/metadata')>()
  return {
    ...actual,
    pageMetadata: (input: PageMetadataInput) => {
      state.metadata.push(input)
      return actual.pageMetadata(input)
    },
  }
})

const { aboutPage, contentRoute, googlePartnerPage, solutionsPage, termsOfServicePage } =
  await import('@/web/pages/content-page')
const { careersPage } = await import('@/web/pages/careers')
const { privacyPolicyPage } = await import('@/web/pages/privacy-policy')
const { landingPage } = await import('@/web/pages/landing')
const { sitemapPage } = await import('@/web/pages/sitemap')

const documents = buildSeed().documents as Record<string, unknown>[]
// A page an editor published in English only, at /english-only.
const ENGLISH_ONLY = {
  _id: 'page-english-only',
  _type: 'page',
  language: 'en',
  kind: 'company',
  title: 'English only',
  slug: { _type: 'slug', current: 'english-only' },
  intro: 'Not translated yet.',
}
// A page in both languages without sections of its own, at /plain.
const PLAIN = ['en', 'ar'].map((language) => ({
  _id: language === 'en' ? 'page-plain' : 'page-plain__i18n_ar',
  _type: 'page',
  language,
  kind: 'company',
  title: language === 'en' ? 'Plain' : 'صفحة بسيطة',
  slug: { _type: 'slug', current: 'plain' },
}))
let dir: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'arabic-pages-'))
  const file = path.join(dir, 'dataset.ndjson')
  await writeFile(file, toNdjson([...documents, ENGLISH_ONLY, ...PLAIN] as never))
  state.content = createLocalBackend(file)
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** The markup of a server component tree (async components included), as Fizz prerenders it. */
async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(createElement('main', null, node))
  return new Response(prelude).text()
}

type Route = (locale: Locale) => {
  Page: FunctionComponent<never>
  generateMetadata: (...args: never[]) => Promise<unknown>
}
const LANDING = '/codehome-digital-marketing'
const landingParams = (segment: string) => ({ params: Promise.resolve({ landing: segment }) })

/** Each route: its English path, its document's slug, and how to draw it in a language. */
const ROUTES: { path: string; slug: string; draw: (locale: Locale) => Promise<string> }[] = [
  ...(
    [
      ['/about', aboutPage],
      ['/solutions', solutionsPage],
      ['/google-partner', googlePartnerPage],
      ['/terms-of-service', termsOfServicePage],
      ['/careers', careersPage],
      ['/privacy-policy', privacyPolicyPage],
    ] as [string, Route][]
  ).map(([route, page]) => ({
    path: route,
    slug: route.slice(1),
    draw: async (locale: Locale) =>
      html(await (page(locale).Page as unknown as () => Promise<React.ReactNode>)()),
  })),
  {
    path: LANDING,
    slug: 'digital-marketing',
    draw: async (locale: Locale) =>
      html(
        await (
          landingPage(locale).Page as unknown as (
            props: ReturnType<typeof landingParams>,
          ) => Promise<React.ReactNode>
        )(landingParams(LANDING.slice(1))),
      ),
  },
]

const pageDoc = (slug: string, locale: Locale) =>
  documents.find(
    (doc) =>
      doc._type === 'page' &&
      doc.language === locale &&
      (doc.slug as { current: string }).current === slug,
  ) as { title: string; heading?: string }

const ar = MESSAGES.ar
const en = MESSAGES.en

describe('the company, legal and landing pages in Arabic', () => {
  it.each(ROUTES)('$path shows its Arabic document in the Arabic frame', async (route) => {
    const markup = await route.draw('ar')
    expect(markup).toContain(escaped(pageDoc(route.slug, 'ar').title))
    expect(markup).not.toContain(escaped(pageDoc(route.slug, 'en').title))
    // The trail starts at the Arabic home page and ends at this page's Arabic address.
    expect(markup).toContain(escaped(ar.breadcrumbs.home))
    expect(markup).toContain(`${localizedHref(route.path, 'ar')}"}]}</script>`)
    expect(markup).not.toContain('>Home<')
  })

  it('write their own words in Arabic: the closing call, the legal eyebrow, its date, the contents', async () => {
    const terms = await ROUTES.find((route) => route.path === '/terms-of-service')!.draw('ar')
    expect(terms).toContain(`>${ar.pageBlocks.legal}<`)
    expect(terms).toContain(escaped(ar.pageBlocks.lastUpdated))
    expect(terms).toContain(ar.pageBlocks.onThisPage)
    for (const english of ['Legal', 'Last updated', 'On this page']) {
      expect(terms).not.toContain(english)
    }
    const privacy = await ROUTES.find((route) => route.path === '/privacy-policy')!.draw('ar')
    expect(privacy).toContain(`>${ar.pageBlocks.legal}<`)
    // The legal page's date in Arabic, Western digits.
    expect(privacy).toMatch(/<time dateTime="[\d-]+">[^<]*[\u0600-\u06FF][^<]*\d{4}<\/time>/)
  })

  it('the careers page: its positions, their apply links and the application heading in Arabic', async () => {
    const markup = await ROUTES.find((route) => route.path === '/careers')!.draw('ar')
    const { positions } = ar.pageBlocks
    expect(markup).toContain(positions.heading)
    // Each section's heading as the page's others: an eyebrow over it.
    expect(markup).toContain(`>${positions.eyebrow}</p>`)
    expect(markup).toContain(`>${ar.contentPages.careers.applyEyebrow}</p>`)
    // Four roles open: Arabic's "few" form.
    expect(markup).toMatch(
      new RegExp(`4<!-- --> <!-- -->${positions.roles.few}<!-- -->${positions.open}`),
    )
    expect(markup).toContain(`>${positions.apply}<span class="sr-only">${positions.for}`)
    expect(markup).toContain(escaped(ar.contentPages.careers.applyHeading))
    expect(markup).toContain(escaped(ar.contentPages.careers.applyIntro))
    // The roles' kind of contract in Arabic, not the Studio's English option.
    expect(markup).toContain(positions.employmentTypes['Full-time'])
    expect(markup).toContain(positions.employmentTypes.Internship)
    for (const english of ['Open positions', 'roles open', '>Apply<', 'Apply now', 'Full-time']) {
      expect(markup).not.toContain(english)
    }
  })

  it('a landing page closes with the catalogue by category, in Arabic', async () => {
    const markup = await ROUTES.find((route) => route.path === LANDING)!.draw('ar')
    expect(markup).toContain(
      escaped(ar.pageBlocks.categoryOverview.title.replace('{brand}', 'Codehome')),
    )
    expect(markup).toContain(`${ar.pageBlocks.categoryOverview.all}<!-- -->التسويق`)
    // The site's own call to action, in Arabic, with the phone left to right.
    expect(markup).not.toContain('What Codehome does')
    expect(markup).not.toContain('>All ')
    // Its links lead to the Arabic pages.
    expect(markup).toContain('href="/ar/services/')
  })

  it("a page without a call to action of its own closes with the site's, in Arabic", async () => {
    const markup = await html(
      await (
        landingPage('ar').Page as unknown as (
          props: ReturnType<typeof landingParams>,
        ) => Promise<React.ReactNode>
      )(landingParams('plain')),
    )
    expect(markup).toContain(`>${escaped(ar.pageBlocks.scheduleCall)}<!-- --> <svg`)
    expect(markup).toContain('href="/ar/book-call"')
    expect(markup).not.toContain('Schedule a Call')
    // The phone reads left to right.
    expect(markup).toMatch(/<a href="tel:\+12125550142"[^>]* dir="ltr">/)
  })

  it('their metadata: the Arabic title, the Arabic address, the languages the document is in', async () => {
    state.metadata.length = 0
    await aboutPage('ar').generateMetadata()
    const [input] = state.metadata
    expect(input).toMatchObject({
      title: pageDoc('about', 'ar').title,
      path: '/about',
      locale: 'ar',
      languages: ['en', 'ar'],
    })
    state.metadata.length = 0
    await contentRoute('english-only', '/english-only')('en').generateMetadata()
    expect(state.metadata[0]?.languages).toEqual(['en'])
  })

  it('the site map lists the Arabic pages under Arabic headings', async () => {
    const markup = await html(
      await (sitemapPage('ar').Page as unknown as () => Promise<React.ReactNode>)(),
    )
    const { sitemap } = ar.contentPages
    expect(markup).toContain(`>${sitemap.title}<`)
    expect(markup).toContain(escaped(sitemap.intro))
    for (const heading of Object.values(sitemap.sections)) expect(markup).toContain(heading)
    for (const name of Object.values(sitemap.pages)) expect(markup).toContain(`>${name}<`)
    expect(markup).toContain(escaped(pageDoc('about', 'ar').title))
    for (const english of [
      'Main pages',
      'Case studies',
      'Blog posts',
      '>Our Work<',
      '>Site map<',
    ]) {
      expect(markup).not.toContain(english)
    }
    expect(markup).toContain('href="/ar/about"')
  })
})

describe('the same pages in English', () => {
  it.each(ROUTES)('$path keeps its English document and words', async (route) => {
    const markup = await route.draw('en')
    expect(markup).toContain(escaped(pageDoc(route.slug, 'en').title))
    expect(markup).not.toMatch(/[\u0600-\u06FF]/)
    expect(markup).not.toContain('href="/ar')
  })

  it('write their own words in English, as before', async () => {
    const careers = await ROUTES.find((route) => route.path === '/careers')!.draw('en')
    expect(careers).toContain('>Open positions</h2>')
    expect(careers).toContain('>We’re hiring</p>')
    expect(careers).toContain('>Join the team</p>')
    expect(careers).toContain('4<!-- --> <!-- -->roles<!-- --> open')
    expect(careers).toContain('>Apply<span class="sr-only"> for <!-- -->')
    expect(careers).toContain('>Apply now</h2>')
    const terms = await ROUTES.find((route) => route.path === '/terms-of-service')!.draw('en')
    expect(terms).toContain('>Legal</div>')
    expect(terms).toMatch(/Last updated <time dateTime="[\d-]+">[A-Z][a-z]+ \d+, \d{4}<\/time>/)
    expect(terms).toContain('>On this page</p>')
    const landing = await ROUTES.find((route) => route.path === LANDING)!.draw('en')
    expect(landing).toContain('>What Codehome does</h2>')
    expect(landing).toContain('All <!-- -->Marketing<!-- --> <svg')
    const sitemap = await html(
      await (sitemapPage('en').Page as unknown as () => Promise<React.ReactNode>)(),
    )
    for (const heading of ['Main pages', 'Company', 'Case studies', 'Blog posts', 'Legal']) {
      expect(sitemap).toContain(`>${heading}</h2>`)
    }
    expect(sitemap).toContain('>Schedule a Call</a>')
    expect(en.pageBlocks.scheduleCall).toBe('Schedule a Call')
  })

  it("a page without a call to action of its own closes with the site's", async () => {
    const english = await html(
      await (
        landingPage('en').Page as unknown as (
          props: ReturnType<typeof landingParams>,
        ) => Promise<React.ReactNode>
      )(landingParams('plain')),
    )
    expect(english).toContain('>Schedule a Call<!-- --> <svg')
    expect(english).toContain('href="/book-call"')
    expect(english).not.toContain('dir="ltr"')
  })
})

describe('404 at an Arabic address', () => {
  const notFound = expect.objectContaining({ digest: expect.stringContaining('404') })

  it('for a page whose Arabic document does not exist', async () => {
    const page = contentRoute('english-only', '/english-only')
    await expect((page('ar').Page as unknown as () => Promise<unknown>)()).rejects.toEqual(notFound)
    await expect(
      (landingPage('ar').Page as unknown as (props: object) => Promise<unknown>)(
        landingParams('english-only'),
      ),
    ).rejects.toEqual(notFound)
    expect(await contentRoute('english-only', '/english-only')('ar').generateMetadata()).toEqual({})
  })

  it('for an unknown one-segment path and a route of its own', async () => {
    const draw = landingPage('ar').Page as unknown as (props: object) => Promise<unknown>
    for (const segment of ['no-such-page', 'blogs', 'ar', 'book-call']) {
      await expect(draw(landingParams(segment)), segment).rejects.toEqual(notFound)
    }
  })

  it('lists the Arabic landing pages to prerender', async () => {
    const params = await landingPage('ar').generateStaticParams()
    expect(params).toContainEqual({ landing: LANDING.slice(1) })
    expect(params).not.toContainEqual({ landing: 'english-only' })
    expect(await landingPage('en').generateStaticParams()).toContainEqual({
      landing: 'english-only',
    })
  })
})
