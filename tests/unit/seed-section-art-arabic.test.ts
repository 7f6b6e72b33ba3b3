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
 * credential card, the offices' globe with New York's and Toronto's pins apart and its clocks as
 * a legible list, the team's call with larger labels and all five offices' kudos, the studio's
 * labels larger, and the solutions' tiles with icons of their own.
 */
const ENGLISH = {
  'images/pages/about-offices.svg': '7a7f3c074375c5a4b5e5a6c14f237e60b83c3cef',
  'images/pages/about-studio.svg': '4bca015d20e43345e7cf5d60ac5b9f2cf640e6cf',
  'images/pages/careers-growth.svg': '108607ebd464ddd8a7d60584765047139a413d16',
  'images/pages/careers-how-we-work.svg': '6a34721c41e50540a0e38939a910924073b9744d',
  'images/pages/careers-team.svg': '46cc75c158a24e962dba8674981c469d405bb26e',
  'images/pages/digital-marketing-campaigns.svg': '48e06ded8468686643b18c288be405215184e919',
  'images/pages/digital-marketing-dashboard.svg': '6fafc84d7a8faec4d4bd80d6f8c0236566a4414b',
  'images/pages/global-agency-offices.svg': 'f651e86a0064a14669f0388dd62141933de41214',
  'images/pages/google-partner-audit.svg': '1be0aee61aaa2cf50bf7bddd64bab388709b94c7',
  'images/pages/partner-badge.svg': '204197268a2b96e2ddcd2cba95794fab4ead1f9e',
  'images/pages/solutions-grow.svg': '05f059806321661374b1114ab99b3d0ece606cc3',
  'images/pages/solutions-launch.svg': '42f3dbf1f24cecc32c231ce2724f83e22a143643',
  'images/pages/solutions-map.svg': '3898c2c0a7a579a210f98bc470babe87eca5f885',
  'images/pages/web-development-build.svg': 'fbb93b3b77e54e1c6e45e9414632fb2e6bc9493e',
  'images/pages/web-development-launch.svg': 'ba1ed26a7576c419aededeff1b40bcbc9e4c8429',
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
