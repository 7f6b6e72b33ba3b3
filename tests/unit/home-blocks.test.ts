/**
 * The home page as a page of blocks: every kind registered once with its schema, projection and
 * component; the seed's blocks in the spec's order; what an editor does in the Studio (reorder,
 * duplicate, remove) accepted by the validator and shown by the home page query.
 */
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { studioValidator } from '../helpers/studio-validation'
import { buildSeed } from '@/scripts/seed/build'
import { homePageType } from '@/schemas/singletons/home-page'
import { sectionFields } from '@/web/blocks/query'
import { BLOCK_KINDS, HOME_BLOCKS, headingIds } from '@/web/blocks/registry'
import { blockTypes } from '@/web/blocks/schemas'
import { pageType } from '@/schemas/documents/page'
import type { LocalDocument } from '@/web/content/backends/local'
import { homePageQuery, pageQuery } from '@/web/blocks/page-content'
import type { HomePageQueryResult, PageQueryResult } from '@/web/content/sanity.types'

const documents = buildSeed().documents as LocalDocument[]
const studio = studioValidator(documents)
beforeAll(() => studio.start())
afterAll(() => studio.stop())

type Block = { _key: string; _type: string } & Record<string, any>
const seededHome = () =>
  structuredClone(documents.find((doc) => doc._id === 'homePage')!) as LocalDocument & {
    sections: Block[]
  }
const query = async (home: LocalDocument) => {
  const dataset = documents.map((doc) => (doc._id === 'homePage' ? home : doc))
  const result = await evaluate(parse(homePageQuery), { dataset, params: { locale: 'en' } })
  return ((await result.get()) as HomePageQueryResult).home!.sections
}

describe('the block registry', () => {
  it('gives every kind a folder with its schema, query and component, and a schema type', async () => {
    const folders = (await readdir('web/blocks', { withFileTypes: true })).filter((entry) =>
      entry.isDirectory(),
    )
    const kinds: string[] = []
    for (const { name: folder } of folders) {
      for (const file of ['schema.ts', 'query.ts', 'component.tsx']) {
        expect(existsSync(path.join('web/blocks', folder, file)), `${folder}/${file}`).toBe(true)
      }
      const schema = await readFile(path.join('web/blocks', folder, 'schema.ts'), 'utf8')
      const kind = /name: '(\w+)'/.exec(schema)![1]!
      kinds.push(kind)
      // The folder's query projects its own kind.
      expect(await readFile(path.join('web/blocks', folder, 'query.ts'), 'utf8')).toContain(
        `_type == "${kind}" =>`,
      )
    }
    expect(kinds.sort()).toEqual([...BLOCK_KINDS].sort())
    expect(blockTypes.map((type) => type.name)).toEqual(BLOCK_KINDS)
  })

  it('projects every kind in the pages’ query and offers every kind on the home page and on a page', () => {
    for (const kind of BLOCK_KINDS) expect(sectionFields).toContain(`_type == "${kind}" =>`)
    for (const document of [homePageType, pageType]) {
      const sections = document.fields.find((field) => field.name === 'sections') as unknown as {
        of: { type: string }[]
      }
      expect(
        sections.of.map((member) => member.type),
        document.name,
      ).toEqual(BLOCK_KINDS)
    }
  })

  it('names each heading after its section, numbering the copies of a duplicated block', () => {
    expect(headingIds(['workProcessSection', 'teamSection', 'workProcessSection'])).toEqual([
      'process-heading',
      'team-heading',
      'process-heading-2',
    ])
    expect(headingIds(['someNewerKind'])).toEqual([null])
    expect(HOME_BLOCKS.finalContactSection).toBe('final-contact')
  })
})

describe('the seeded home page', () => {
  it('holds the spec’s sections in the spec’s order, each once', () => {
    // Spec 2.2's twelve sections, with the testimonials (2.3), popular services (2.4) and the
    // offices (site shell) where the page has always shown them.
    expect(seededHome().sections.map((block) => block._type)).toEqual([
      'homeHeroSection', // 1. hero
      'contactBandSection', // 2. contact-form band
      'premiumServicesSection', // 3. premium services
      'workProcessSection', // 4. process
      'testimonialCarouselSection',
      'valueCardsSection', // 5. value cards
      'portfolioSection', // 6. portfolio
      'popularServicesSection',
      'newsletterSection', // 7. newsletter and consultation
      'teamSection', // 8. team
      'clientLogosSection', // 9. client logos
      'trustPartnersSection', // 10. trust partners
      'enterpriseAiSection', // 11. Enterprise AI
      'officesSection',
      'finalContactSection', // 12. final contact form
    ])
  })

  it('is accepted by the Studio and keeps its keys from one seed to the next', async () => {
    expect(await studio.errorsOf(seededHome())).toEqual([])
    const again = buildSeed().documents.find((doc) => doc._id === 'homePage') as unknown as {
      sections: Block[]
    }
    expect(again.sections.map((block) => block._key)).toEqual(
      seededHome().sections.map((block) => block._key),
    )
  })

  it('shows the documents kept elsewhere: testimonials, popular services, portfolio, subscribers', async () => {
    const blocks = await query(seededHome())
    const of = <K extends string>(type: K) =>
      blocks.find((block) => block._type === type) as Extract<(typeof blocks)[number], { _type: K }>
    expect(of('testimonialCarouselSection').testimonials).toHaveLength(9)
    expect(of('popularServicesSection').services).toHaveLength(22)
    expect(of('portfolioSection').studies).toHaveLength(10)
    expect(of('homeHeroSection').showcase.map((study) => study._id)).toEqual(
      of('portfolioSection')
        .studies.slice(0, 3)
        .map((study) => study._id),
    )
    expect(of('newsletterSection').subscribers).toBe('500+')
  })

  it("gives the newsletter the hero's subscribers in every language, the label in its own", async () => {
    const subscribers = async (
      id: string,
      locale: string,
      claims: (claims: Block[]) => Block[],
    ) => {
      const dataset = documents.map((doc) => {
        if (doc._id !== id) return doc
        const home = structuredClone(doc) as LocalDocument & { sections: Block[] }
        const hero = home.sections.find((block) => block._type === 'homeHeroSection')!
        hero.claims = claims(hero.claims)
        return home
      })
      const result = await evaluate(parse(homePageQuery), { dataset, params: { locale } })
      const { home } = (await result.get()) as HomePageQueryResult
      return home!.sections.find((block) => block._type === 'newsletterSection')!.subscribers
    }
    // The Arabic claim reads "مشترك": it is found by its place, first, as the seed writes it.
    const arabicFirst = (claims: Block[]) => [{ ...claims[0]!, value: '650+' }, ...claims.slice(1)]
    expect(await subscribers('homePage__i18n_ar', 'ar', arabicFirst)).toBe('650+')
    expect(await subscribers('homePage__i18n_ar', 'ar', (claims) => claims)).toBe('500+')
    // On the English page the label still counts, wherever an editor moved the claim.
    const movedLast = (claims: Block[]) => [...claims.slice(1), { ...claims[0]!, value: '700+' }]
    expect(await subscribers('homePage', 'en', movedLast)).toBe('700+')
  })
})

describe('an editor composing the home page', () => {
  it('reorders, duplicates and removes blocks, and the page query follows', async () => {
    const home = seededHome()
    const team = home.sections.find((block) => block._type === 'teamSection')!
    const copy: Block = { ...structuredClone(team), _key: 'team-copy' }
    copy.heading.title = 'Join the team'
    // The team first, a copy of it last, no Enterprise AI.
    home.sections = [
      team,
      ...home.sections.filter((b) => b !== team && b._type !== 'enterpriseAiSection'),
      copy,
    ]
    expect(await studio.errorsOf(home)).toEqual([])
    const blocks = await query(home)
    expect(blocks[0]!._type).toBe('teamSection')
    expect(blocks.at(-1)).toMatchObject({ _key: 'team-copy', heading: { title: 'Join the team' } })
    expect(blocks.some((block) => block._type === 'enterpriseAiSection')).toBe(false)
    expect(blocks).toHaveLength(15)
  })

  it('cannot publish a home page without a block', async () => {
    const home = seededHome()
    home.sections = []
    expect((await studio.errorsOf(home)).map((error) => error.path)).toContain('sections')
  })
})

describe('one list of kinds for every page', () => {
  it('takes a page builder section on the home page and a home block on a page', async () => {
    const about = structuredClone(documents.find((doc) => doc._id === 'page-about')!) as Block &
      LocalDocument & { sections: Block[] }
    const faq = about.sections.find((block) => block._type === 'faqSection') ?? {
      _key: 'faq-on-home',
      _type: 'faqSection',
      heading: 'Questions',
      items: [{ _key: 'q1', _type: 'faqItem', question: 'Why us?', answer: 'Because.' }],
    }
    const home = seededHome()
    home.sections = [...home.sections.slice(0, 2), { ...faq, _key: 'faq-on-home' }]
    expect(await studio.errorsOf(home)).toEqual([])
    const blocks = await query(home)
    expect(blocks.map((block) => block._type)).toEqual([
      'homeHeroSection',
      'contactBandSection',
      'faqSection',
    ])
    expect(blocks[2]).toMatchObject({ heading: faq.heading, items: [expect.anything()] })

    const team = seededHome().sections.find((block) => block._type === 'teamSection')!
    about.sections = [...about.sections, { ...team, _key: 'team-on-about' }]
    expect(await studio.errorsOf(about)).toEqual([])
    const dataset = documents.map((doc) => (doc._id === about._id ? about : doc))
    const page = (await (
      await evaluate(parse(pageQuery), { dataset, params: { slug: 'about', locale: 'en' } })
    ).get()) as NonNullable<PageQueryResult>
    expect(page.sections!.at(-1)).toMatchObject({
      _type: 'teamSection',
      heading: { title: team.heading.title },
    })
  })

  it('keeps the one hero of a page first, on the home page too', async () => {
    const about = documents.find((doc) => doc._id === 'page-about')! as LocalDocument & {
      sections: Block[]
    }
    const hero = about.sections.find((block) => block._type === 'heroSection')!
    const home = seededHome()
    home.sections = [...home.sections, hero]
    expect((await studio.errorsOf(home)).map((error) => error.path)).toContain('sections')
  })
})
