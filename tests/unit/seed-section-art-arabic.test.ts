/**
 * The composed pages' drawings with words inside (the hero and section scenes, the Partner
 * badge): the Arabic pages show Arabic versions, drawn right to left with Arabic interface labels
 * and their Arabic alternative text, and the English pages keep their English files unchanged.
 */
import { describe, expect, it } from 'vitest'
import { buildSeed, type SeedDocument } from '@/scripts/seed/build'
import { ARABIC_LETTER, labels, svgTexts } from '../helpers/drawn-words'
import { sha1 } from '@/scripts/seed/keys'
import { SECTION_ART } from '@/scripts/seed/section-art'
import { sectionArt as arabicArt } from '@/scripts/seed/copy/ar/section-art'
import { pageSectionCopy, type SectionCopy } from '@/scripts/seed/copy/page-sections'
import { pageSectionCopy as arabicSectionCopy } from '@/scripts/seed/copy/ar/page-sections'

const { documents, artwork } = buildSeed()
const byId = new Map(documents.map((doc) => [doc._id, doc]))
const svgAt = (path: string) => artwork.find((art) => art.path === path)?.svg

type Figure = { asset: { _ref: string }; alt: string }
type Section = { _type: string; image?: Figure }

/** The drawn images (not the portraits) of a page's sections, with the asset each shows. */
function drawings(doc: SeedDocument) {
  return ((doc.sections ?? []) as Section[])
    .filter((section) => section.image)
    .map((section) => ({ section, asset: byId.get(section.image!.asset._ref)! }))
    .filter(({ asset }) => String(asset.path).startsWith('images/pages/'))
}

/** The English labels an Arabic drawing must not show (the names both share aside: SEO, PPC…). */
const arabicLabels = new Set(labels(arabicArt.words))
const englishOnly = labels(SECTION_ART.words).filter((label) => !arabicLabels.has(label))

/**
 * The English drawings as they were before the Arabic versions existed (their sha1s); the landing
 * pages' five were redrawn since, each as a scene no other page shows, the Partner badge as its
 * credential card, the offices' globe with its clocks as a legible list (and its land from
 * Natural Earth, each office where it is), the team's call with larger labels and all five
 * offices' kudos, the studio's labels larger, and the solutions' tiles with icons of their own;
 * and each with a phone composition since (seed-drawings-phone.test.ts; the wide one unchanged).
 */
const ENGLISH = {
  'images/pages/about-offices.svg': 'd407c7a9f3367fab19f040be2b00d2b98f26f03a',
  'images/pages/about-studio.svg': '7c27b0b6e9f8f62b62a89d1a8a745c8e651b2d5d',
  'images/pages/careers-growth.svg': '21f887b8fc09db59557682c9bd288ccd3ec59556',
  'images/pages/careers-how-we-work.svg': '248b2758c2803e540434c6df96b5e9fd9f53b30b',
  'images/pages/careers-team.svg': '904c209e25682983baea56fa10e0a5e77a9e09bb',
  'images/pages/digital-marketing-campaigns.svg': '9e879b3a3a07759de53c82bee5e330ae5d971cdc',
  'images/pages/digital-marketing-dashboard.svg': '83ecbe4e683eed4ee1bbb38e022a271cc0f9fc26',
  'images/pages/global-agency-offices.svg': 'cb8593927ce571be426d0cba8f133272fbd1cba5',
  'images/pages/google-partner-audit.svg': '0d0cbfd4d8a441ccd101e82f1a0b18e20808a79d',
  'images/pages/partner-badge.svg': '204197268a2b96e2ddcd2cba95794fab4ead1f9e',
  'images/pages/solutions-grow.svg': 'e6f3d9e61f42c0cc73a05db2ec67016d71951396',
  'images/pages/solutions-launch.svg': '1f4dadc9c56655ddbc070e8d8924c0f88c28ad12',
  'images/pages/solutions-map.svg': '161c961dabaeacad5aaadfed70f314c5325c9ad3',
  'images/pages/web-development-build.svg': '14608c066d45b4b133a1522e114d588e60165540',
  'images/pages/web-development-launch.svg': 'f7081e5687347c9010125555b94591727a975bf6',
}

const composed = Object.keys(pageSectionCopy).filter((slug) =>
  pageSectionCopy[slug]?.some((section) => 'hero' in section && !('portrait' in section.hero.art)),
)

describe('the composed pages’ drawings in Arabic', () => {
  it('covers the pages with a drawn hero', () => {
    expect(composed).toEqual(
      expect.arrayContaining([
        'about',
        'careers',
        'solutions',
        'google-partner',
        'global-agency',
        'digital-marketing',
        'web-development',
      ]),
    )
  })

  it.each(composed)(
    '/ar/%s shows Arabic versions of its drawings, with Arabic labels and none of the English ones',
    (slug) => {
      const english = byId.get(`page-${slug}`)!
      const arabic = byId.get(`page-${slug}__i18n_ar`)!
      const ours = drawings(arabic)
      const theirs = drawings(english)
      expect(ours.length, slug).toBe(theirs.length)
      // The hero is one of them.
      expect(ours[0]!.section._type, slug).toBe('heroSection')
      ours.forEach(({ section, asset }, i) => {
        const path = String(asset.path)
        expect(path, slug).toBe(
          String(theirs[i]!.asset.path).replace('images/pages/', 'images/pages/ar/'),
        )
        const svg = svgAt(path)!
        expect(svg, path).toBeDefined()
        const texts = svgTexts(svg)
        expect(
          texts.some(({ value }) => ARABIC_LETTER.test(value)),
          path,
        ).toBe(true)
        const shown = new Set(texts.map(({ value }) => value))
        expect(
          englishOnly.filter((label) => shown.has(label)),
          path,
        ).toEqual([])
        // Arabic labels read right to left in a face that has Arabic letters.
        for (const { attributes, value } of texts.filter(({ value }) =>
          ARABIC_LETTER.test(value),
        )) {
          expect(attributes, value).toContain('direction="rtl"')
          expect(attributes, value).toMatch(/font-family="Noto Sans Arabic, [^"]*Tahoma/)
          expect(attributes, value).not.toContain('letter-spacing')
        }
        expect(svg, path).toContain('xml:lang="ar"')
        // Its accessible name is Arabic: a scene's is the Arabic copy's alternative text (the
        // badge names itself).
        expect(section.image!.alt, path).toMatch(ARABIC_LETTER)
        expect(svg.match(/aria-label="([^"]*)"/)![1], path).toMatch(ARABIC_LETTER)
        if (!path.endsWith('partner-badge.svg'))
          expect(svg, path).toContain(`aria-label="${section.image!.alt}"`)
      })
    },
  )

  it('keeps the Arabic copy’s alternative texts for the drawings', () => {
    for (const slug of composed) {
      const arabic = byId.get(`page-${slug}__i18n_ar`)!
      const sections: SectionCopy[] =
        (arabicSectionCopy as Record<string, SectionCopy[]>)[slug] ?? []
      const alts = sections.flatMap((section) => {
        const art =
          'hero' in section
            ? section.hero.art
            : 'imageText' in section
              ? section.imageText.art
              : undefined
        return art && !('portrait' in art) ? [art.alt] : []
      })
      expect(
        drawings(arabic).map(({ section }) => section.image!.alt),
        slug,
      ).toEqual(alts)
    }
  })

  it('leaves the English drawings as they were, shown by the English pages only', () => {
    const englishPaths = composed.flatMap((slug) =>
      drawings(byId.get(`page-${slug}`)!).map(({ asset }) => String(asset.path)),
    )
    expect(new Set(englishPaths)).toEqual(new Set(Object.keys(ENGLISH)))
    for (const [path, hash] of Object.entries(ENGLISH)) {
      const svg = svgAt(path)!
      expect(sha1(svg), `${path} changed`).toBe(hash)
      expect(svg, path).not.toMatch(ARABIC_LETTER)
    }
    expect(svgAt('images/pages/digital-marketing-dashboard.svg')).toContain('>Channel mix<')
  })
})
