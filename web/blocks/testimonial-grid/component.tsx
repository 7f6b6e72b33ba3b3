import { Quote } from '@/web/components/ui/icons'
import { RatingStars } from '@/web/components/ui/rating-stars'
import { cn } from '@/web/lib/utils'
import { SectionFrame } from '../section-frame'
import { SectionHeading } from '@/web/components/content/section-heading'
import { DEFAULT_LOCALE, quoted } from '@/core/i18n/locales'
import { translator } from '@/web/i18n/messages'
import type { BlockProps } from '../types'

/**
 * Chosen testimonials as cards on one row (three on wide screens). Like the home page's, a card
 * names the client's position and company, not the person.
 */
export function TestimonialsSection({
  block: section,
  tone,
  context: { locale = DEFAULT_LOCALE },
  headingId,
  location,
}: BlockProps<'testimonialsSection'>) {
  const t = translator(locale, 'blocks')
  const dark = tone === 'dark'
  // A reference to a deleted testimonial resolves to null: nothing to show for it.
  const testimonials = section.testimonials.filter((item) => item?._id)
  if (!testimonials.length) return null
  return (
    <SectionFrame type={section._type} headingId={headingId} tone={tone} data-sanity={location}>
      <SectionHeading
        id={headingId}
        eyebrow={section.eyebrow}
        title={section.heading}
        tone={tone}
      />
      <ul
        className={cn(
          'mt-12 grid gap-6',
          testimonials.length >= 2 && 'md:grid-cols-2',
          testimonials.length >= 3 && 'lg:grid-cols-3',
        )}
      >
        {testimonials.map((item) => (
          <li
            key={item._id}
            data-testimonial
            className={cn(
              'flex flex-col rounded-3xl p-7',
              dark
                ? 'bg-white/5 ring-1 ring-white/10 backdrop-blur'
                : 'border border-slate-200 bg-white shadow-sm',
            )}
          >
            <div className="flex items-center justify-between">
              <RatingStars
                rating={item.rating}
                label={t('rated', { rating: String(item.rating) })}
              />
              {/* An opening mark (lucide's quote closes): as hero-testimonial.tsx. */}
              <Quote
                className={cn(
                  'size-7 rotate-180 rtl:-scale-x-100',
                  dark ? 'text-white/20' : 'text-brand-100',
                )}
              />
            </div>
            <blockquote
              className={cn('mt-5 flex-1 leading-7', dark ? 'text-slate-200' : 'text-slate-700')}
            >
              {quoted(item.text, locale)}
            </blockquote>
            <p className="mt-6 border-t border-current/10 pt-5 text-sm">
              <span className={cn('block font-semibold', dark ? 'text-white' : 'text-slate-900')}>
                {item.position}
              </span>
              <span className={dark ? 'text-slate-400' : 'text-slate-500'}>{item.company}</span>
            </p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}
