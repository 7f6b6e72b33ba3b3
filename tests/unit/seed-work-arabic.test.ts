/**
 * The case studies' mock-ups in Arabic: /ar/our-work and the Arabic portfolio cards show their
 * own WebPs (images/work/ar/<slug>.webp), drawn with the interface's words in Arabic, right to
 * left and in Noto Sans Arabic, with their Arabic alternative text; the English case studies keep
 * their English files, byte for byte. So do the in-article compositions of the posts and case
 * studies (subject-art.ts): the Arabic ones at images/(blog|work)/ar/<slug>-illustration.svg.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { RTL_CSS } from '@/scripts/artwork/frames'
import { SCREEN_ART, SCREENS, screenPath } from '@/scripts/artwork/screens'
import { artworkManifest } from '@/scripts/seed/artwork-manifest'
import { buildSeed } from '@/scripts/seed/build'
import { CASE_STUDIES } from '@/scripts/seed/catalogue'
import { screenArt as arabicArt } from '@/scripts/seed/copy/ar/screens'
import { screenDescriptions } from '@/scripts/seed/copy/ar/images'
import { subjectArt as arabicSubjects } from '@/scripts/seed/copy/ar/subject-art'
import { sha1 } from '@/scripts/seed/keys'
import { SUBJECT_ART, SUBJECT_ART_WORDS } from '@/scripts/seed/subject-art'
import { ARABIC_LETTER, labels, svgTexts } from '../helpers/drawn-words'

const { documents, artwork } = buildSeed()
const byId = new Map(documents.map((doc) => [doc._id, doc]))

type Figure = { asset: { _ref: string }; alt: string }
type Asset = {
  path: string
  size: number
  metadata: { lqip?: string; dimensions: { width: number; height: number } }
}
const imageOf = (id: string) => {
  const figure = byId.get(id)!.image as Figure
  return { alt: figure.alt, asset: byId.get(figure.asset._ref) as unknown as Asset }
}

/** The English mock-ups as they were before the Arabic ones existed (their sha1s). */
const ENGLISH = {
  'images/work/cryptowallet-secure.webp': '673cfd560beaf60321a5f3a8156023a519bd6fee',
  'images/work/edulearn-student-app.webp': '8c0743a412b9902b57cfdb19936bdcc43170af2e',
  'images/work/financeflow-banking.webp': '04f939fd16e15f41aafb2294bdfc3bb4441196bf',
  'images/work/fitgenius-ai-trainer.webp': '054939750e58e5e1def79852def735320f52f692',
  'images/work/foodieexpress-delivery.webp': '97f80653e86261636c1f3f0868b14a245a1ee507',
  'images/work/medicare-patient-portal.webp': 'd2e03a0a4d014b6a25701490ea1c9f380da624a7',
  'images/work/propertyview-real-estate.webp': '20b00e93a2a2d38f90abb0cce680ea12c3ee8ac5',
  'images/work/shopsmart-ecommerce.webp': '3bbf48b9e4c173339fb1a2f6bb9a6572bbb1974a',
  'images/work/socialsphere-networking.webp': '8ab25cfa63dca71369874c8063ee222d55bae294',
  'images/work/streamlive-broadcasting.webp': 'eb10136861642cf3dba3aafba6c79f8c870e997f',
  'images/work/travelbuddy-trip-planner.webp': '9b112781cbef72c66212f3165317a9c6bd94e7cf',
  'images/work/workflow-task-manager.webp': 'ad981ff7b768aca13faabb5dee870f114ce88c48',
}

/**
 * The Arabic labels in Latin letters only: names used as they are (a shop, a café, a market), the
 * chat's handles and a figure. Every other label has Arabic words.
 */
const LATIN_AS_IS = new Set([
  'Blue Bottle Coffee',
  'Whole Market',
  'Pastéis de Belém',
  'Time Out Market',
  'mk_ultra',
  'Jules',
  'ravenx',
  'Priya',
  'neo',
  'Sam_T',
  '-20%',
  '',
])
/** The English labels an Arabic mock-up must not show (the names both share aside). */
const arabicLabels = new Set(labels(arabicArt.words))
const englishOnly = labels(SCREEN_ART.words).filter((label) => !arabicLabels.has(label))

/** The text of a scene's elements, each with the style of the element it is in. */
const textsOf = (html: string) =>
  [...html.matchAll(/<[a-z]+([^>]*)>([^<]+)</g)]
    .map(([, attributes, text]) => ({
      style: /style="([^"]*)"/.exec(attributes!)?.[1] ?? '',
      text: text!.trim(),
    }))
    .filter(({ text }) => text)

/** The devices' boxes of a scene, in order. */
const devices = (html: string) =>
  [
    ...html.matchAll(/class="device [a-z]+[^"]*" style="left:(\d+)px;top:(\d+)px;width:(\d+)px/g),
  ].map(([, left, top, width]) => ({ left: Number(left), top: Number(top), width: Number(width) }))

const slugs = CASE_STUDIES.map((study) => study.slug)

describe('the case studies’ mock-ups in Arabic', () => {
  it('has a mock-up for every case study', () => {
    expect(Object.keys(SCREENS).sort()).toEqual([...slugs].sort())
    expect(slugs.map((slug) => screenPath(slug, 'ar'))).toEqual(
      slugs.map((slug) => `images/work/ar/${slug}.webp`),
    )
  })

  it('writes every label in Arabic but the names used as they are', () => {
    expect(
      labels(arabicArt.words).filter(
        (label) => !ARABIC_LETTER.test(label) && !LATIN_AS_IS.has(label),
      ),
    ).toEqual([])
    expect(englishOnly.length).toBeGreaterThan(150)
  })

  it.each(slugs)(
    '/ar/our-work/%s shows its Arabic mock-up, committed and in the manifest, with Arabic alt text',
    (slug) => {
      const arabic = imageOf(`caseStudy-${slug}__i18n_ar`)
      const english = imageOf(`caseStudy-${slug}`)
      expect(arabic.asset.path).toBe(`images/work/ar/${slug}.webp`)
      expect(english.asset.path).toBe(`images/work/${slug}.webp`)
      const file = path.join('public', arabic.asset.path)
      expect(existsSync(file), file).toBe(true)
      const bytes = readFileSync(file)
      expect(sha1(bytes), `${file} changed: run npm run artwork`).toBe(
        artworkManifest[arabic.asset.path]!.sha1,
      )
      expect(arabic.asset.size).toBe(bytes.length)
      expect(arabic.asset.metadata.dimensions).toEqual(
        expect.objectContaining({ width: 1600, height: 900 }),
      )
      expect(arabic.asset.metadata.lqip).toMatch(/^data:image\/jpeg;base64,/)
      // RIFF....WEBP
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP')
      expect(arabic.alt).toMatch(ARABIC_LETTER)
      expect(arabic.alt).toBe(screenDescriptions[slug])
      expect(SCREENS[slug]!(arabicArt).alt).toBe(arabic.alt)
    },
  )

  it.each(slugs)(
    'draws %s with Arabic labels, right to left, and none of the English ones',
    (slug) => {
      const { html } = SCREENS[slug]!(arabicArt)
      expect(html).toMatch(/^<div class="stage" lang="ar" dir="rtl"/)
      const texts = textsOf(html)
      expect(texts.filter(({ text }) => ARABIC_LETTER.test(text)).length, slug).toBeGreaterThan(5)
      const shown = new Set(texts.map(({ text }) => text))
      expect(
        englishOnly.filter((label) => shown.has(label)),
        slug,
      ).toEqual([])
      // Arabic letters join: no letter-spacing on them.
      for (const { style, text } of texts.filter(({ text }) => ARABIC_LETTER.test(text)))
        expect(style, text).not.toContain('letter-spacing')
      // The devices stand on the mirrored side of the stage.
      const ours = devices(html)
      const theirs = devices(SCREENS[slug]!().html)
      expect(ours.length, slug).toBeGreaterThan(0)
      expect(ours).toEqual(theirs.map((box) => ({ ...box, left: 1200 - box.left - box.width })))
    },
  )

  it('sets the Arabic letters in Noto Sans Arabic, the face of the site’s Arabic pages', () => {
    expect(RTL_CSS).toContain("font-family: 'Noto Sans Arabic'")
    expect(RTL_CSS).toMatch(/\.stage\[dir="rtl"\] \{ font-family: 'Noto Sans Arabic', Inter/)
    const render = readFileSync('scripts/artwork/render.ts', 'utf8')
    const font = /'(noto-sans-arabic-[a-z-]+\.woff2)'/.exec(render)![1]!
    expect(existsSync(path.join('web/fonts/source', font)), font).toBe(true)
  })

  it('leaves the English mock-ups as they were, shown by the English case studies only', () => {
    for (const slug of slugs) {
      const { html, alt } = SCREENS[slug]!()
      expect(html, slug).not.toMatch(ARABIC_LETTER)
      expect(html, slug).not.toContain('dir="rtl"')
      expect(alt, slug).not.toMatch(ARABIC_LETTER)
    }
    for (const [file, hash] of Object.entries(ENGLISH)) {
      expect(sha1(readFileSync(path.join('public', file))), `${file} changed`).toBe(hash)
      expect(artworkManifest[file]!.sha1, file).toBe(hash)
    }
    const englishPaths = slugs.map((slug) => imageOf(`caseStudy-${slug}`).asset.path)
    expect(new Set(englishPaths)).toEqual(new Set(Object.keys(ENGLISH)))
  })
})

/**
 * The English in-article compositions as they were before the Arabic ones existed, each with its
 * phone composition since (seed-drawings-phone.test.ts; the wide one unchanged).
 */
const ENGLISH_SUBJECTS = {
  'images/blog/building-a-marketing-funnel-illustration.svg':
    '3c024ef406c09e04f87305333abb28ab75630489',
  'images/blog/core-web-vitals-guide-illustration.svg': '4d7ea4dc305e91197c69fcaf3efbd70dbc938826',
  'images/blog/how-to-choose-a-crm-illustration.svg': '8c64fde89e2b6437e6f2429e6d68604e1dabc123',
  'images/blog/pwa-vs-native-app-illustration.svg': 'ce09bbaaf446363f49320a40996768f40ecb947e',
  'images/blog/technical-seo-checklist-illustration.svg':
    'bfe3ae9c4d619a00f9e9b27254ff65d0e660dc7b',
  'images/work/financeflow-banking-illustration.svg': 'b7af7ac86ba7dcf5dd8b049748b873510b277f42',
  'images/work/fitgenius-ai-trainer-illustration.svg': '575d5cc049e0c25aa2c4261e2ada0a5138faaa9f',
  'images/work/foodieexpress-delivery-illustration.svg': 'bb4f1955054aff7700dec206f304865b53b5d640',
  'images/work/streamlive-broadcasting-illustration.svg':
    'ad81432fed4c60c2a5d911a48ec3b3fdc2c4c626',
  'images/work/workflow-task-manager-illustration.svg': 'b1bbd4c2a619e875928f8610e063b060822cacb8',
}

/** The illustration in a document's text: its alt text and the file it shows. */
function inArticle(id: string) {
  const body = (byId.get(id)!.body ?? []) as {
    _type: string
    asset?: { _ref: string }
    alt?: string
  }[]
  const figure = body.find((block) => block._type === 'figure')!
  return { alt: figure.alt!, path: String(byId.get(figure.asset!._ref)!.path) }
}

const subjectLabels = new Set(labels(arabicSubjects.words))
const englishSubjectOnly = labels(SUBJECT_ART_WORDS.words).filter(
  (label) => !subjectLabels.has(label),
)

describe('the posts’ and case studies’ in-article illustrations in Arabic', () => {
  const subjects = Object.keys(SUBJECT_ART).map((slug) => {
    const type = slugs.includes(slug as (typeof slugs)[number]) ? 'caseStudy' : 'blogPost'
    return [slug, type] as const
  })

  it('covers the five posts and five case studies with a composition of their own', () => {
    expect(subjects.filter(([, type]) => type === 'caseStudy').length).toBe(5)
    expect(subjects.filter(([, type]) => type === 'blogPost').length).toBe(5)
    expect(subjects.map(([slug]) => slug)).toContain('core-web-vitals-guide')
  })

  it.each(subjects)(
    'the Arabic %s (%s) shows its own composition, with Arabic labels right to left',
    (slug, type) => {
      const english = inArticle(`${type}-${slug}`)
      const arabic = inArticle(`${type}-${slug}__i18n_ar`)
      const folder = type === 'caseStudy' ? 'work' : 'blog'
      expect(english.path).toBe(`images/${folder}/${slug}-illustration.svg`)
      expect(arabic.path).toBe(`images/${folder}/ar/${slug}-illustration.svg`)
      const svg = artwork.find((art) => art.path === arabic.path)!.svg
      expect(svg).toContain('xml:lang="ar"')
      expect(svg.match(/aria-label="([^"]*)"/)![1]).toMatch(ARABIC_LETTER)
      expect(arabic.alt).toMatch(ARABIC_LETTER)
      const texts = svgTexts(svg)
      expect(texts.filter(({ value }) => ARABIC_LETTER.test(value)).length).toBeGreaterThan(2)
      const shown = new Set(texts.map(({ value }) => value))
      expect(englishSubjectOnly.filter((label) => shown.has(label))).toEqual([])
      for (const { attributes, value } of texts.filter(({ value }) => ARABIC_LETTER.test(value))) {
        expect(attributes, value).toContain('direction="rtl"')
        expect(attributes, value).toMatch(/font-family="Noto Sans Arabic, [^"]*Tahoma/)
      }
      // The composition is mirrored as a whole.
      expect(svg).toContain('<g transform="matrix(-1 0 0 1 1200 0)">')
    },
  )

  it('leaves the English compositions as they were', () => {
    for (const [path, hash] of Object.entries(ENGLISH_SUBJECTS)) {
      const svg = artwork.find((art) => art.path === path)!.svg
      expect(sha1(svg), `${path} changed`).toBe(hash)
      expect(svg, path).not.toMatch(ARABIC_LETTER)
    }
  })
})
