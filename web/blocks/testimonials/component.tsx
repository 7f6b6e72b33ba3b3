import { DarkSection } from '@/web/blocks/dark-section'
import { SectionHeading } from '@/web/components/content/section-heading'
import { DEFAULT_LOCALE, type Locale, quoted } from '@/core/i18n/locales'
import { translator } from '@/web/i18n/messages'
import { carouselProps } from '../block-text'
import type { BlockOf, BlockProps } from '../types'

type Testimonial = BlockOf<'testimonialCarouselSection'>['testimonials'][number]

/**
 * Client testimonials: from 1024 px three cards starting at the
 * current one and wrapping round, narrower screens one; previous and next buttons, and one dot
 * per testimonial to jump to it. Cards name the position and company, not the person.
 */
export function Testimonials({
  block: { heading, testimonials },
  context: {
    locale = DEFAULT_LOCALE,
    pieces: { Carousel, TestimonialCard },
  },
  headingId,
  location,
}: BlockProps<'testimonialCarouselSection'>) {
  if (!testimonials.length) return null
  const t = translator(locale, 'blocks')
  return (
    <DarkSection
      location={location}
      name="testimonials"
      headingId={headingId}
      glow="bg-[radial-gradient(50rem_30rem_at_50%_0%,rgb(79_70_229/0.3),transparent_70%)]"
    >
      <SectionHeading id={headingId} {...heading} tone="dark" />
      <Carousel
        label={t('testimonials.label')}
        itemName="testimonial"
        {...carouselProps(locale, 'testimonials')}
        slides={testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial._id} {...cardProps(testimonial, locale)} />
        ))}
        slideClassName="basis-full lg:basis-1/3"
        arrows
        nav="dots"
        tone="dark"
        className="mt-12"
        controlsClassName="mt-8 justify-center"
      />
    </DarkSection>
  )
}

/** A card's words for the `TestimonialCard` piece (./testimonial-card.tsx). */
function cardProps(testimonial: Testimonial, locale: Locale) {
  const rating = Math.max(0, Math.min(5, Math.round(testimonial.rating)))
  return {
    id: testimonial._id,
    // In the language's quotation marks («…» in Arabic), as the testimonial grid writes them; the
    // English cards are as the spec's page has them, without.
    quote: locale === DEFAULT_LOCALE ? testimonial.text : quoted(testimonial.text, locale),
    position: testimonial.position,
    company: testimonial.company,
    rating,
    ratingLabel: translator(locale, 'blocks')('rated', { rating: String(rating) }),
  }
}
