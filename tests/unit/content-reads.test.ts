/**
 * Reads by intent: in draft mode, only a read that asks for the preview (a page rendering for the
 * editor) sees drafts; every other read (prices for orders and quotes, e-mails, structured data,
 * sitemaps, share images, search) gets the published content. The local dataset holds a draft
 * of the SEO service with another price for its first package.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildSeed, toNdjson } from '@/scripts/seed/build'

const PREVIEW_SECRET = 'content-reads-preview-secret'
// An editor's browser: draft mode and the editor's preview-access cookie.
vi.mock('next/headers', async () => {
  const { editorAccess, PREVIEW_ACCESS_COOKIE } = await import('@/web/preview/client-links')
  const editor = await editorAccess(PREVIEW_SECRET)
  return {
    draftMode: async () => ({ isEnabled: true }),
    cookies: async () => ({
      get: (name: string) => (name === PREVIEW_ACCESS_COOKIE ? { value: editor } : undefined),
    }),
  }
})
vi.mock('next/cache', () => ({
  unstable_cache:
    <T>(run: () => Promise<T>) =>
    () =>
      run(),
}))

const DRAFT_PRICE = 455
const DRAFT_ITEM_PRICE = 1

let dir: string
let publishedPrice: number
let publishedItemPrice: number
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'reads-'))
  const { documents } = buildSeed()
  const seo = documents.find((doc) => doc._id === 'service-seo') as unknown as {
    packages: { price: number }[]
  }
  publishedPrice = seo.packages[0]!.price
  const draft = structuredClone(seo) as unknown as Record<string, unknown>
  draft._id = 'drafts.service-seo'
  ;(draft.packages as { price: number }[])[0]!.price = DRAFT_PRICE
  draft.title = 'Draftonly Search Optimisation'
  const item = documents.find((doc) => doc._type === 'calculatorItem') as unknown as {
    _id: string
    price: number
  }
  publishedItemPrice = item.price
  const draftItem = { ...structuredClone(item), _id: `drafts.${item._id}`, price: DRAFT_ITEM_PRICE }
  const file = path.join(dir, 'dataset.ndjson')
  await writeFile(file, toNdjson([...documents, draft, draftItem] as typeof documents))
  vi.stubEnv('CONTENT_DATASET', file)
  vi.stubEnv('PREVIEW_SECRET', PREVIEW_SECRET)
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await rm(dir, { recursive: true, force: true })
})

describe('reads in draft mode', () => {
  it('give an order the published package price, and the page rendering for the editor the draft', async () => {
    expect(publishedPrice).not.toBe(DRAFT_PRICE)
    const { getService } = await import('@/web/content')
    expect((await getService('seo'))?.packages?.[0]?.price).toBe(publishedPrice)
    expect((await getService('seo', { preview: true }))?.packages?.[0]?.price).toBe(DRAFT_PRICE)
  })

  it('give the lead function the published calculator prices', async () => {
    const { getCalculatorPrices, getCostCalculator } = await import('@/web/content')
    const prices = (await getCalculatorPrices()).map((item) => item.price)
    expect(prices).toContain(publishedItemPrice)
    expect(prices).not.toContain(DRAFT_ITEM_PRICE)
    const rendered = await getCostCalculator({ preview: true })
    expect(rendered.items.map((item) => item.price)).toContain(DRAFT_ITEM_PRICE)
  })

  it("give the calculator's address its published content, per language (the dialog fetches it)", async () => {
    const { GET } = await import('@/app/api/calculator/[locale]/route')
    const get = (locale: string) =>
      GET(new Request(`http://site.test/api/calculator/${locale}`), {
        params: Promise.resolve({ locale }),
      })
    const english = await get('en')
    expect(english.status).toBe(200)
    const content = (await english.json()) as { items: { name: string; price: number }[] }
    const prices = content.items.map((item) => item.price)
    expect(prices).toContain(publishedItemPrice)
    expect(prices).not.toContain(DRAFT_ITEM_PRICE)
    const arabic = (await (await get('ar')).json()) as { items: { name: string }[] }
    expect(arabic.items.some((item) => /[\u0600-\u06FF]/.test(item.name))).toBe(true)
    expect((await get('xx')).status).toBe(404)
  })

  it('give search, the sitemap and structured data the published content', async () => {
    const { getService, getSiteIndex, searchContent } = await import('@/web/content')
    expect(await searchContent('draftonly')).toEqual([])
    expect(JSON.stringify(await getSiteIndex())).not.toContain('Draftonly')
    expect((await getService('seo'))?.title).not.toContain('Draftonly')
  })
})
