import { DarkSection } from '@/web/blocks/dark-section'
import { SpriteIcon, Stars } from '@/web/components/home/icon-sprite'
import { SectionHeading } from '../section-heading'
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
    pieces: { Carousel },
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
          <TestimonialCard key={testimonial._id} testimonial={testimonial} locale={locale} />
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

function TestimonialCard({ testimonial, locale }: { testimonial: Testimonial; locale: Locale }) {
  const rating = Math.max(0, Math.min(5, Math.round(testimonial.rating)))
  return (
    <figure
      data-testimonial={testimonial._id}
      className="flex h-full flex-col rounded-3xl border border-white/10 bg-white/[0.04] p-7 backdrop-blur-sm"
    >
      <div className="flex items-center justify-between">
        <span
          role="img"
          aria-label={translator(locale, 'blocks')('rated', { rating: String(rating) })}
          className="flex"
        >
          <Stars count={rating} />
        </span>
        <SpriteIcon name="quote" className="text-brand-400/50 size-8" />
      </div>
      <blockquote className="mt-5 flex-1 text-base leading-7 text-slate-200">
        {/* In the language's quotation marks («…» in Arabic), as the testimonial grid writes
            them; the English cards are as the spec's page has them, without. */}
        <p>{locale === DEFAULT_LOCALE ? testimonial.text : quoted(testimonial.text, locale)}</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-white/10 pt-5">
        <span className="block font-semibold text-white">{testimonial.position}</span>
        <span className="block text-sm text-slate-400">{testimonial.company}</span>
      </figcaption>
    </figure>
  )
}
