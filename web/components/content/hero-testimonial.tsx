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
import { cn } from '@/web/lib/utils'

export function HeroTestimonial({
  testimonial,
  locale,
  compact = false,
}: {
  testimonial: NonNullable<FirstTestimonialQueryResult>
  locale: Locale
  compact?: boolean
}) {
  const t = translator(locale, 'blocks')
  return (
    <figure
      data-testimonial
      className={cn(
        'hidden rounded-3xl border border-slate-200 bg-white/90 shadow-xl shadow-slate-900/5 lg:block',
        compact ? 'p-6' : 'p-8',
      )}
    >
      <div className="flex items-center justify-between">
        <RatingStars
          rating={testimonial.rating}
          label={t('rated', { rating: String(testimonial.rating) })}
        />
        {/* Turned: lucide's quote is a closing mark (❞); a quotation opens with ❝ (and its
            mirror image in a right-to-left page). */}
        <Quote
          className={cn(
            'text-brand-100 rotate-180 rtl:-scale-x-100',
            compact ? 'size-7' : 'size-8',
          )}
        />
      </div>
      <blockquote
        className={cn(
          'text-pretty text-slate-700',
          compact ? 'mt-4 leading-7' : 'mt-5 text-lg leading-8',
        )}
      >
        {quoted(testimonial.text, locale)}
      </blockquote>
      <figcaption
        className={cn('border-t border-slate-200 text-sm', compact ? 'mt-5 pt-4' : 'mt-6 pt-5')}
      >
        <span className="block font-semibold text-slate-900">{testimonial.position}</span>
        <span className="text-slate-500">{testimonial.company}</span>
      </figcaption>
    </figure>
  )
}
