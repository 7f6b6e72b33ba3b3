/**
 * The Arabic service copy (issue 44) against the English it stands beside: every service,
 * package and FAQ has its Arabic counterpart with the same shape, every visitor-facing string is
 * Arabic (not the English left in place), the documented limits hold, and the figures a visitor
 * compares (prices, quantities, durations) are the same numbers in Western digits.
 */
import { describe, expect, it } from 'vitest'
import { CATEGORIES, SERVICES, type ServiceSlug } from '@/scripts/seed/catalogue'
import type { ServiceCopy } from '@/scripts/seed/copy-types'
import { serviceCopy } from '@/scripts/seed/copy/services'
import { serviceCopyAr } from '@/scripts/seed/copy/ar/services'
import {
  arCategoryTitles,
  arServiceShortTitles,
  arServiceTitles,
} from '@/scripts/seed/copy/ar/catalogue-services'

/**
 * Strings allowed to carry no Arabic letter and to equal their English: brand and technical
 * names an Arabic marketer writes in Latin letters. Empty today: every string is Arabic.
 */
const LATIN_ONLY_ALLOWED: ReadonlySet<string> = new Set<string>([])

const ARABIC_LETTER = /[\u0621-\u064A]/
/** Eastern Arabic (and Persian) digits: numbers are written in Western digits. */
const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/
/** A number as written: 3,000 / 1,200 / 2.2 / 48. */
const NUMBER = /\d(?:[\d,.]*\d)?/g

/**
 * Where no direction is set (a meta description in search results, a share card, a plain-text
 * e-mail, `dir="auto"`), the first strong character decides it: a string opening with "SEO"
 * would be laid out left to right. Each string opens with an Arabic word instead.
 */
function firstStrongIsArabic(text: string): boolean {
  return ARABIC_LETTER.test(text.match(/[A-Za-z\u0621-\u064A]/)?.[0] ?? '')
}

const slugs = SERVICES.map((service) => service.slug) as ServiceSlug[]

/** English and Arabic strings of one service, paired by their place in the structure. */
function pairs(en: ServiceCopy, ar: ServiceCopy): { where: string; en: string; ar: string }[] {
  const out: { where: string; en: string; ar: string }[] = [
    { where: 'description', en: en.description, ar: ar.description },
  ]
  const enParagraphs = en.longDescription.split('\n\n')
  const arParagraphs = ar.longDescription.split('\n\n')
  enParagraphs.forEach((p, i) =>
    out.push({ where: `longDescription[${i}]`, en: p, ar: arParagraphs[i] ?? '' }),
  )
  en.features.forEach((f, i) =>
    out.push({ where: `features[${i}]`, en: f, ar: ar.features[i] ?? '' }),
  )
  en.packages?.forEach((pkg, p) => {
    const arPkg = ar.packages?.[p]
    out.push({ where: `packages[${p}].name`, en: pkg.name, ar: arPkg?.name ?? '' })
    out.push({
      where: `packages[${p}].description`,
      en: pkg.description,
      ar: arPkg?.description ?? '',
    })
    pkg.features.forEach((f, i) =>
      out.push({ where: `packages[${p}].features[${i}]`, en: f, ar: arPkg?.features[i] ?? '' }),
    )
  })
  en.faq.forEach((item, i) => {
    out.push({ where: `faq[${i}].question`, en: item.question, ar: ar.faq[i]?.question ?? '' })
    out.push({ where: `faq[${i}].answer`, en: item.answer, ar: ar.faq[i]?.answer ?? '' })
  })
  return out
}

describe('Arabic service copy', () => {
  it('has an Arabic entry for every service in the catalogue, and no other', () => {
    expect(Object.keys(serviceCopyAr).sort()).toEqual([...slugs].sort())
    expect(Object.keys(serviceCopyAr).sort()).toEqual(Object.keys(serviceCopy).sort())
  })

  describe.each(slugs)('%s', (slug) => {
    const en = serviceCopy[slug]
    const ar = serviceCopyAr[slug]

    it('has the same structure as the English', () => {
      expect(ar.longDescription.split('\n\n')).toHaveLength(en.longDescription.split('\n\n').length)
      expect(ar.features).toHaveLength(en.features.length)
      expect(ar.faq).toHaveLength(en.faq.length)
      expect(ar.packages === undefined).toBe(en.packages === undefined)
      en.packages?.forEach((pkg, p) => {
        expect(ar.packages?.[p]?.features).toHaveLength(pkg.features.length)
      })
    })

    it('keeps the documented limits', () => {
      expect(ar.description.length).toBeLessThanOrEqual(240)
      expect(ar.features.length).toBeGreaterThanOrEqual(5)
      expect(ar.features.length).toBeLessThanOrEqual(8)
      const paragraphs = ar.longDescription.split('\n\n')
      expect(paragraphs.length).toBeGreaterThanOrEqual(2)
      expect(paragraphs.length).toBeLessThanOrEqual(3)
      for (const paragraph of paragraphs) expect(paragraph.trim()).toBe(paragraph)
    })

    it('writes every visitor-facing string in Arabic, not the English left in place', () => {
      for (const { where, en: english, ar: arabic } of pairs(en, ar)) {
        expect(arabic.trim(), where).not.toBe('')
        if (LATIN_ONLY_ALLOWED.has(arabic)) continue
        expect(arabic, `${where} has no Arabic letter`).toMatch(ARABIC_LETTER)
        expect(arabic, `${where} is the English`).not.toBe(english)
        expect(arabic, `${where} uses Eastern Arabic digits`).not.toMatch(EASTERN_DIGIT)
        expect(firstStrongIsArabic(arabic), `${where} opens with a Latin word`).toBe(true)
      }
    })

    it('keeps every price and every figure of two or more digits of the English', () => {
      for (const { where, en: english, ar: arabic } of pairs(en, ar)) {
        const arNumbers = arabic.match(NUMBER) ?? []
        for (const figure of english.match(NUMBER) ?? []) {
          // Where the English states a price, every number in it is a fact; elsewhere a lone
          // digit may read better as a word ("one round", "two weeks"), larger figures may not.
          if (!english.includes('$') && figure.replace(/\D/g, '').length < 2) continue
          expect(arNumbers, `${where}: "${figure}" of "${english}"`).toContain(figure)
        }
        if (english.includes('$')) expect(arabic, where).toContain('$')
      }
    })

    it('asks its questions with the Arabic question mark', () => {
      for (const item of ar.faq) expect(item.question).toMatch(/؟$/)
    })
  })

  it('names each English package tier the same way in every service', () => {
    const tiers = new Map<string, Set<string>>()
    for (const slug of slugs) {
      serviceCopy[slug].packages?.forEach((pkg, p) => {
        const arName = serviceCopyAr[slug].packages?.[p]?.name ?? ''
        tiers.set(pkg.name, (tiers.get(pkg.name) ?? new Set()).add(arName))
      })
    }
    for (const [english, arabic] of tiers) expect([...arabic], english).toHaveLength(1)
    // Different English tiers stay different in Arabic.
    const names = [...tiers.values()].map((set) => [...set][0])
    expect(new Set(names).size).toBe(tiers.size)
  })
})

describe('Arabic catalogue names for services and categories', () => {
  it.each(SERVICES.map((service) => [service.slug, service.title] as const))(
    '%s has an Arabic name and a short label',
    (slug, title) => {
      const name = arServiceTitles[slug]
      const short = arServiceShortTitles[slug]
      for (const text of [name, short]) {
        expect(text).toMatch(ARABIC_LETTER)
        expect(text).not.toBe(title)
        expect(firstStrongIsArabic(text)).toBe(true)
      }
      expect(short.length).toBeLessThanOrEqual(name.length)
    },
  )

  it('gives no two services the same Arabic name', () => {
    expect(new Set(Object.values(arServiceTitles)).size).toBe(SERVICES.length)
    expect(new Set(Object.values(arServiceShortTitles)).size).toBe(SERVICES.length)
  })

  it.each(CATEGORIES.map((category) => [category.key, category.title] as const))(
    'category %s has an Arabic title',
    (key, title) => {
      expect(arCategoryTitles[key]).toMatch(ARABIC_LETTER)
      expect(arCategoryTitles[key]).not.toBe(title)
    },
  )

  it('has exactly the catalogue keys', () => {
    expect(Object.keys(arServiceTitles).sort()).toEqual([...slugs].sort())
    expect(Object.keys(arServiceShortTitles).sort()).toEqual([...slugs].sort())
    expect(Object.keys(arCategoryTitles).sort()).toEqual(CATEGORIES.map((c) => c.key).sort())
  })
})
