/**
 * The case studies and the blog in Arabic (issue 44): /ar/our-work, /ar/our-work/:slug,
 * /ar/blogs and /ar/blogs/:slug are the page modules of web/pages in Arabic, drawn here from the
 * seeded dataset (the Arabic documents of scripts/seed/copy/ar) with every word the pages write
 * themselves in Arabic (messages/ar/work.json, blog.json, the cards' blocks.json) and none of the
 * English; dates with Arabic month names and Western digits; a slug without its Arabic document
 * answers 404 in Arabic and is not prerendered there; the structured data names the page's
 * language and address. The English pages keep their English word for word.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ReactElement } from 'react'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Locale } from '@/core/i18n/locales'
import { buildSeed, toNdjson } from '@/scripts/seed/build'
import { createLocalBackend } from '@/web/content/backends/local'
import type { ContentBackend } from '@/web/content/backends/types'
import type { PageMetadataInput } from '@/web/components/seo/metadata'
import { MESSAGES } from '@/web/i18n/messages'
import { escaped } from '../helpers/markup'

/** English only: their Arabic twins are left out of the dataset. */
const ENGLISH_ONLY = { study: 'workflow-task-manager', post: 'how-to-choose-a-crm' }

const state = vi.hoisted(() => ({
  backend: null as ContentBackend | null,
  locale: 'en' as string,
  metadata: [] as PageMetadataInput[],
  structured: [] as { type: string; slug: string; locale?: string }[],
}))

// The content, read from the seeded dataset as the embedded default reads it (no Next cache).
vi.mock('@/web/content/fetch', () => ({
  contentFetch: async (options: { query: string; params?: object; locale?: string }) => {
    const { query, params = {}, locale = 'en' } = options
    return state.backend!.query(
      query,
      query.includes('$locale') ? { ...params, locale } : params,
      'published',
    )
  },
}))

// React's per-request cache is Next's server's: here the page's language is one variable.
vi.mock('@/web/i18n/request-locale', () => ({
  setRequestLocale: (locale: string) => void (state.locale = locale),
  requestLocale: () => state.locale,
}))

// The structured data is read apart (async components); the pages are drawn without it.
vi.mock('@/web/components/seo/page-structured-data', () => ({
  CaseStudyStructuredData: ({ slug, locale }: { slug: string; locale?: string }) => (
    state.structured.push({ type: 'caseStudy', slug, locale }),
    null
  ),
  BlogPostStructuredData: ({ slug, locale }: { slug: string; locale?: string }) => (
    state.structured.push({ type: 'blogPost', slug, locale }),
    null
  ),
}))

vi.mock('@/web/components/seo/metadata', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/web/components/seo/metadata')>()
  return {
    ...actual,
    pageMetadata: (input: PageMetadataInput) => {
      state.metadata.push(input)
      return actual.pageMetadata(input)
    },
  }
})

const { ourWorkPage } = await import('@/web/pages/our-work')
const { caseStudyPage } = await import('@/web/pages/case-study')
const { blogsPage } = await import('@/web/pages/blogs')
const { postPage } = await import('@/web/pages/post')
const { blogPostingJsonLd, caseStudyJsonLd } = await import('@/web/components/seo/structured-data')

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'arabic-work-blog-'))
  const file = path.join(dir, 'dataset.ndjson')
  const documents = buildSeed().documents.filter(
    (doc) =>
      doc._id !== `caseStudy-${ENGLISH_ONLY.study}__i18n_ar` &&
      doc._id !== `blogPost-${ENGLISH_ONLY.post}__i18n_ar`,
  )
  await writeFile(file, toNdjson(documents))
  state.backend = createLocalBackend(file)
})
afterAll(() => rm(dir, { recursive: true, force: true }))
beforeEach(() => {
  state.locale = 'en'
  state.metadata.length = 0
  state.structured.length = 0
})

const params = (slug: string) => ({ params: Promise.resolve({ slug }) })
const html = (element: unknown) => renderToStaticMarkup(element as ReactElement)
const ar = MESSAGES.ar

/** Arabic text, as React writes it into the markup. */
const arabic = (...texts: string[]) => texts.map(escaped)

describe('/ar/our-work', () => {
  it('writes its words in Arabic, the cards included, and links to the Arabic case studies', async () => {
    const page = ourWorkPage('ar')
    const markup = html(await page.Page())
    for (const text of arabic(
      ar.work.title,
      ar.work.eyebrow,
      ar.work.listHeading,
      ar.work.listCta,
      ar.work.ctaAction,
      ar.blocks.portfolio.technologies,
      ar.breadcrumbs.home,
      'التقنية المالية',
      // Beside the heading: the first case studies' headline results, in Arabic.
      ar.work.resultsTitle,
      'الأعضاء النشطون شهريًا',
    )) {
      expect(markup).toContain(text)
    }
    // One case study has no Arabic document here: eleven (a count in Arabic's plural forms).
    expect(markup).toContain('صمّمنا وبنينا 11 مشروعاً لعملاء في قطاعات')
    expect(markup).toContain('href="/ar/our-work/financeflow-banking"')
    for (const english of [
      'Our Work',
      'Case studies',
      'All case studies',
      'Let&#x27;s build',
      'Schedule a Call',
      'Technologies',
      'projects we designed',
      '>Home<',
    ]) {
      expect(markup, english).not.toContain(english)
    }
  })

  it('has Arabic metadata at its Arabic address', async () => {
    const metadata = await ourWorkPage('ar').generateMetadata()
    expect(metadata.title).toEqual({ absolute: `${ar.work.title} | Codehome` })
    expect(metadata.description).toMatch(/^صمّمنا وبنينا 11 مشروعاً/)
    expect(metadata.alternates?.canonical).toBe('/ar/our-work')
  })

  it('keeps the English page in English', async () => {
    const markup = html(await ourWorkPage('en').Page())
    for (const text of [
      '>Our Work</h1>',
      '>Case studies</div>',
      '>All case studies</h2>',
      'Let&#x27;s build your success story',
      'Schedule a Call',
      'aria-label="Technologies"',
      // A word joiner after a hyphen inside a word: no line ends on "E-" (whole-words.tsx).
      '12 projects we designed, built and grew for clients in Fintech, Mobile App, E-\u2060commerce',
      'href="/our-work/financeflow-banking"',
      // The headline results beside the heading: value, label and case study, in the seed's order.
      'Recent results',
      '<bdi>+64%</bdi>',
      'Monthly active members',
      '<bdi>+52%</bdi>',
      '<bdi>+210%</bdi>',
    ]) {
      expect(markup).toContain(text)
    }
    expect(markup).not.toMatch(/[\u0600-\u06FF]/)
  })
})

describe('/ar/our-work/:slug', () => {
  it('prerenders the Arabic case studies only', async () => {
    const arabicSlugs = (await caseStudyPage('ar').generateStaticParams()).map((p) => p.slug)
    const englishSlugs = (await caseStudyPage('en').generateStaticParams()).map((p) => p.slug)
    expect(englishSlugs).toContain(ENGLISH_ONLY.study)
    expect(arabicSlugs).not.toContain(ENGLISH_ONLY.study)
    expect(arabicSlugs.length).toBe(englishSlugs.length - 1)
  })

  it('answers 404 for a case study without its Arabic document', async () => {
    await expect(caseStudyPage('ar').Page(params(ENGLISH_ONLY.study))).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    })
    expect(await caseStudyPage('ar').generateMetadata(params(ENGLISH_ONLY.study))).toEqual({})
    // The English page is there.
    expect(html(await caseStudyPage('en').Page(params(ENGLISH_ONLY.study)))).toContain(
      'WorkFlow Task Manager',
    )
  })

  it('writes its words in Arabic around the Arabic case study', async () => {
    const markup = html(await caseStudyPage('ar').Page(params('financeflow-banking')))
    for (const text of arabic(
      'تطبيق FinanceFlow المصرفي',
      ar.work.title,
      ar.work.client,
      ar.work.category,
      ar.work.technologies,
      ar.work.allCaseStudies,
      ar.work.detailCta,
      ar.work.ctaAction,
    )) {
      expect(markup).toContain(text)
    }
    expect(markup).toContain('href="/ar/our-work"')
    // A result keeps its own direction ("+64%" left to right) on the right-to-left page.
    expect(markup).toMatch(/<dd data-dock-clear="true" class="[^"]*" dir="auto">\+64%<\/dd>/)
    expect(state.structured).toEqual([
      { type: 'caseStudy', slug: 'financeflow-banking', locale: 'ar' },
    ])
    for (const english of [
      'Our Work',
      '>Client<',
      '>Category<',
      '>Technologies<',
      'All case studies',
      'Want results like these?',
      'Schedule a Call',
    ]) {
      expect(markup, english).not.toContain(english)
    }
  })

  it('has Arabic metadata, with the languages the case study exists in', async () => {
    const metadata = await caseStudyPage('ar').generateMetadata(params('financeflow-banking'))
    expect(metadata.title).toEqual({
      absolute: 'تطبيق FinanceFlow المصرفي: دراسة حالة في قطاع التقنية المالية | Codehome',
    })
    expect(metadata.alternates?.canonical).toBe('/ar/our-work/financeflow-banking')
    expect(state.metadata.at(-1)).toMatchObject({ locale: 'ar', languages: ['en', 'ar'] })
    await caseStudyPage('en').generateMetadata(params(ENGLISH_ONLY.study))
    expect(state.metadata.at(-1)).toMatchObject({ locale: 'en', languages: ['en'] })
  })

  it('keeps the English page in English', async () => {
    const markup = html(await caseStudyPage('en').Page(params('financeflow-banking')))
    for (const text of [
      '>Client</h2>',
      '>Category</h2>',
      '>Technologies</h2>',
      '</svg> All case studies</a>',
      'Want results like these?',
      'Schedule a Call',
      'href="/our-work"',
    ]) {
      expect(markup).toContain(text)
    }
    expect(markup).not.toMatch(/[\u0600-\u06FF]/)
    const metadata = await caseStudyPage('en').generateMetadata(params('financeflow-banking'))
    expect(metadata.title).toEqual({
      absolute: 'FinanceFlow Banking App: Fintech case study | Codehome',
    })
    expect(metadata.alternates).toEqual({
      canonical: '/our-work/financeflow-banking',
      // Arabic is published: the page names its Arabic twin, reciprocally.
      languages: {
        en: '/our-work/financeflow-banking',
        ar: '/ar/our-work/financeflow-banking',
        'x-default': '/our-work/financeflow-banking',
      },
    })
  })
})

describe('/ar/blogs', () => {
  it('writes its words and dates in Arabic', async () => {
    const markup = html(await blogsPage('ar').Page())
    for (const text of arabic(
      ar.blog.title,
      ar.blog.eyebrow,
      ar.blog.listHeading,
      'أدلة عملية حول',
    )) {
      expect(markup).toContain(text)
    }
    // Arabic month names, Western digits.
    expect(markup).toContain('>18 مارس 2025</time>')
    expect(markup).toContain('href="/ar/blogs/technical-seo-checklist"')
    for (const english of ['>Blog<', 'Insights', 'All posts', 'Practical guides', 'March']) {
      expect(markup, english).not.toContain(english)
    }
    const metadata = await blogsPage('ar').generateMetadata()
    expect(metadata.title).toEqual({ absolute: `${ar.blog.title} | Codehome` })
    expect(metadata.description).toMatch(/^أدلة عملية حول /)
  })

  it('keeps the English page in English', async () => {
    const markup = html(await blogsPage('en').Page())
    for (const text of [
      '>Blog</h1>',
      '>Insights</div>',
      '>All posts</h2>',
      '>March 18, 2025</time>',
    ]) {
      expect(markup).toContain(text)
    }
    expect(markup).toContain('Practical guides on ')
    expect(markup).not.toMatch(/[\u0600-\u06FF]/)
  })
})

describe('/ar/blogs/:slug', () => {
  it('prerenders the Arabic posts only and answers 404 for a post without its Arabic document', async () => {
    const slugs = (await postPage('ar').generateStaticParams()).map((p) => p.slug)
    expect(slugs).toContain('technical-seo-checklist')
    expect(slugs).not.toContain(ENGLISH_ONLY.post)
    await expect(postPage('ar').Page(params(ENGLISH_ONLY.post))).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    })
  })

  it('writes its words, reading time and dates in Arabic', async () => {
    const markup = html(await postPage('ar').Page(params('technical-seo-checklist')))
    for (const text of arabic(
      'قائمة فحص SEO التقني',
      ar.blog.title,
      ar.blog.tags,
      ar.blog.allPosts,
      ar.blog.keepReading,
      ar.blog.cta,
      ar.blog.ctaAction,
      ar.blog.code,
    )) {
      expect(markup).toContain(text)
    }
    expect(markup).toContain('>18 مارس 2025</time>')
    // Code reads left to right: the block starts at the left, inline code is a run of its own.
    expect(markup).toMatch(/<figure class="[^"]*\btext-left" dir="ltr"><figcaption/)
    expect(markup).toMatch(/<code class="[^"]*" dir="ltr">robots\.txt<\/code>/)
    expect(markup).toMatch(
      />\d+(<!-- -->)? (دقائق|دقيقة) للقراءة<|دقيقة واحدة للقراءة|دقيقتان للقراءة/,
    )
    expect(markup).toContain('href="/ar/blogs"')
    expect(state.structured).toEqual([
      { type: 'blogPost', slug: 'technical-seo-checklist', locale: 'ar' },
    ])
    for (const english of [
      '>Blog<',
      'aria-label="Tags"',
      'min read',
      'All posts',
      'Keep reading',
      'Want this done',
      'Schedule a Call',
      'aria-label="Code',
      'March',
    ]) {
      expect(markup, english).not.toContain(english)
    }
  })

  it('has Arabic metadata, with the languages the post exists in', async () => {
    const metadata = await postPage('ar').generateMetadata(params('technical-seo-checklist'))
    expect(metadata.alternates?.canonical).toBe('/ar/blogs/technical-seo-checklist')
    expect(state.metadata.at(-1)).toMatchObject({ locale: 'ar', languages: ['en', 'ar'] })
    await postPage('en').generateMetadata(params(ENGLISH_ONLY.post))
    expect(state.metadata.at(-1)).toMatchObject({ locale: 'en', languages: ['en'] })
  })

  it('keeps the English page in English, its reading time as JSX wrote it', async () => {
    const element = await postPage('en').Page(params('technical-seo-checklist'))
    // The number and its words are two text nodes, as `{minutes} min read` made them.
    expect(renderToString(element)).toMatch(/<span>\d+<!-- --> min read<\/span>/)
    const markup = html(element)
    for (const text of [
      'aria-label="Tags"',
      '>March 18, 2025</time>',
      '</svg> All posts</a>',
      '>Keep reading</h2>',
      'Want this done for your business?',
      'Schedule a Call',
      'aria-label="Code',
    ]) {
      expect(markup).toContain(text)
    }
    expect(markup).not.toMatch(/[\u0600-\u06FF]/)
    // The code as it always was, in the page's own direction.
    expect(markup).toContain(
      '<figure class="my-8 overflow-hidden rounded-2xl bg-slate-950 shadow-lg ring-1 ring-slate-900/10"><figcaption',
    )
    expect(markup).toMatch(/<code class="[^"]*">robots\.txt<\/code>/)
    expect(markup).not.toContain('dir="ltr"')
  })
})

describe('structured data in the page language', () => {
  const SITE = 'https://www.codehome.example'
  const post = {
    title: 'عنوان',
    slug: 'technical-seo-checklist',
    excerpt: 'مقتطف',
    publishedAt: '2025-03-18',
    _updatedAt: '2025-03-19T00:00:00Z',
    author: 'فريق SEO في Codehome',
    tags: ['SEO'],
  }
  const study = {
    title: 'عنوان',
    slug: 'financeflow-banking',
    description: 'وصف',
    category: 'التقنية المالية',
    _updatedAt: '2025-03-19T00:00:00Z',
  }

  it('a post names its language and its Arabic address; a team signs as an organization', () => {
    const data = blogPostingJsonLd(post, { brandName: 'Codehome' }, SITE, 'ar')
    expect(data).toMatchObject({
      '@id': `${SITE}/ar/blogs/technical-seo-checklist#article`,
      url: `${SITE}/ar/blogs/technical-seo-checklist`,
      inLanguage: 'ar',
      author: { '@type': 'Organization' },
    })
    const english = blogPostingJsonLd(
      { ...post, author: 'Codehome SEO Team' },
      { brandName: 'Codehome' },
      SITE,
    )
    expect(english).toMatchObject({
      url: `${SITE}/blogs/technical-seo-checklist`,
      inLanguage: 'en',
    })
  })

  it('a case study names its Arabic language and address; the English one is as it was', () => {
    expect(caseStudyJsonLd(study, { brandName: 'Codehome' }, SITE, 'ar')).toMatchObject({
      '@id': `${SITE}/ar/our-work/financeflow-banking#work`,
      url: `${SITE}/ar/our-work/financeflow-banking`,
      inLanguage: 'ar',
    })
    const english = caseStudyJsonLd(study, { brandName: 'Codehome' }, SITE)
    expect(english.url).toBe(`${SITE}/our-work/financeflow-banking`)
    expect(english).not.toHaveProperty('inLanguage')
  })

  it('the route files hand each language to its page module', async () => {
    const { readFile } = await import('node:fs/promises')
    const files: [string, Locale, string][] = [
      ['app/(site)/our-work/page.tsx', 'en', 'ourWorkPage'],
      ['app/ar/our-work/page.tsx', 'ar', 'ourWorkPage'],
      ['app/(site)/our-work/[slug]/page.tsx', 'en', 'caseStudyPage'],
      ['app/ar/our-work/[slug]/page.tsx', 'ar', 'caseStudyPage'],
      ['app/(site)/blogs/page.tsx', 'en', 'blogsPage'],
      ['app/ar/blogs/page.tsx', 'ar', 'blogsPage'],
      ['app/(site)/blogs/[slug]/page.tsx', 'en', 'postPage'],
      ['app/ar/blogs/[slug]/page.tsx', 'ar', 'postPage'],
    ]
    for (const [file, locale, module] of files) {
      const source = await readFile(path.join(import.meta.dirname, '../..', file), 'utf8')
      expect(source, file).toContain(`${module}('${locale}')`)
      if (file.includes('[slug]')) expect(source, file).toContain('generateStaticParams')
    }
  })
})
