/**
 * The page builder: the validation an editor meets in the Studio for each section (Sanity's own
 * validator over the compiled schema, as schema-validation.test.ts runs it), the query that
 * renders the sections, the one-segment route that serves an editor's new page, and the order of
 * light and dark bands.
 */
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { studioValidator } from '../helpers/studio-validation'
import { buildSeed } from '@/scripts/seed/build'
import { PAGE_BUILDER_KINDS as SECTION_TYPE_NAMES } from '@/web/blocks/registry'
import { distinctReferences, sectionOrder, statValue } from '@/web/blocks/rules'
import { applyPerspectives, type LocalDocument } from '@/web/content/backends/local'
import { pageQuery } from '@/web/blocks/page-content'
import type { PageQueryResult } from '@/web/content/sanity.types'
import { sectionTones } from '@/web/blocks/tones'
import { FIXED_ROUTE_SEGMENTS, PAGE_ROUTE_SLUGS, pageForSegment } from '@/web/lib/routes'
import { evaluate, parse } from 'groq-js'
import { everyBlockPage, EVERY_BLOCK_SLUG, EVERY_BLOCK_TEXT } from '../helpers/page-builder'

const documents = buildSeed().documents as LocalDocument[]
const studio = studioValidator(documents)
beforeAll(() => studio.start())
afterAll(() => studio.stop())
const errorsOf = (document: LocalDocument) => studio.errorsOf(document)

type Editable = LocalDocument & { sections: Record<string, any>[]; slug: { current: string } }
const fresh = () => structuredClone(everyBlockPage(documents)) as Editable
const section = (page: Editable, type: string) => page.sections.find((s) => s._type === type)!
const pathsOf = async (page: Editable) => (await errorsOf(page)).map((error) => error.path)

describe('section validation in the Studio', () => {
  it('accepts a page with one section of every type', async () => {
    const page = fresh()
    expect(page.sections.map((s) => s._type).sort()).toEqual([...SECTION_TYPE_NAMES].sort())
    expect(await errorsOf(page)).toEqual([])
  })

  it('accepts the seeded composed pages, which are no longer text documents', async () => {
    for (const slug of [
      'about',
      'careers',
      'solutions',
      'google-partner',
      'global-agency',
      'digital-marketing',
      'web-development',
    ]) {
      const page = documents.find((doc) => doc._id === `page-${slug}`)! as Editable
      expect(page.body, slug).toBeUndefined()
      expect(page.sections[0]!._type, slug).toBe('heroSection')
      expect(section(page, 'heroSection').image?.asset?._ref, slug).toBeTruthy()
      expect(await errorsOf(page), slug).toEqual([])
    }
  })

  it('shows the partner badge as an image on the partner page', () => {
    const page = documents.find((doc) => doc._id === 'page-google-partner')! as Editable
    const badge = section(page, 'heroSection').image
    const asset = documents.find((doc) => doc._id === badge.asset._ref)!
    expect(asset.url).toBe('/images/pages/partner-badge.svg')
    expect(badge.alt).toMatch(/Partner badge/)
  })

  it('requires a hero’s heading and image, and alternative text for the image', async () => {
    const page = fresh()
    delete section(page, 'heroSection').heading
    delete section(page, 'heroSection').image
    const paths = await pathsOf(page)
    expect(paths).toContain('sections.{"_key":"hero"}.heading')
    expect(paths).toContain('sections.{"_key":"hero"}.image')

    const noAlt = fresh()
    section(noAlt, 'imageTextSection').image = { ...section(noAlt, 'imageTextSection').image }
    delete section(noAlt, 'imageTextSection').image.alt
    expect(await pathsOf(noAlt)).toContain('sections.{"_key":"imagetext"}.image.alt')
  })

  it('allows one hero, at the top', async () => {
    const moved = fresh()
    moved.sections.push(moved.sections.shift()!)
    expect((await errorsOf(moved)).map((e) => e.message)).toContain(
      'Move the hero to the top: it is the first thing a visitor sees',
    )
    const two = fresh()
    two.sections.splice(1, 0, { ...two.sections[0]!, _key: 'hero2' })
    expect((await errorsOf(two)).map((e) => e.message)).toContain(
      'A page has one hero: it holds the page’s main heading',
    )
  })

  it('refuses the same testimonial or case study twice, and empty lists', async () => {
    const twice = fresh()
    const testimonials = section(twice, 'testimonialsSection').testimonials
    testimonials.push({ ...testimonials[0], _key: 'again' })
    expect((await errorsOf(twice)).map((e) => e.message)).toContain(
      'The same document is chosen twice',
    )
    const empty = fresh()
    section(empty, 'caseStudiesSection').caseStudies = []
    expect(await pathsOf(empty)).toContain('sections.{"_key":"work"}.caseStudies')
  })

  it('keeps stats, cards, steps and logos within their limits', async () => {
    const page = fresh()
    section(page, 'statsSection').stats = section(page, 'statsSection').stats.slice(0, 1)
    section(page, 'featureGridSection').features = []
    section(page, 'processStepsSection').steps = section(page, 'processStepsSection').steps.slice(
      0,
      1,
    )
    section(page, 'logoWallSection').logos = section(page, 'logoWallSection').logos.slice(0, 2)
    const paths = await pathsOf(page)
    for (const expected of [
      'sections.{"_key":"stats"}.stats',
      'sections.{"_key":"features"}.features',
      'sections.{"_key":"steps"}.steps',
      'sections.{"_key":"logos"}.logos',
    ]) {
      expect(paths).toContain(expected)
    }
  })

  it('requires a call to action’s link and refuses a malformed one', async () => {
    const missing = fresh()
    delete section(missing, 'callToActionSection').action
    expect(await pathsOf(missing)).toContain('sections.{"_key":"cta"}.action')
    const malformed = fresh()
    section(malformed, 'callToActionSection').action.href = 'javascript:alert(1)'
    expect(await pathsOf(malformed)).toContain('sections.{"_key":"cta"}.action.href')
  })

  it('lets a new page take a free path but not one of the site’s own', async () => {
    const taken = fresh()
    taken.slug.current = 'contact'
    expect((await errorsOf(taken)).map((e) => e.message)).toContain(
      '/contact is a page of the site already: choose another path',
    )
    const aboutTwice = fresh()
    aboutTwice.slug.current = 'about'
    expect(await pathsOf(aboutTwice)).toContain('slug')
  })
})

describe('section rules', () => {
  it('order: nothing, or one hero first', () => {
    expect(sectionOrder(undefined)).toBe(true)
    expect(sectionOrder([{ _type: 'richTextSection' }])).toBe(true)
    expect(sectionOrder([{ _type: 'heroSection' }, { _type: 'faqSection' }])).toBe(true)
    expect(sectionOrder([{ _type: 'faqSection' }, { _type: 'heroSection' }])).toMatch(/top/)
  })

  it('references: each once; unset ones are left to "required"', () => {
    expect(distinctReferences([{ _ref: 'a' }, { _ref: 'b' }, {}])).toBe(true)
    expect(distinctReferences([{ _ref: 'a' }, { _ref: 'a' }])).toMatch(/twice/)
  })

  it('figures: short enough to read at a glance', () => {
    expect(statValue('500+')).toBe(true)
    expect(statValue('more than five hundred')).toMatch(/8 characters/)
  })
})

describe('the page query', () => {
  it('returns every section with images resolved and references followed', async () => {
    const { published } = applyPerspectives([...documents, everyBlockPage(documents)])
    const result = (await (
      await evaluate(parse(pageQuery), {
        dataset: published,
        params: { slug: EVERY_BLOCK_SLUG, locale: 'en' },
      })
    ).get()) as NonNullable<PageQueryResult>
    const byType = Object.fromEntries(result.sections!.map((s) => [s._type, s])) as Record<
      string,
      any
    >
    expect(Object.keys(byType).sort()).toEqual([...SECTION_TYPE_NAMES].sort())
    expect(byType.heroSection.heading).toBe(EVERY_BLOCK_TEXT.hero)
    expect(byType.heroSection.image.url).toMatch(/^\/images\/pages\/.+\.svg$/)
    expect(byType.heroSection.image.width).toBeGreaterThan(0)
    expect(byType.logoWallSection.logos[0].logo.url).toMatch(/^\/images\/clients\//)
    expect(byType.testimonialsSection.testimonials.map((t: any) => t._id)).toEqual([
      'testimonial-1',
      'testimonial-6',
    ])
    expect(byType.testimonialsSection.testimonials[0].text.length).toBeGreaterThan(20)
    expect(byType.caseStudiesSection.caseStudies[0].slug).toBe('shopsmart-ecommerce')
    expect(byType.caseStudiesSection.caseStudies[0].image.url).toBeTruthy()
    expect(byType.faqSection.items[0].answer).toBe(EVERY_BLOCK_TEXT.answer)
    expect(byType.callToActionSection.action.href).toBe('/book-call')
  })
})

describe('pages at a path of the editor’s choice', () => {
  const routes = {
    brandSlug: 'codehome',
    pages: [
      { kind: 'landing', slug: 'global-agency' },
      { kind: 'company', slug: 'about' },
      { kind: 'company', slug: EVERY_BLOCK_SLUG },
    ],
  }

  it('serves landing pages after the brand and new pages at their slug; nothing else', () => {
    expect(pageForSegment('codehome-global-agency', routes)).toBe('global-agency')
    expect(pageForSegment(EVERY_BLOCK_SLUG, routes)).toBe(EVERY_BLOCK_SLUG)
    expect(pageForSegment('global-agency', routes)).toBeNull()
    expect(pageForSegment('codehome-no-such-page', routes)).toBeNull()
    // /about has a route of its own; the one-segment route never answers for it.
    expect(pageForSegment('about', routes)).toBeNull()
    expect(pageForSegment('no-such-page', { ...routes, brandSlug: null as never })).toBeNull()
  })

  it('knows every first path segment the site answers itself', async () => {
    const app = path.join(process.cwd(), 'app')
    const folders = [
      ...(await readdir(app, { withFileTypes: true })),
      ...(await readdir(path.join(app, '(site)'), { withFileTypes: true })),
    ]
      .filter((entry) => entry.isDirectory() && !/^[([]/.test(entry.name))
      // A slug has no dot, so og.png and the like can never clash.
      .filter((entry) => !entry.name.includes('.'))
      .map((entry) => entry.name)
    expect(folders.filter((name) => !FIXED_ROUTE_SEGMENTS.includes(name))).toEqual([])
    for (const slug of PAGE_ROUTE_SLUGS) expect(folders).toContain(slug)
  })
})

describe('the rhythm of bands', () => {
  it('never puts two bands of the same colour side by side on the seeded pages', () => {
    const own = new Set(['heroSection', 'callToActionSection'])
    // Eight composed pages, in English and in Arabic.
    const pages = documents.filter((doc) => doc._type === 'page' && doc.sections)
    expect(pages).toHaveLength(16)
    for (const page of pages) {
      const types = (page.sections as { _type: string }[]).map((s) => s._type)
      const tones = sectionTones(types)
      for (let i = 1; i < types.length; i++) {
        if (own.has(types[i]!) || own.has(types[i - 1]!)) continue
        expect(tones[i], `${page._id}: ${types[i - 1]} → ${types[i]}`).not.toBe(tones[i - 1])
      }
    }
  })

  it('sets proof on dark bands and alternates the rest', () => {
    expect(
      sectionTones([
        'heroSection',
        'statsSection',
        'richTextSection',
        'featureGridSection',
        'testimonialsSection',
        'testimonialsSection',
        'callToActionSection',
      ]),
    ).toEqual(['light', 'dark', 'muted', 'light', 'dark', 'muted', 'light'])
  })
})
