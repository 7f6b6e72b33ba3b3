/**
 * The Arabic seed copy of the pages part (issue 44): the home page, the composed pages' sections,
 * the company, legal and landing pages, the site settings, the testimonials and the site-wide
 * catalogue words. Each Arabic module must mirror its English one: every entry translated, the
 * same structure (array lengths, block and section kinds), the same keys, paths and images, Arabic
 * words in every visitor-facing string, the English figures and prices kept in Western digits,
 * the inline marks kept, and the English length limits kept.
 */
import { describe, expect, it } from 'vitest'
import {
  BRAND,
  BUDGET_OPTIONS,
  CALCULATOR_ITEMS,
  CALCULATOR_NOTE,
  CLAIMS,
  HERO_WORDS,
  HOME_CLAIMS,
  HOME_HEADINGS,
  OFFICES,
  PAGES,
  PREMIUM_SERVICES,
  PROCESS_DURATIONS,
  PROMISES,
  TESTIMONIAL_COUNT,
  TIMELINE_OPTIONS,
  WORKING_HOURS,
} from '@/scripts/seed/catalogue'
import { homeCopy } from '@/scripts/seed/copy/home'
import { pageSectionCopy } from '@/scripts/seed/copy/page-sections'
import { pageCopy } from '@/scripts/seed/copy/pages'
import { siteCopy } from '@/scripts/seed/copy/site'
import { testimonials } from '@/scripts/seed/copy/testimonials'
import * as ar from '@/scripts/seed/copy/ar/catalogue-site'
import { homeCopy as arHome } from '@/scripts/seed/copy/ar/home'
import { pageSectionCopy as arSections } from '@/scripts/seed/copy/ar/page-sections'
import { pageCopy as arPages } from '@/scripts/seed/copy/ar/pages'
import { siteCopy as arSite } from '@/scripts/seed/copy/ar/site'
import { testimonials as arTestimonials } from '@/scripts/seed/copy/ar/testimonials'
import { STAT_VALUE_MAX } from '@/web/blocks/rules'
import { inlineSpans } from '@/scripts/seed/portable-text'

const ARABIC_LETTER = /[\u0621-\u064A]/g
const LATIN_LETTER = /[A-Za-z]/g
const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/
/** A figure as written: 500, 1,284, 4.9. */
const NUMBER = /\d+(?:[.,]\d+)*/g

/**
 * Fields that are keys, paths, images or enumerations, not words: they stay exactly as in
 * English. `name` is a person's, a client brand's, a partner's or an image's name.
 */
const KEPT = new Set([
  'href',
  'url',
  'platform',
  'icon',
  'color',
  'scene',
  'name',
  'portrait',
  'badge',
  'imageLeft',
  'openSlot',
  'picks',
  'slugs',
  'employmentType',
  'updatedAt',
  'language',
  'filename',
  'code',
])

/**
 * Visitor-facing strings that may read the same in both languages (brand or tech names only).
 * Kept short on purpose: anything else identical to English is an untranslated string.
 */
const SAME_IN_BOTH = new Set<string>([])

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0
const figures = (text: string) => [...new Set(text.match(NUMBER) ?? [])].sort()
const placeholders = (text: string): string[] => (text.match(/\{\w+\}/g) ?? []).sort()

/** The inline marks of a rich-text string, as the seed parses them. */
function marks(text: string) {
  const { children, markDefs } = inlineSpans(text, 'k')
  const withMark = (mark: string) => children.filter((span) => span.marks.includes(mark)).length
  return {
    strong: withMark('strong'),
    em: withMark('em'),
    code: children.filter((span) => span.marks.includes('code')).map((span) => span.text),
    links: markDefs.map((link) => link.href),
    // An unclosed mark would reach the page as a literal asterisk or backtick.
    stray: children.filter((span) => span.marks.length === 0 && /[*`]/.test(span.text)).length,
  }
}

/** What is wrong with one Arabic string beside its English one (empty when nothing is). */
function textProblems(english: string, arabic: string): string[] {
  const problems: string[] = []
  if (arabic.trim() === '') return ['is empty']
  if (EASTERN_DIGIT.test(arabic)) problems.push('uses Eastern Arabic digits, not 0-9')
  const englishHasWords = count(english, LATIN_LETTER) > 0
  if (englishHasWords && !SAME_IN_BOTH.has(english)) {
    if (arabic === english) problems.push('is the English string')
    // The text a visitor reads: a link's path is not part of it.
    const visible = inlineSpans(arabic, 'k')
      .children.map((span) => span.text)
      .join('')
    const letters = count(visible, ARABIC_LETTER)
    if (letters === 0) problems.push('has no Arabic letters')
    // Technical terms stay Latin, but a sentence left in English beside an Arabic one fails here.
    else if (visible.length > 40 && letters < count(visible, LATIN_LETTER)) {
      problems.push('is mostly Latin')
    }
    // Where no direction is set (a search result, a share card, a plain-text e-mail,
    // dir="auto") the first strong letter decides it: "Codehome على LinkedIn" would run left to
    // right. Every string opens with an Arabic word, as in the services and editorial parts.
    if (!/[\u0621-\u064A]/.test(arabic.match(/[A-Za-z\u0621-\u064A]/)?.[0] ?? '')) {
      problems.push('opens with a Latin word')
    }
  }
  // A figure with no words (500+, 4.9, 24/7) is a fact and reads the same in both languages; a
  // range of prices may gain words ("من $1,000 إلى $5,000") but keeps its figures (below).
  if (!englishHasWords && count(arabic, ARABIC_LETTER) === 0 && arabic !== english) {
    problems.push(`changes the figure ${english}`)
  }
  const [en, ar] = [figures(english), figures(arabic)]
  const missing = en.filter((n) => !ar.includes(n))
  const added = ar.filter((n) => !en.includes(n))
  if (missing.length) problems.push(`lacks the figure(s) ${missing.join(', ')}`)
  if (added.length) problems.push(`adds the figure(s) ${added.join(', ')}`)
  for (const price of english.match(/\$[\d,]+/g) ?? []) {
    if (!arabic.includes(price)) problems.push(`lacks the price ${price}`)
  }
  if (JSON.stringify(placeholders(english)) !== JSON.stringify(placeholders(arabic))) {
    problems.push('lacks a {placeholder}')
  }
  const [m, n] = [marks(english), marks(arabic)]
  if (n.stray) problems.push('has an unclosed inline mark')
  for (const key of ['strong', 'em'] as const) {
    if (m[key] !== n[key]) problems.push(`has ${n[key]} ${key} marks, English ${m[key]}`)
  }
  if (JSON.stringify(m.code) !== JSON.stringify(n.code)) problems.push('changes a code span')
  if (JSON.stringify(m.links) !== JSON.stringify(n.links)) {
    problems.push(`links to ${n.links.join(' ')}, English to ${m.links.join(' ')}`)
  }
  // Comparable lengths, so that cards, buttons and headings hold their layout in both languages.
  if (english.length >= 12 && arabic.length > Math.max(english.length * 1.5, english.length + 15)) {
    problems.push(`is much longer than the English (${arabic.length} vs ${english.length})`)
  }
  if (english.length >= 40 && arabic.length < english.length * 0.45) {
    problems.push(`is much shorter than the English (${arabic.length} vs ${english.length})`)
  }
  return problems
}

/**
 * Walks an English value and its Arabic counterpart together and lists every difference in
 * structure, every kept field that changed and every string that fails textProblems.
 */
function compare(
  english: unknown,
  arabic: unknown,
  path: string,
  field = '',
  kept: ReadonlySet<string> = KEPT,
): string[] {
  if (Array.isArray(english)) {
    if (!Array.isArray(arabic)) return [`${path}: not a list`]
    if (arabic.length !== english.length) {
      return [`${path}: ${arabic.length} entries for English ${english.length}`]
    }
    if (kept.has(field)) {
      return JSON.stringify(arabic) === JSON.stringify(english) ? [] : [`${path}: changed`]
    }
    return english.flatMap((item, i) => compare(item, arabic[i], `${path}[${i}]`, field, kept))
  }
  if (english !== null && typeof english === 'object') {
    if (arabic === null || typeof arabic !== 'object' || Array.isArray(arabic)) {
      return [`${path}: not an object`]
    }
    const keysEn = Object.keys(english).sort()
    const keysAr = Object.keys(arabic).sort()
    if (JSON.stringify(keysEn) !== JSON.stringify(keysAr)) {
      return [`${path}: fields ${keysAr.join(',')} are not ${keysEn.join(',')}`]
    }
    return keysEn.flatMap((key) =>
      compare(
        (english as Record<string, unknown>)[key],
        (arabic as Record<string, unknown>)[key],
        `${path}.${key}`,
        key,
        kept,
      ),
    )
  }
  if (typeof english === 'string') {
    if (typeof arabic !== 'string') return [`${path}: not a string`]
    if (kept.has(field) && !WRITTEN_IN_ARABIC.test(path))
      return arabic === english ? [] : [`${path}: "${arabic}" ≠ "${english}"`]
    return textProblems(english, arabic).map((problem) => `${path} ${problem}: "${arabic}"`)
  }
  return arabic === english ? [] : [`${path}: ${String(arabic)} ≠ ${String(english)}`]
}

/**
 * Names written in Arabic letters on an Arabic page, though `name` is kept elsewhere: the agency's
 * own people (the founder is "حمزة صديقي" in the pages' text; his team card said "Hamza Siddiqui"
 * beside it: an outside review). Their portraits stay keyed by the English name (`portrait`).
 */
const WRITTEN_IN_ARABIC = /^home\.team\[\d+\]\.name$/

/** A table of Arabic strings keyed like its English source: same keys, each string good. */
function compareTable(
  label: string,
  english: Record<string, string>,
  arabic: Record<string, string>,
): string[] {
  return compare(english, arabic, label)
}

describe('the Arabic home page copy', () => {
  it('mirrors the English home copy entry for entry', () => {
    expect(compare(homeCopy, arHome, 'home')).toEqual([])
  })

  it('keeps the newsletter placeholder and the hero links’ paths', () => {
    expect(arHome.sections.newsletter.intro).toContain('{subscribers}')
    expect(arHome.heroLinks.map((link) => link.href)).toEqual(['/services', '/book-call'])
  })

  it('keeps every figure of a premium card within the figure limit', () => {
    for (const card of arHome.premiumServices) {
      for (const stat of card.stats) {
        expect(stat.value.length, stat.value).toBeLessThanOrEqual(STAT_VALUE_MAX)
      }
    }
  })
})

describe('the Arabic sections of the composed pages', () => {
  it('covers exactly the English composed pages', () => {
    expect(Object.keys(arSections).sort()).toEqual(Object.keys(pageSectionCopy).sort())
  })

  it('has the same sections of the same kinds, the same images, picks and paths', () => {
    const problems = Object.keys(pageSectionCopy).flatMap((slug) =>
      compare(pageSectionCopy[slug], arSections[slug as keyof typeof arSections], slug),
    )
    expect(problems).toEqual([])
  })

  it('keeps the figures of the stats bands within the figure limit', () => {
    for (const sections of Object.values(arSections)) {
      for (const section of sections) {
        if ('stats' in section) {
          for (const [value] of section.stats.stats) {
            expect(value.length).toBeLessThanOrEqual(STAT_VALUE_MAX)
          }
        }
      }
    }
  })
})

describe('the Arabic company, legal and landing pages', () => {
  it('translates every page of the catalogue', () => {
    expect(Object.keys(arPages).sort()).toEqual(PAGES.map((page) => page.slug).sort())
  })

  it('mirrors each page’s text, body blocks and open positions', () => {
    const problems = PAGES.flatMap(({ slug }) =>
      compare(pageCopy[slug], arPages[slug], `pages.${slug}`),
    )
    expect(problems).toEqual([])
  })

  it('keeps the limits an editor meets: search title, description, hero heading and intro', () => {
    for (const { slug } of PAGES) {
      const page = arPages[slug]
      expect((page.seoTitle ?? page.title).length, slug).toBeLessThanOrEqual(70)
      expect(page.seoDescription.length, slug).toBeLessThanOrEqual(170)
      expect(page.heading.length, slug).toBeLessThanOrEqual(120)
      expect(page.intro.length, slug).toBeLessThanOrEqual(400)
    }
  })
})

describe('the Arabic site settings and testimonials', () => {
  it('mirrors the site settings, within the default description’s 170 characters', () => {
    expect(compare(siteCopy, arSite, 'site')).toEqual([])
    expect(arSite.description.length).toBeLessThanOrEqual(170)
  })

  it('has every testimonial, the people’s names unchanged, their words in Arabic', () => {
    expect(arTestimonials).toHaveLength(TESTIMONIAL_COUNT)
    expect(compare(testimonials, arTestimonials, 'testimonials')).toEqual([])
  })
})

describe('the Arabic words of the site-wide catalogue', () => {
  it('has the brand’s lines, the hours label, the promises and the home headings', () => {
    const problems = [
      ...compareTable(
        'brand',
        { tagline: BRAND.tagline, heroMessage: BRAND.heroMessage, heroSubline: BRAND.heroSubline },
        ar.brand,
      ),
      ...compareTable('claims', { hoursLabel: CLAIMS.hoursLabel }, ar.claims),
      ...compareTable('promises', PROMISES, ar.promises),
      ...compareTable('homeHeadings', HOME_HEADINGS, ar.homeHeadings),
      ...compare(CALCULATOR_NOTE, ar.calculatorNote, 'calculatorNote'),
    ]
    expect(problems).toEqual([])
  })

  it('names every working-hours row, calculator item, option and office', () => {
    const by = <T, K extends string>(
      rows: readonly T[],
      key: (row: T) => K,
      text: (row: T) => string,
    ) => Object.fromEntries(rows.map((row) => [key(row), text(row)])) as Record<K, string>
    const problems = [
      ...compareTable(
        'workingHours',
        by(
          WORKING_HOURS,
          (r) => r.timeZone,
          (r) => r.label,
        ),
        ar.workingHoursLabels,
      ),
      ...compareTable(
        'calculatorItems',
        by(
          CALCULATOR_ITEMS,
          (r) => r.name,
          (r) => r.name,
        ),
        ar.calculatorItems,
      ),
      ...compareTable(
        'calculatorCategories',
        by(
          CALCULATOR_ITEMS,
          (r) => r.category,
          (r) => r.category,
        ),
        ar.calculatorCategories,
      ),
      ...compareTable(
        'budgetOptions',
        by(
          BUDGET_OPTIONS,
          (r) => r.value,
          (r) => r.label,
        ),
        ar.budgetOptions,
      ),
      ...compareTable(
        'timelineOptions',
        by(
          TIMELINE_OPTIONS,
          (r) => r.value,
          (r) => r.label,
        ),
        ar.timelineOptions,
      ),
      ...compare(
        Object.fromEntries(
          OFFICES.map((o) => [o.key, { name: o.name, country: o.country, address: o.address }]),
        ),
        ar.offices,
        'offices',
        '',
        // An office's name is a city's, written in Arabic.
        new Set(),
      ),
    ]
    expect(problems).toEqual([])
  })

  it('has the hero words, the claims, the durations and the premium cards’ titles', () => {
    const problems = [
      ...compare(HERO_WORDS, ar.heroWords, 'heroWords'),
      ...compareTable(
        'homeClaims',
        Object.fromEntries(HOME_CLAIMS.map((c) => [c.label, c.label])),
        ar.homeClaims,
      ),
      ...compare([...PROCESS_DURATIONS], ar.processDurations, 'processDurations'),
      ...compareTable(
        'premiumServices',
        Object.fromEntries(PREMIUM_SERVICES.map((card) => [card.service, card.title])),
        ar.premiumServices,
      ),
    ]
    expect(problems).toEqual([])
  })
})

describe('the comparison itself', () => {
  it('catches a missing entry, a changed kind, an English string, a lost price and a lost link', () => {
    const english = {
      items: ['One', 'Two'],
      body: [{ p: 'See [SEO](/services/seo) from $1,500' }],
      href: '/contact',
    }
    const arabicBody = [{ p: 'شاهد [SEO](/services/seo) ابتداءً من $1,500' }]
    expect(compare(english, { ...english, body: arabicBody, items: ['واحد'] }, 'x')).toEqual([
      'x.items: 1 entries for English 2',
    ])
    expect(
      compare(english, { ...english, items: ['واحد', 'اثنان'], body: [{ h2: 'عنوان' }] }, 'x')[0],
    ).toMatch(/fields h2 are not p/)
    const problems = (body: string) =>
      compare(english, { items: ['واحد', 'اثنان'], body: [{ p: body }], href: '/contact' }, 'x')
    expect(problems('شاهد [SEO](/services/seo) ابتداءً من $1,500')).toEqual([])
    expect(problems('See [SEO](/services/seo) from $1,500').join()).toMatch(/has no Arabic letters/)
    expect(problems('شاهد [SEO](/services/seo) ابتداءً من $1,000').join()).toMatch(
      /lacks the figure\(s\) 1,500.*adds the figure\(s\) 1,000.*lacks the price \$1,500/,
    )
    expect(problems('شاهد [SEO](/ar/services/seo) ابتداءً من $1,500').join()).toMatch(/links/)
    expect(
      compare(english, { items: ['واحد', 'اثنان'], body: english.body, href: '/ar/contact' }, 'x'),
    ).toEqual([
      'x.body[0].p is the English string: "See [SEO](/services/seo) from $1,500"',
      'x.body[0].p has no Arabic letters: "See [SEO](/services/seo) from $1,500"',
      'x.body[0].p opens with a Latin word: "See [SEO](/services/seo) from $1,500"',
      'x.href: "/ar/contact" ≠ "/contact"',
    ])
  })
})
