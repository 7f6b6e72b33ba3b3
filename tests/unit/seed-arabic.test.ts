/**
 * The seed writes the site in English and Arabic as document-level translations, the way the
 * Studio's @sanity/document-internationalization plugin keeps them: every document of a
 * translated type has a `language`; its Arabic twin has the English id + `__i18n_ar`, the same
 * facts (slugs, prices, icons, images, dates, links) and Arabic words; a `translation.metadata`
 * document links the two. The English documents are those the seed always wrote.
 */
import { describe, expect, it } from 'vitest'
import {
  buildSeed,
  type SeedDocument,
  TRANSLATABLE_TYPES,
  translationId,
  translationMetadataId,
} from '@/scripts/seed/build'
import { homeCopy } from '@/scripts/seed/copy/home'
import { testimonials } from '@/scripts/seed/copy/testimonials'

const { documents } = buildSeed()
const byId = new Map(documents.map((doc) => [doc._id, doc]))
const translatable = new Set<string>(TRANSLATABLE_TYPES)
const inLanguage = (language: string, type?: string) =>
  documents.filter((doc) => doc.language === language && (!type || doc._type === type))
const english = inLanguage('en')
const arabic = inLanguage('ar')
const slugOf = (doc: SeedDocument) => (doc.slug as { current?: string } | undefined)?.current

const ARABIC_LETTER = /[\u0621-\u064A]/
const SUFFIX = '__i18n_ar'

/**
 * The drawings with words inside (the composed pages' scenes, the Partner badge) are drawn again
 * in Arabic, at images/pages/ar/<name>.svg, and so are the case studies' mock-ups, at
 * images/work/ar/<slug>.webp, the posts' covers, at images/blog/ar/<slug>.svg, and the posts' and
 * case studies' in-article compositions, at images/(blog|work)/ar/<slug>-illustration.svg: each
 * Arabic asset's id by that of its English twin.
 */
const ARABIC_ASSET = /^images\/(pages|work|blog)\/ar\//
const assetPaths = new Map(
  documents
    .filter((doc) => doc._type === 'sanity.imageAsset')
    .map((doc) => [String(doc.path), doc._id]),
)
const englishTwinOfAsset = new Map(
  [...assetPaths]
    .filter(([path]) => ARABIC_ASSET.test(path))
    .map(([path, id]) => [id, assetPaths.get(path.replace('/ar/', '/'))!]),
)

/** Every `_ref` inside a value. */
function refsOf(value: unknown, refs: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsOf(item, refs))
  else if (value && typeof value === 'object') {
    const ref = (value as { _ref?: unknown })._ref
    if (typeof ref === 'string') refs.push(ref)
    Object.values(value).forEach((item) => refsOf(item, refs))
  }
  return refs
}

/**
 * Keys whose values are facts, the same in every language: they are compared between twins and
 * not read as visitor text. (`value` is a fact only in options: a stat's value is words too,
 * "5 min" → "5 دقائق".)
 */
const FACT_KEYS = new Set([
  'price',
  'billingPeriod',
  'popular',
  'featured',
  'rank',
  'rating',
  'icon',
  'order',
  'step',
  'current',
  'aliases',
  'kind',
  'publishedAt',
  'updatedAt',
  'privacyNoticeVersion',
  'phone',
  'email',
  'url',
  'href',
  'lat',
  'lng',
  'timeZone',
  'flagEmoji',
  'technologies',
  'brandName',
  'brandSlug',
  'platform',
  'color',
  'openSlot',
  'imagePosition',
  'showPhone',
  'contentProtection',
  'foundingYear',
  'clientCount',
  'ratingValue',
  'reviewCount',
  'openingDays',
  'opens',
  'closes',
  'start',
  'end',
  'day',
  'minimumNoticeHours',
  'horizonDays',
  'bufferMinutes',
  'dailyCap',
  'concurrentSessions',
  'code',
  'employmentType',
])

/**
 * Whether `object[key]` is a fact: a fact key, a reference, an option's value (what a lead
 * stores) or a calculator item's category (one of the schema's values, labelled by the site).
 */
const isFact = (object: Record<string, unknown>, key: string) =>
  FACT_KEYS.has(key) ||
  key === '_ref' ||
  (key === 'value' && object._type === 'option') ||
  (key === 'category' && object._type === 'calculatorItem')

/** The facts of a document as `path=value` lines, references named by their English id. */
function factsOf(doc: SeedDocument): string[] {
  const facts: string[] = []
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${path}[${i}]`))
    else if (value && typeof value === 'object') {
      const object = value as Record<string, unknown>
      for (const [key, item] of Object.entries(object)) {
        // Spans differ with the words; the links they carry are checked by the copy tests.
        if (key === 'children' || key === 'markDefs' || key === '_key') continue
        if (isFact(object, key)) {
          const fact = key === '_ref' ? (englishTwinOfAsset.get(String(item)) ?? item) : item
          facts.push(`${path}.${key}=${JSON.stringify(fact).replaceAll(SUFFIX, '')}`)
        } else visit(item, `${path}.${key}`)
      }
    }
  }
  visit(doc, '')
  return facts
}

/** Keys that hold no visitor text besides the facts (ids, Portable Text plumbing). */
const NOT_TEXT = new Set([
  '_id',
  '_type',
  '_key',
  '_ref',
  '_rev',
  '_createdAt',
  '_updatedAt',
  '_weak',
  'language',
  'slug',
  'style',
  'listItem',
  'marks',
  'filename',
  'value',
])

/** The visitor-facing strings of a document; a Portable Text block counts as one string. */
function textsOf(doc: SeedDocument): { path: string; text: string }[] {
  const texts: { path: string; text: string }[] = []
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') texts.push({ path, text: value })
    else if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${path}[${i}]`))
    else if (value && typeof value === 'object') {
      const object = value as Record<string, unknown>
      if (object._type === 'block') {
        const spans = object.children as { text: string }[]
        texts.push({ path, text: spans.map((span) => span.text).join('') })
        return
      }
      // A stat's figure is its words ("+250 ألف"); an option's value is what a lead stores.
      const stat = object._type === 'stat' || object._type === 'sectionStat'
      for (const [field, item] of Object.entries(object)) {
        const text = !isFact(object, field) && !NOT_TEXT.has(field)
        if (text || (stat && field === 'value')) visit(item, `${path}.${field}`)
      }
    }
  }
  visit(doc, doc._id)
  return texts
}

/** A figure with no words ("+64%", "4.8", "500+") reads the same in both languages. */
const isFigure = (text: string) => !/\p{L}/u.test(text)

/**
 * Latin-only strings an Arabic page rightly shows as they are: the brand, people's and
 * companies' names, partner programmes, tags that are the technical term itself.
 */
const LATIN_AS_IS = new Set([
  'Codehome',
  'SEO',
  'CRM',
  ...testimonials.map((t) => t.name),
  ...homeCopy.team.flatMap((member) => (member.name ? [member.name] : [])),
  ...homeCopy.clientLogos.map((client) => client.name),
  ...homeCopy.trustPartners.map((partner) => partner.name),
])

describe('seed: the Arabic translation of every translated document', () => {
  it('marks every document of a translated type with its language, and no other', () => {
    for (const doc of documents) {
      if (translatable.has(doc._type)) expect(['en', 'ar'], doc._id).toContain(doc.language)
      else expect(doc.language, doc._id).toBeUndefined()
    }
  })

  it('gives every English document one Arabic twin of the same type and slug', () => {
    expect(english.length).toBeGreaterThan(0)
    for (const doc of english) {
      const twin = byId.get(`${doc._id}${SUFFIX}`)
      expect(twin, doc._id).toBeDefined()
      expect(translationId(doc._id, 'ar')).toBe(twin!._id)
      expect(twin!._type).toBe(doc._type)
      expect(twin!.language).toBe('ar')
      expect(slugOf(twin!), doc._id).toBe(slugOf(doc))
    }
    // And every Arabic document is the twin of an English one.
    expect(arabic.map((doc) => doc._id).sort()).toEqual(
      english.map((doc) => `${doc._id}${SUFFIX}`).sort(),
    )
  })

  it('has the English ids exactly as the ids without a translation suffix', () => {
    const plain = documents
      .filter((doc) => translatable.has(doc._type) && !doc._id.includes('__i18n_'))
      .map((doc) => doc._id)
    expect(plain.sort()).toEqual(english.map((doc) => doc._id).sort())
    expect(english.find((doc) => doc._id === 'service-seo')).toBeDefined()
    expect(byId.get('siteSettings')?.language).toBe('en')
    expect(byId.get('homePage')?.language).toBe('en')
    expect(byId.get('calculatorSettings')?.language).toBe('en')
  })

  it('keeps every id within [A-Za-z0-9_-] (a dotted id is private in Sanity)', () => {
    const bad = documents.map((doc) => doc._id).filter((id) => !/^[A-Za-z0-9_-]+$/.test(id))
    expect(bad).toEqual([])
  })

  it('has the whole catalogue in Arabic', () => {
    const count = (type: string) => inLanguage('ar', type).length
    expect({
      service: count('service'),
      serviceCategory: count('serviceCategory'),
      caseStudy: count('caseStudy'),
      blogPost: count('blogPost'),
      page: count('page'),
      testimonial: count('testimonial'),
      office: count('office'),
      calculatorItem: count('calculatorItem'),
      homePage: count('homePage'),
      siteSettings: count('siteSettings'),
      calculatorSettings: count('calculatorSettings'),
    }).toEqual({
      service: 24,
      serviceCategory: 4,
      caseStudy: 12,
      blogPost: 5,
      page: 10,
      testimonial: 9,
      office: 5,
      calculatorItem: 10,
      homePage: 1,
      siteSettings: 1,
      calculatorSettings: 1,
    })
    // The same number in English: a translation for each, nothing more.
    for (const type of TRANSLATABLE_TYPES)
      expect(inLanguage('en', type).length, type).toBe(inLanguage('ar', type).length)
    expect(byId.get('service-seo__i18n_ar')).toMatchObject({ slug: { current: 'seo' } })
    const pages = inLanguage('ar', 'page').map(slugOf).sort()
    expect(pages).toEqual(
      [
        'about',
        'book-call',
        'careers',
        'digital-marketing',
        'global-agency',
        'google-partner',
        'privacy-policy',
        'solutions',
        'terms-of-service',
        'web-development',
      ].sort(),
    )
  })

  it('links each pair with a translation.metadata document as the plugin stores it', () => {
    const metadata = documents.filter((doc) => doc._type === 'translation.metadata')
    expect(metadata).toHaveLength(english.length)
    for (const doc of english) {
      const meta = byId.get(translationMetadataId(doc._id))
      expect(meta, doc._id).toEqual({
        _id: `translation-metadata-${doc._id}`,
        _type: 'translation.metadata',
        schemaTypes: [doc._type],
        translations: [
          ['en', doc._id],
          ['ar', `${doc._id}${SUFFIX}`],
        ].map(([language, id]) => ({
          _key: language,
          _type: 'internationalizedArrayReferenceValue',
          // The plugin finds an entry by its `language` (its own entries have random keys).
          language,
          value: {
            _type: 'reference',
            _ref: id,
            _weak: true,
            _strengthenOnPublish: { type: doc._type },
          },
        })),
        _createdAt: expect.any(String),
        _updatedAt: expect.any(String),
        _rev: expect.any(String),
      })
    }
  })

  it('gives each Arabic document the facts of its English twin', () => {
    for (const doc of english) {
      const twin = byId.get(`${doc._id}${SUFFIX}`)!
      expect(factsOf(twin), doc._id).toEqual(factsOf(doc))
    }
    // Spot checks of what the comparison covers.
    const seo = byId.get('service-seo__i18n_ar') as unknown as { packages: { price: number }[] }
    expect(seo.packages.map((p) => p.price)).toEqual([399, 799, 1799])
    expect(byId.get('service-seo__i18n_ar')!.category).toEqual({
      _type: 'reference',
      _ref: 'serviceCategory-marketing__i18n_ar',
    })
  })

  it('points every reference of an Arabic document at an existing, Arabic document', () => {
    const problems: string[] = []
    for (const doc of arabic) {
      for (const ref of refsOf(doc)) {
        const target = byId.get(ref)
        if (!target) problems.push(`${doc._id} → ${ref} (missing)`)
        else if (translatable.has(target._type) && target.language !== 'ar')
          problems.push(`${doc._id} → ${ref} (${String(target.language)})`)
      }
    }
    expect(problems).toEqual([])
    // The images are the English ones (but for the drawings and mock-ups with words inside):
    // only their alternative text changes.
    expect(arabic.flatMap((doc) => refsOf(doc)).some((ref) => ref.startsWith('image-'))).toBe(true)
  })

  it('writes every visitor-facing string of an Arabic document in Arabic, facts aside', () => {
    const texts = arabic.flatMap(textsOf)
    const latin = texts.filter(({ text }) => !ARABIC_LETTER.test(text))
    // For inspection when this fails: the strings left in Latin letters and where they are.
    const unexpected = latin
      .filter(({ text }) => !LATIN_AS_IS.has(text) && !isFigure(text))
      .map(({ path, text }) => `${path}: ${text}`)
    expect(unexpected).toEqual([])
    // Of the strings with words, all but the names above (about 2%) are in Arabic.
    const words = texts.filter(({ text }) => !isFigure(text))
    expect(words.length).toBeGreaterThan(2000)
    expect(
      words.filter(({ text }) => ARABIC_LETTER.test(text)).length / words.length,
    ).toBeGreaterThan(0.97)
  })

  it('keeps Arabic letters out of the English documents', () => {
    const withArabic = english
      .flatMap((doc) => textsOf(doc))
      .filter(({ text }) => ARABIC_LETTER.test(text))
    expect(withArabic).toEqual([])
    expect(
      english.filter((doc) => ARABIC_LETTER.test(JSON.stringify(doc))).map((d) => d._id),
    ).toEqual([])
  })

  it('adds no image of its own but the drawings and mock-ups with words inside: the rest are the English files', () => {
    const { artwork } = buildSeed()
    const assets = documents.filter((doc) => doc._type === 'sanity.imageAsset')
    const englishRefs = new Set(english.flatMap((doc) => refsOf(doc)))
    const arabicRefs = new Set(arabic.flatMap((doc) => refsOf(doc)))
    const own = assets.filter((asset) => !englishRefs.has(asset._id))
    // The composed pages' scenes, the Partner badge, the case studies' mock-ups, the posts' covers
    // and the posts' and case studies' in-article compositions, each the twin of an English image
    // and shown by Arabic documents only.
    expect(own.length).toBeGreaterThan(0)
    expect(
      own.filter((asset) => /^images\/work\/ar\/.*\.webp$/.test(String(asset.path))).length,
    ).toBe(12)
    expect(own.filter((asset) => String(asset.path).endsWith('-illustration.svg')).length).toBe(10)
    // The five posts' covers.
    expect(
      own.filter((asset) =>
        /^images\/blog\/ar\/[a-z0-9-]+(?<!-illustration)\.svg$/.test(String(asset.path)),
      ).length,
    ).toBe(5)
    for (const asset of own) {
      expect(String(asset.path), asset._id).toMatch(
        /^images\/(pages\/ar\/[a-z-]+\.svg|work\/ar\/[a-z-]+\.webp|blog\/ar\/[a-z0-9-]+\.svg|work\/ar\/[a-z0-9-]+-illustration\.svg)$/,
      )
      expect(englishRefs.has(englishTwinOfAsset.get(asset._id)!), asset._id).toBe(true)
      expect(arabicRefs.has(asset._id), asset._id).toBe(true)
    }
    expect(new Set(artwork.map((art) => art.path)).size).toBe(artwork.length)
  })
})
