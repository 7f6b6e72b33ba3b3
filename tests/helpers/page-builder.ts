/**
 * An editor's page with one section of every type, built on documents the seed ships (images,
 * testimonials, case studies), as the Studio would store it. The unit tests validate and query
 * it; the e2e test publishes it to the local dataset and opens it.
 */
import { homeContent } from './home-blocks'

type Doc = { _id: string; _type: string; [key: string]: unknown }

export const EVERY_BLOCK_SLUG = 'spring-launch-offer'
export const EVERY_BLOCK_PATH = `/${EVERY_BLOCK_SLUG}`
export const EVERY_BLOCK_ID = 'page-spring-launch-offer'

/** What the page shows, so tests assert the same texts they wrote. */
export const EVERY_BLOCK_TEXT = {
  hero: 'Launch your spring campaign in three weeks',
  heroIntro: 'A landing page, ads and tracking set up by one team, priced up front.',
  richText: 'What the offer includes',
  imageText: 'One dashboard for every channel',
  stat: 'Weeks to launch',
  features: 'Everything a campaign needs',
  feature: 'Tracking that works',
  steps: 'From brief to launch',
  step: 'Kick-off call',
  logos: 'Brands that launched with us',
  testimonials: 'Clients who launched with us',
  caseStudies: 'Campaigns we launched',
  faq: 'Questions about the offer',
  question: 'Can we keep the landing page afterwards?',
  answer: 'Yes. The page, the ad accounts and the data stay in your name.',
  cta: 'Reserve your launch slot',
  ctaAction: 'Reserve a slot',
} as const

const block = (key: string, text: string, style = 'normal') => ({
  _type: 'block',
  _key: key,
  style,
  markDefs: [],
  children: [{ _type: 'span', _key: `${key}s`, text, marks: [] }],
})

/** The page, given the seeded documents it draws images and references from. */
export function everyBlockPage(seeded: readonly Doc[], id = EVERY_BLOCK_ID): Doc {
  const about = seeded.find((doc) => doc._id === 'page-about')!
  const sections = about.sections as { _type: string; image?: unknown }[]
  const heroImage = sections.find((s) => s._type === 'heroSection')!.image
  const otherImage = sections.find((s) => s._type === 'imageTextSection')!.image
  const home = homeContent<{ clientLogos: Doc[] }>(seeded.find((doc) => doc._id === 'homePage')!)
  const logos = home.clientLogos.slice(0, 4)
  const t = EVERY_BLOCK_TEXT
  return {
    _id: id,
    _type: 'page',
    title: 'Spring launch offer',
    kind: 'company',
    slug: { _type: 'slug', current: EVERY_BLOCK_SLUG },
    seo: { _type: 'seo', title: 'Spring launch offer', description: t.heroIntro },
    sections: [
      {
        _key: 'hero',
        _type: 'heroSection',
        eyebrow: 'Spring offer',
        heading: t.hero,
        intro: t.heroIntro,
        actions: [{ _key: 'a1', _type: 'homeLink', label: 'Book a call', href: '/book-call' }],
        image: heroImage,
      },
      {
        _key: 'stats',
        _type: 'statsSection',
        stats: [
          { _key: 's1', _type: 'sectionStat', value: '3', label: t.stat },
          { _key: 's2', _type: 'sectionStat', value: '1', label: 'Team for everything' },
          { _key: 's3', _type: 'sectionStat', value: '24h', label: 'Reply time' },
        ],
      },
      {
        _key: 'text',
        _type: 'richTextSection',
        heading: t.richText,
        body: [
          block('b1', 'A landing page, search ads and conversion tracking, launched together.'),
        ],
      },
      {
        _key: 'imagetext',
        _type: 'imageTextSection',
        eyebrow: 'Reporting',
        heading: t.imageText,
        body: [block('b2', 'Leads, cost and revenue by channel, updated every day.')],
        image: otherImage,
        imagePosition: 'left',
        link: { _type: 'homeLink', label: 'See our work', href: '/our-work' },
      },
      {
        _key: 'features',
        _type: 'featureGridSection',
        heading: t.features,
        features: [
          { _key: 'f1', _type: 'feature', title: 'A landing page', icon: 'layout' },
          { _key: 'f2', _type: 'feature', title: 'Search ads', icon: 'search' },
          { _key: 'f3', _type: 'feature', title: t.feature, icon: 'target' },
        ],
      },
      {
        _key: 'steps',
        _type: 'processStepsSection',
        heading: t.steps,
        steps: [
          { _key: 'p1', _type: 'sectionStep', title: t.step, duration: '1 day' },
          { _key: 'p2', _type: 'sectionStep', title: 'Build and set up', duration: '2 weeks' },
          { _key: 'p3', _type: 'sectionStep', title: 'Launch', duration: '1 day' },
        ],
      },
      {
        _key: 'logos',
        _type: 'logoWallSection',
        heading: t.logos,
        logos: logos.map(({ name, logo }, i) => ({
          _key: `l${i}`,
          _type: 'sectionLogo',
          name,
          logo,
        })),
      },
      {
        _key: 'testimonials',
        _type: 'testimonialsSection',
        heading: t.testimonials,
        testimonials: ['testimonial-1', 'testimonial-6'].map((ref, i) => ({
          _key: `t${i}`,
          _type: 'reference',
          _ref: ref,
        })),
      },
      {
        _key: 'work',
        _type: 'caseStudiesSection',
        heading: t.caseStudies,
        caseStudies: ['caseStudy-shopsmart-ecommerce', 'caseStudy-workflow-task-manager'].map(
          (ref, i) => ({ _key: `c${i}`, _type: 'reference', _ref: ref }),
        ),
      },
      {
        _key: 'faq',
        _type: 'faqSection',
        heading: t.faq,
        items: [{ _key: 'q1', _type: 'faqItem', question: t.question, answer: t.answer }],
      },
      {
        _key: 'cta',
        _type: 'callToActionSection',
        heading: t.cta,
        text: 'Spring slots are limited to four clients a month.',
        action: { _type: 'homeLink', label: t.ctaAction, href: '/book-call' },
        showPhone: true,
      },
    ],
  }
}
