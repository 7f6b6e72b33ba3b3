/**
 * Every data function hands the language it is asked for to its query (issue 44): the site index
 * once read English on Arabic pages (the footer's and hidden links' titles) because its reader
 * named no language, and the query, rightly, read English then. Each reader is called for Arabic
 * with the content fetch stubbed, and every fetch it makes must carry `locale: 'ar'`.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'

const calls: { query: string; locale?: string }[] = []
vi.mock('@/web/content/fetch', () => ({
  contentFetch: vi.fn(async (options: { query: string; locale?: string }) => {
    calls.push(options)
    return null
  }),
}))

const content = await import('@/web/content')
const blocks = await import('@/web/blocks/page-content')

const READERS: [string, () => Promise<unknown>][] = [
  ['getSettings', () => content.getSettings({ locale: 'ar' })],
  ['getServiceCatalogue', () => content.getServiceCatalogue({ locale: 'ar' })],
  ['getServiceSlugs', () => content.getServiceSlugs({ locale: 'ar' })],
  ['getService', () => content.getService('seo', { locale: 'ar' })],
  ['getOffices', () => content.getOffices({ locale: 'ar' })],
  ['getCostCalculator', () => content.getCostCalculator({ locale: 'ar' })],
  ['getCaseStudies', () => content.getCaseStudies({ locale: 'ar' })],
  ['getCaseStudySlugs', () => content.getCaseStudySlugs({ locale: 'ar' })],
  ['getCaseStudy', () => content.getCaseStudy('financeflow-banking', { locale: 'ar' })],
  ['getBlogPosts', () => content.getBlogPosts({ locale: 'ar' })],
  ['getBlogPostSlugs', () => content.getBlogPostSlugs({ locale: 'ar' })],
  ['getBlogPost', () => content.getBlogPost('technical-seo-checklist', { locale: 'ar' })],
  ['getLandingPages', () => content.getLandingPages({ locale: 'ar' })],
  ['getPageRoutes', () => content.getPageRoutes({ locale: 'ar' })],
  ['getSiteIndex', () => content.getSiteIndex({ locale: 'ar' })],
  ['getHomePage', () => blocks.getHomePage({ locale: 'ar' })],
]

describe('a data function asked for Arabic', () => {
  beforeEach(() => {
    calls.length = 0
  })
  it.each(READERS)('%s reads Arabic', async (_, read) => {
    await read().catch(() => undefined)
    expect(calls.length).toBeGreaterThan(0)
    for (const call of calls) expect(call.locale, call.query.slice(0, 80)).toBe('ar')
  })
})
