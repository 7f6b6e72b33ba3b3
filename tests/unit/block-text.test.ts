/**
 * The words the home page's blocks write themselves (issue 44): with no language given (an
 * English page) exactly the English of messages/en (blocks, premiumServices, offices), which the
 * specs fix; on an Arabic page (`context.locale: 'ar'`) the Arabic of messages/ar and none of
 * that English. The CMS's content is in the page's language already; these are the rest.
 */
import type { FunctionComponent } from 'react'
import { describe, expect, it } from 'vitest'
import type { Locale } from '@/core/i18n/locales'
import { EAGER_PIECES } from '@/web/blocks/eager-pieces'
import { ClientLogos } from '@/web/blocks/client-logos/component'
import { Hero } from '@/web/blocks/hero/component'
import { PopularServices } from '@/web/blocks/popular-services/component'
import { PremiumServicesSection } from '@/web/blocks/premium-services/component'
import { ProcessSection } from '@/web/blocks/process/component'
import { ProcessStepsSection } from '@/web/blocks/process-steps/component'
import { Team } from '@/web/blocks/team/component'
import { TestimonialsSection } from '@/web/blocks/testimonial-grid/component'
import { Testimonials } from '@/web/blocks/testimonials/component'
import { TrustPartners } from '@/web/blocks/trust-partners/component'
import { ValueCards } from '@/web/blocks/value-cards/component'
import { OfficeList } from '@/web/components/offices/office-list'
import { OfficeMapPanel } from '@/web/components/offices/office-map-panel'
import { CaseStudyCard } from '@/web/components/work/case-study-card'
import { caseStudyCard } from '@/web/components/work/case-study-card-data'
import { caseStudyCardText } from '@/web/blocks/block-text'
import { MESSAGES, translator } from '@/web/i18n/messages'
import { escaped, render } from '../helpers/markup'

const settings = {
  phone: '+1 (212) 555-0142',
  email: 'hello@codehome.example',
  socialLinks: [{ _key: 's', platform: 'linkedin', url: 'https://linkedin.example', label: null }],
  messagingLink: { platform: 'whatsapp', url: 'https://wa.example', label: null },
  claims: { ratingValue: '4.9', reviewCount: '120' },
}
const heading = { eyebrow: 'Eyebrow', title: 'Title' }

/** A block component drawn with `block` on a page in `locale` (English when none). */
const block =
  (component: FunctionComponent<never>, data: object, headingId = 'h') =>
  (locale?: Locale) =>
    render(component as FunctionComponent<object>, {
      block: data,
      context: { settings, breadcrumbs: [], locale, pieces: EAGER_PIECES },
      headingId,
      tone: 'light',
    })

const offices = [
  {
    _id: 'o',
    name: 'Dubai',
    country: 'UAE',
    address: 'Street 1',
    phone: '+971 4 000 0000',
    coordinates: [55, 25] as [number, number],
    flagEmoji: '',
    timeZone: null,
    flag: null,
  },
]

const study = {
  _id: 'c',
  slug: 'shop',
  title: 'Shop',
  category: 'Web',
  description: 'A shop.',
  image: null,
  technologies: ['React'],
}

/** What each piece shows in English on an English page, word for word. */
const PIECES: { name: string; draw: (locale?: Locale) => string; english: string[] }[] = [
  {
    name: 'hero',
    draw: block(Hero, {
      words: ['Brand'],
      wordsLead: 'Build your',
      showcase: [{ _id: 'a', slug: 'a', title: 'A', category: 'Web', image: null }],
    }),
    english: [
      '<span class="sr-only">Call </span>',
      '<span class="sr-only"> (opens in a new tab)</span>',
      'aria-label="Social media"',
      'aria-label="LinkedIn (opens in a new tab)"',
      'aria-label="Recent work"',
      '<span class="sr-only"> out of 5</span> from 120 reviews',
      'aria-label="Pause rotating words"',
    ],
  },
  {
    name: 'popular services',
    draw: block(PopularServices, {
      heading,
      services: [{ _id: 's', slug: 'seo', title: 'SEO', description: 'd', rating: 4.8 }],
    }),
    english: [
      '<span class="sr-only">Rated </span>4.8',
      'Explore<span class="sr-only"> SEO</span>',
      'aria-label="Previous services"',
      'aria-label="Next services"',
    ],
  },
  {
    name: 'premium services',
    draw: block(PremiumServicesSection, {
      heading,
      cards: [{ _key: 'k', slug: 'seo', title: 'SEO', deliverables: ['Audit'], color: 'blue' }],
    }),
    english: [
      'Learn more<span class="sr-only"> about SEO</span>',
      '>Show deliverables<',
      '>Hide deliverables<',
      '<span class="sr-only"> of SEO</span>',
      'aria-label="Deliverables of SEO"',
      'aria-label="Pause rotation of the premium services"',
    ],
  },
  {
    name: 'process',
    draw: block(ProcessSection, {
      heading,
      steps: [{ _key: 'k', step: 1, title: 'Plan', duration: '1 week', deliverables: ['Brief'] }],
    }),
    english: ['<span class="sr-only">Step </span>01', 'aria-label="Deliverables of Plan"'],
  },
  {
    name: 'process steps',
    draw: block(ProcessStepsSection, {
      _type: 'processStepsSection',
      heading: 'Title',
      steps: [{ _key: 'k', title: 'Plan' }],
    }),
    english: ['<span class="sr-only">Step 1: </span>Plan'],
  },
  {
    name: 'testimonials',
    draw: block(Testimonials, {
      heading,
      testimonials: [{ _id: 't', rating: 5, text: 'Good', position: 'CEO', company: 'Co' }],
    }),
    english: [
      'aria-label="Client testimonials"',
      'aria-label="Rated 5 out of 5"',
      'aria-label="Previous testimonial"',
      'aria-label="Next testimonial"',
      'aria-label="Choose a testimonial"',
      'aria-label="Show testimonial 1"',
    ],
  },
  {
    name: 'testimonial grid',
    draw: block(TestimonialsSection, {
      _type: 'testimonialsSection',
      heading: 'Title',
      testimonials: [{ _id: 't', rating: 4, text: 'Good', position: 'CEO', company: 'Co' }],
    }),
    english: ['aria-label="Rated 4 out of 5"'],
  },
  {
    name: 'value cards',
    draw: block(ValueCards, { heading, cards: [{ _key: 'k', title: 'Speed' }] }),
    english: [
      'aria-label="Why clients choose us"',
      'aria-label="Choose a value"',
      'aria-label="Pause value cards"',
    ],
  },
  {
    name: 'client logos',
    draw: block(ClientLogos, { heading, logos: [{ _key: 'k', name: 'Acme', logo: null }] }),
    english: ['aria-label="Client logos"', 'aria-label="Pause client logos"'],
  },
  {
    name: 'trust partners',
    draw: block(TrustPartners, {
      heading,
      partners: [{ _key: 'k', name: 'Clutch', href: 'https://clutch.example' }],
    }),
    english: ['<span class="sr-only"> (opens in a new tab)</span>'],
  },
  {
    name: 'team',
    draw: block(Team, { heading, members: [{ _key: 'k', openSlot: true, role: 'Designer' }] }),
    english: [
      'Send your resume<span class="sr-only"> for Designer</span>',
      'subject=Application%3A%20Designer',
    ],
  },
  {
    name: 'case study card',
    draw: (locale?: Locale) =>
      render(CaseStudyCard, {
        card: caseStudyCard(study as never, { imageInNewTab: true }),
        text: caseStudyCardText(locale ?? 'en'),
      }),
    english: ['aria-label="Technologies"'],
  },
  {
    name: 'offices',
    draw: (locale?: Locale) => {
      const text = locale === 'ar' ? { text: MESSAGES.ar.offices, locale } : {}
      return render(OfficeList, { offices, ...text }) + render(OfficeMapPanel, { offices, ...text })
    },
    english: ['aria-label="Offices"', 'Loading interactive map…', 'View all locations <svg'],
  },
]

describe("the home page's blocks", () => {
  it.each(PIECES.map((piece) => [piece.name, piece] as const))(
    '%s: on an English page, its English word for word',
    (_, piece) => {
      const html = piece.draw()
      for (const english of piece.english) expect(html).toContain(english)
    },
  )

  it.each(PIECES.map((piece) => [piece.name, piece] as const))(
    '%s: on an Arabic page, Arabic and none of that English',
    (_, piece) => {
      const html = piece.draw('ar')
      expect(html).toMatch(/[\u0600-\u06FF]/)
      for (const english of piece.english) expect(html).not.toContain(english)
      for (const word of [
        'Rated',
        'out of 5',
        'Explore',
        'Learn more',
        'deliverables',
        'Deliverables',
        'Step ',
        'opens in a new tab',
        'Previous',
        'Next',
        'Choose a',
        'Show ',
        'Pause',
        'Technologies',
        'Offices',
        'View all',
        'Close',
        'Try again',
        'résumé',
        'Application',
      ]) {
        expect(html, word).not.toContain(word)
      }
    },
  )

  it('writes the Arabic words of messages/ar', () => {
    const ar = MESSAGES.ar
    const html = PIECES.map((piece) => piece.draw('ar')).join('')
    for (const text of [
      ar.blocks.popular.explore,
      ar.blocks.hero.recentWork,
      ar.blocks.testimonials.label,
      ar.blocks.testimonials.previous,
      ar.blocks.values.label,
      ar.blocks.clients.pause,
      ar.premiumServices.showDeliverables,
      ar.premiumServices.learnMore,
      ar.blocks.portfolio.technologies,
      ar.offices.list,
      ar.offices.viewAll,
      ar.blocks.rated.replace('{rating}', '5'),
    ]) {
      expect(html).toContain(escaped(text))
    }
  })

  it('writes what an Arabic page needs differently: plural, quotation marks, numbers left to right', () => {
    const [hero, testimonials, offices] = ['hero', 'testimonials', 'offices'].map((name) =>
      PIECES.find((piece) => piece.name === name)!,
    )
    // "from 120 reviews": the noun in the form Arabic gives 120 (and 247) after the number.
    expect(hero!.draw('ar')).toContain(`${escaped(' بناءً على ')}120${escaped(' تقييمًا')}`)
    expect(testimonials!.draw('ar')).toContain('<p>«Good»</p>')
    expect(testimonials!.draw()).toContain('<p>Good</p>')
    // An office's phone, in the map panel's cards (the list shows it in its modal).
    expect(offices!.draw('ar')).toContain('<bdi dir="ltr">+971 4 000 0000</bdi>')
    expect(offices!.draw()).not.toContain('<bdi')
  })

  it("counts the hero's reviews in each language's plural forms", () => {
    const reviews = (locale: Locale, count: number) =>
      (translator(locale, 'blocks') as unknown as (key: string, values: object) => string)(
        'hero.reviews',
        { count },
      )
    expect([1, 247].map((n) => reviews('en', n))).toEqual(['1 review', '247 reviews'])
    expect([1, 2, 5, 247, 100].map((n) => reviews('ar', n))).toEqual([
      'تقييم واحد',
      'تقييمين',
      '5 تقييمات',
      '247 تقييمًا',
      '100 تقييم',
    ])
  })

  it('the carousels build from their item names the English of messages/en/blocks.json', () => {
    const en = MESSAGES.en.blocks
    const html = PIECES.map((piece) => piece.draw()).join('')
    for (const kind of ['testimonials'] as const) {
      for (const key of ['label', 'previous', 'next', 'choose'] as const) {
        expect(html).toContain(`aria-label="${en[kind][key]}"`)
      }
      expect(html).toContain(`aria-label="${en[kind].show.replace('{number}', '1')}"`)
    }
    expect(html).toContain(`aria-label="${en.values.pause}"`)
    expect(html).toContain(`aria-label="${en.clients.pause}"`)
  })
})
