/**
 * Beside a list page's heading on wide screens: the testimonial an editor puts first, with its
 * rating and who gave it (a position and a company, as the testimonial blocks name them). The
 * services page's hero had only its heading and an introduction, with the right half of a wide
 * screen empty (an outside review at 1440 px, issue 45): a client's words about the work fill it,
 * from the testimonials the Studio keeps. Hidden below `lg`: on a phone the catalogue follows the
 * heading at once.
 */
import type { Locale } from '@/core/i18n/locales'
import { quoted } from '@/core/i18n/locales'
import type { FirstTestimonialQueryResult } from '@/web/content/sanity.types'
import { Quote } from '@/web/components/ui/icons'
import { RatingStars } from '@/web/components/ui/rating-stars'
import { translator } from '@/web/i18n/messages'

export function HeroTestimonial({
  testimonial,
  locale,
}: {
  testimonial: NonNullable<FirstTestimonialQueryResult>
  locale: Locale
}) {
  const t = translator(locale, 'blocks')
  return (
    <figure
      data-testimonial
      className="hidden rounded-3xl border border-slate-200 bg-white/90 p-8 shadow-xl shadow-slate-900/5 lg:block"
    >
      <div className="flex items-center justify-between">
        <RatingStars
          rating={testimonial.rating}
          label={t('rated', { rating: String(testimonial.rating) })}
        />
        <Quote className="text-brand-100 size-8" />
      </div>
      <blockquote className="mt-5 text-lg leading-8 text-pretty text-slate-700">
        {quoted(testimonial.text, locale)}
      </blockquote>
      <figcaption className="mt-6 border-t border-slate-200 pt-5 text-sm">
        <span className="block font-semibold text-slate-900">{testimonial.position}</span>
        <span className="text-slate-500">{testimonial.company}</span>
      </figcaption>
    </figure>
  )
}
