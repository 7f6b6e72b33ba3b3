/**
 * The share cards of the Arabic pages (issue 44): satori, which draws the cards, neither joins
 * Arabic letters nor orders text right to left, so their text is shaped with HarfBuzz
 * (web/components/seo/og-text.ts): a word's letters take their joined forms (not the isolated
 * letters a font's character map gives), the first letter stands at the right, a price stays one
 * left-to-right run, and every glyph is one path of the image. An Arabic route's card is a
 * 1200 × 630 PNG from the Arabic document, with Arabic alternative text; a slug without an Arabic
 * document answers 404. English cards are drawn as before, at once.
 *
 * The content is the seed's (the Arabic of one service left out), read through groq-js.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as hb from 'harfbuzzjs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildSeed, toNdjson } from '@/scripts/seed/build'
import { createLocalBackend } from '@/web/content/backends/local'
import type { ContentBackend } from '@/web/content/backends/types'

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

const { layoutText, ltrIsolate, shapeText } = await import('@/web/components/seo/og-text')
const { ogImage } = await import('@/web/components/seo/og-image')

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'og-image-arabic-'))
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

/** The glyph the Arabic face's character map gives each letter: its isolated form. */
async function isolatedGlyphs(text: string): Promise<number[]> {
  const data = await readFile('web/components/seo/og-fonts/noto-sans-arabic.ttf')
  const font = new hb.Font(new hb.Face(new hb.Blob(data)))
  return Array.from(text, (letter) => font.nominalGlyph(letter.codePointAt(0)!)!)
}

/** A PNG's size, from its header. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) })

const isPng = (png: Buffer) => png.subarray(1, 4).toString() === 'PNG'

describe('Arabic text on a share card', () => {
  const WORD = 'محركات' // "engines": six letters, four of them joined

  it('is shaped: the letters take their joined forms, the first at the right', async () => {
    const line = await shapeText(WORD, { size: 100 })
    const isolated = await isolatedGlyphs(WORD)
    // Each letter's glyphs (the font draws some letters as a body and its dots), in logical order.
    const letters = Array.from(WORD, (_, index) =>
      line.glyphs.filter((glyph) => glyph.cluster === index),
    )
    for (const glyphs of letters) expect(glyphs.length).toBeGreaterThan(0)
    // م ح ر: initial, medial and final forms; ك ا: initial and final; none the isolated letter.
    for (const index of [0, 1, 2, 3, 4]) {
      expect(
        letters[index]!.map((glyph) => glyph.glyph),
        `letter ${index + 1}`,
      ).not.toContain(isolated[index])
    }
    // Right to left: each letter stands left of the one before it.
    const lefts = letters.map((glyphs) => Math.min(...glyphs.map((glyph) => glyph.x)))
    expect(lefts).toEqual([...lefts].sort((a, b) => b - a))
    expect(new Set(lefts).size).toBe(WORD.length)
  })

  it('keeps a price one left-to-right run, left of the Arabic before it', async () => {
    const price = '$1,799 – $4,999'
    const text = `أسعار الباقات ${ltrIsolate(price)}`
    const line = await shapeText(text, { size: 40 })
    const start = text.indexOf('$')
    const latin = line.glyphs.filter((glyph) => glyph.cluster >= start)
    const arabic = line.glyphs.filter((glyph) => glyph.cluster < start && glyph.face === 'arabic')
    expect(latin.map((glyph) => glyph.face)).toEqual(latin.map(() => 'latin'))
    // The price's characters left to right in their own order…
    expect(latin.map((glyph) => glyph.cluster)).toEqual(
      [...latin.map((glyph) => glyph.cluster)].sort((a, b) => a - b),
    )
    // …all of it left of the Arabic words.
    const priceRight = Math.max(...latin.map((glyph) => glyph.x))
    expect(Math.min(...arabic.map((glyph) => glyph.x))).toBeGreaterThan(priceRight)
    // A line too short for all of it breaks before the price, never inside it.
    const narrow = await layoutText(text, {
      size: 40,
      lineHeight: 1.3,
      maxWidth: line.width - 20,
      color: '#fff',
    })
    expect(narrow.lines).toHaveLength(2)
    expect(narrow.lines[1]!.glyphs.map((glyph) => glyph.cluster)).toEqual(
      latin.map((glyph) => glyph.cluster),
    )
  })

  it('draws each shaped glyph as one path, in lines that fit the width', async () => {
    const one = await layoutText(WORD, {
      size: 60,
      lineHeight: 1.25,
      maxWidth: 1000,
      color: '#fff',
    })
    expect(one.lines).toHaveLength(1)
    expect(one.svg.match(/<path /g)).toHaveLength(one.lines[0]!.glyphs.length)
    const long = 'نصمّم مواقع سريعة ونطوّر تطبيقات الجوال ونحسّن ظهورك في نتائج البحث ونؤتمت أعمالك'
    const block = await layoutText(long, {
      size: 28,
      lineHeight: 1.5,
      maxWidth: 400,
      maxLines: 2,
      color: '#fff',
    })
    expect(block.lines).toHaveLength(2)
    for (const line of block.lines) expect(line.width).toBeLessThanOrEqual(400)
    expect(block.height).toBe(Math.ceil(2 * 28 * 1.5))
  })
})

describe('the Arabic share cards', () => {
  it("a service's card is a 1200 × 630 PNG with Arabic alternative text", async () => {
    const route = await import('@/app/ar/services/[slug]/opengraph-image')
    expect(route.size).toEqual({ width: 1200, height: 630 })
    expect(route.alt).toMatch(/[\u0600-\u06FF]/)
    expect(await route.generateStaticParams()).not.toContainEqual({ slug: UNTRANSLATED })
    const response = await route.default({ params: Promise.resolve({ slug: 'seo' }) })
    expect(response.headers.get('content-type')).toBe('image/png')
    const png = Buffer.from(await response.arrayBuffer())
    expect(isPng(png)).toBe(true)
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 })
  })

  it('a service without an Arabic document answers 404', async () => {
    const route = await import('@/app/ar/services/[slug]/opengraph-image')
    await expect(
      route.default({ params: Promise.resolve({ slug: UNTRANSLATED }) }),
    ).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/)
  })

  it('an English card is drawn as before, at once', async () => {
    const card = { brandName: 'Codehome', title: 'SEO Services' }
    const english = ogImage(card)
    expect(english).toBeInstanceOf(Response)
    const arabic = ogImage({ ...card, title: 'تحسين محركات البحث', locale: 'ar' })
    expect(arabic).toBeInstanceOf(Promise)
    const png = Buffer.from(await (await arabic).arrayBuffer())
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 })
  })
})
