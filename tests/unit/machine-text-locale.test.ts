/**
 * The machine-readable site in Arabic (issue 44): `/ar/llms.txt` lists the Arabic pages at their
 * /ar addresses with Arabic headings, and `/ar/services/seo.md` is the Arabic document's Markdown;
 * a route without Arabic pages has no Arabic Markdown. Read from the seeded catalogue.
 */
import { evaluate, parse } from 'groq-js'
import { describe, expect, it, vi } from 'vitest'
import { buildSeed } from '@/scripts/seed/build'
import { pageQuery } from '@/web/blocks/page-content'
import { machineIndexQuery } from '@/web/content/machine-readable'
import { blogPostQuery, caseStudyQuery, pageRoutesQuery, serviceQuery } from '@/web/content/queries'

const dataset = buildSeed().documents
const read = async (query: string, params: Record<string, unknown>) =>
  (await evaluate(parse(query, { params }), { dataset, params })).get()
const options = (given?: { locale?: string }) => ({ locale: given?.locale ?? 'en' })

vi.mock('@/web/env', async (importActual) => ({
  ...(await importActual<typeof import('@/web/env')>()),
  siteUrl: 'https://codehome.example',
}))
vi.mock('@/core/i18n/routes', async (importActual) => {
  const actual = await importActual<typeof import('@/core/i18n/routes')>()
  // As if the services and About had their Arabic pages, and nothing else.
  const routes = ['/', '/services/:slug', '/about']
  return { ...actual, isTranslatedPath: (path: string) => actual.isTranslatedPath(path, routes) }
})
vi.mock('@/web/content', () => ({
  getService: async (slug: string, given?: { locale?: string }) =>
    read(serviceQuery, { slug, ...options(given) }),
  getCaseStudy: async (slug: string, given?: { locale?: string }) =>
    read(caseStudyQuery, { slug, ...options(given) }),
  getBlogPost: async (slug: string, given?: { locale?: string }) =>
    read(blogPostQuery, { slug, ...options(given) }),
  getPageRoutes: async (given?: { locale?: string }) => read(pageRoutesQuery, options(given)),
}))
vi.mock('@/web/blocks/page-content', async (importActual) => ({
  ...(await importActual<typeof import('@/web/blocks/page-content')>()),
  getPage: async (slug: string, given?: { locale?: string }) =>
    read(pageQuery, { slug, ...options(given) }),
}))
vi.mock('@/web/content/machine-readable', async (importActual) => ({
  ...(await importActual<typeof import('@/web/content/machine-readable')>()),
  getMachineIndex: async (locale = 'en') => read(machineIndexQuery, { locale }),
}))

const { llmsTxt, markdownOf } = await import('@/web/machine-text/pages')

describe('the machine-readable site in Arabic', () => {
  it("a page's Markdown is its Arabic document, headed in Arabic, at its /ar address", async () => {
    const arabic = (await markdownOf('/ar/services/seo'))!
    const english = (await markdownOf('/services/seo'))!
    const service = await read(serviceQuery, { slug: 'seo', locale: 'ar' })
    expect(arabic.split('\n')[0]).toBe(`# ${service.title}`)
    expect(arabic).toContain('https://codehome.example/ar/services/seo')
    expect(arabic).toContain('## الباقات')
    expect(arabic).toContain('## الأسئلة الشائعة')
    expect(arabic).not.toContain('## Packages')
    // English is as it was.
    expect(english).toContain('## Packages')
    expect(english).toContain('https://codehome.example/services/seo')
    expect((await markdownOf('/ar/about'))!).toContain('https://codehome.example/ar/about')
  })

  it('a route without Arabic pages has no Arabic Markdown', async () => {
    expect(await markdownOf('/ar/our-work/shopsmart-ecommerce')).toBeNull()
    expect(await markdownOf('/our-work/shopsmart-ecommerce')).not.toBeNull()
  })

  it('/ar/llms.txt lists the Arabic pages at their /ar addresses, in Arabic', async () => {
    const text = await llmsTxt('ar')
    expect(text).toContain('## الخدمات: ')
    expect(text).toContain('(https://codehome.example/ar/services/seo.md)')
    expect(text).toContain('(https://codehome.example/ar/about.md)')
    expect(text).toContain('`.md`')
    // Routes without Arabic pages are left out, not linked in English.
    expect(text).not.toMatch(/\(https:\/\/codehome\.example\/(?!ar\/)/)
    expect(text).not.toContain('/our-work/')
    const english = await llmsTxt()
    expect(english).toContain('## Services: ')
    expect(english).toContain('(https://codehome.example/services/seo.md)')
    expect(english).not.toContain('/ar/')
  })
})
