/**
 * Composes the seeded pages from sections (copy/page-sections.ts): each copy entry becomes the
 * section object the Studio edits, with `_key`s, Portable Text, image fields and references.
 * Runs after the other documents of the page's language are built, so the logo wall shows the
 * home page's client logos as they are (one source for them).
 */
import type { Artwork } from './artwork'
import { BRAND } from './catalogue'
import type { PageCopy } from './copy-types'
import type { ArtCopy, LinkCopy, SectionCopy } from './copy/page-sections'
import { idSegment, keyFor } from './keys'
import { toPortableText } from './portable-text'
import { portrait } from './identity-art'
import { partnerBadge, type SectionArt, sectionScene } from './section-art'

interface Doc {
  _id: string
  _type: string
  [field: string]: unknown
}

export interface SectionContext {
  /**
   * The `figure` field value of an image (registered by the English documents, reused by their
   * translations).
   */
  figure: (art: Artwork, alt: string) => { _type: 'figure'; asset: { _ref: string }; alt: string }
  /**
   * The `figure` field value of a drawing with words inside (a scene, the Partner badge), drawn
   * in the page's language as a file of its own.
   */
  drawn: (art: Artwork, alt: string) => { _type: 'figure'; asset: { _ref: string }; alt: string }
  /** The labels and direction those drawings are drawn in. */
  sectionArt: SectionArt
  /** The ids of the page's language (a translated page shows the translated documents). */
  ids: {
    homePage: string
    testimonial: (n: number) => string
    caseStudy: (slug: string) => string
  }
  /** Every document of the page's language built so far (the home page's client logos). */
  documents: readonly Doc[]
  /** The sections of the composed pages in the page's language, by slug. */
  sectionCopy: Partial<Record<string, SectionCopy[]>>
}

const ref = (id: string, key: string) => ({ _type: 'reference', _ref: id, _key: key })
const link = ({ label, href }: LinkCopy) => ({ _type: 'homeLink', label, href })

/** The sections of page `slug`, or null when the page is a text page. */
export function composePageSections(
  slug: string,
  docId: string,
  page: PageCopy,
  context: SectionContext,
): Record<string, unknown>[] | null {
  const copy = context.sectionCopy[slug]
  if (!copy) return null
  const image = (art: ArtCopy) => {
    if ('badge' in art) return context.drawn(partnerBadge(BRAND.name, context.sectionArt), art.alt)
    if ('portrait' in art) {
      // The same drawing (and so the same asset) as the person's card on the home page.
      const drawing = portrait(
        `images/people/${idSegment(art.portrait)}-portrait.svg`,
        `Illustrated portrait of ${art.portrait}`,
      )
      return context.figure(drawing, art.alt)
    }
    return context.drawn(sectionScene(art.scene, art.name, art.alt, context.sectionArt), art.alt)
  }
  const noImages = () => {
    throw new Error(`Section copy of ${slug} has an image inside rich text: use imageText`)
  }
  return copy.map((section, index) => {
    const key = keyFor(docId, 'sections', index)
    const base = `${docId}:sections:${index}`
    const keyed = <T extends object>(items: T[], field: string) =>
      items.map((item, i) => ({ _key: keyFor(base, field, i), ...item }))
    if ('hero' in section) {
      const { eyebrow, actions, art } = section.hero
      return {
        _key: key,
        _type: 'heroSection',
        ...(eyebrow ? { eyebrow } : {}),
        heading: page.heading,
        intro: page.intro,
        actions: keyed(actions.map(link), 'actions'),
        image: image(art),
      }
    }
    if ('text' in section) {
      const { eyebrow, heading, body } = section.text
      return {
        _key: key,
        _type: 'richTextSection',
        ...(eyebrow ? { eyebrow } : {}),
        ...(heading ? { heading } : {}),
        body: toPortableText(body, base, noImages),
      }
    }
    if ('imageText' in section) {
      const { eyebrow, heading, body, art, imageLeft, link: more } = section.imageText
      return {
        _key: key,
        _type: 'imageTextSection',
        ...(eyebrow ? { eyebrow } : {}),
        heading,
        body: toPortableText(body, base, noImages),
        image: image(art),
        imagePosition: imageLeft ? 'left' : 'right',
        ...(more ? { link: link(more) } : {}),
      }
    }
    if ('stats' in section) {
      const { heading, stats } = section.stats
      return {
        _key: key,
        _type: 'statsSection',
        ...(heading ? { heading } : {}),
        stats: keyed(
          stats.map(([value, label]) => ({ _type: 'sectionStat', value, label })),
          'stats',
        ),
      }
    }
    if ('features' in section) {
      const { eyebrow, heading, intro, items } = section.features
      return {
        _key: key,
        _type: 'featureGridSection',
        ...(eyebrow ? { eyebrow } : {}),
        heading,
        ...(intro ? { intro } : {}),
        features: keyed(
          items.map(({ link: more, ...item }) => ({
            _type: 'feature',
            ...item,
            ...(more ? { link: link(more) } : {}),
          })),
          'features',
        ),
      }
    }
    if ('steps' in section) {
      const { eyebrow, heading, intro, items } = section.steps
      return {
        _key: key,
        _type: 'processStepsSection',
        ...(eyebrow ? { eyebrow } : {}),
        heading,
        ...(intro ? { intro } : {}),
        steps: keyed(
          items.map((item) => ({ _type: 'sectionStep', ...item })),
          'steps',
        ),
      }
    }
    if ('logos' in section) {
      const home = context.documents.find((doc) => doc._id === context.ids.homePage)
      const blocks = (home?.sections ?? []) as { _type: string; logos?: unknown }[]
      const logos = (blocks.find((block) => block._type === 'clientLogosSection')?.logos ?? []) as {
        name: string
        logo: unknown
      }[]
      if (!logos.length) throw new Error('The logo wall needs the home page’s client logos')
      return {
        _key: key,
        _type: 'logoWallSection',
        heading: section.logos.heading,
        logos: keyed(
          logos.map(({ name, logo }) => ({ _type: 'sectionLogo', name, logo })),
          'logos',
        ),
      }
    }
    if ('testimonials' in section) {
      const { eyebrow, heading, picks } = section.testimonials
      return {
        _key: key,
        _type: 'testimonialsSection',
        ...(eyebrow ? { eyebrow } : {}),
        heading,
        testimonials: picks.map((n, i) =>
          ref(context.ids.testimonial(n), keyFor(base, 'testimonials', i)),
        ),
      }
    }
    if ('caseStudies' in section) {
      const { eyebrow, heading, intro, slugs } = section.caseStudies
      return {
        _key: key,
        _type: 'caseStudiesSection',
        ...(eyebrow ? { eyebrow } : {}),
        heading,
        ...(intro ? { intro } : {}),
        caseStudies: slugs.map((s, i) =>
          ref(context.ids.caseStudy(s), keyFor(base, 'caseStudies', i)),
        ),
      }
    }
    if ('faq' in section) {
      const { heading, items } = section.faq
      return {
        _key: key,
        _type: 'faqSection',
        heading,
        items: keyed(
          items.map((item) => ({ _type: 'faqItem', ...item })),
          'items',
        ),
      }
    }
    const { heading, text, action } = section.cta
    return {
      _key: key,
      _type: 'callToActionSection',
      heading,
      ...(text ? { text } : {}),
      action: link(action),
      showPhone: true,
    }
  })
}
