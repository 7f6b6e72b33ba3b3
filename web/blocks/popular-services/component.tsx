import Link from '@/web/components/ui/link'
import { Icon } from '@/web/components/ui/icon'
import { servicePath } from '@/web/lib/routes'
import { SpriteIcon } from '@/web/components/home/icon-sprite'
import { SectionHeading } from '../section-heading'
import { DEFAULT_LOCALE } from '@/core/i18n/locales'
import { translator } from '@/web/i18n/messages'
import { scrollRowProps } from '../block-text'
import { type BlockProps, locationAttribute } from '../types'

/** The spec's figures: the buttons scroll 380 px, a touch highlight clears after 500 ms. */
export const POPULAR_SCROLL_PX = 380
export const POPULAR_TOUCH_HIGHLIGHT_MS = 500

/** The spec's eight card gradients, in turn. Whole class names, so Tailwind sees them. */
const GRADIENTS = [
  'from-blue-600 to-indigo-700',
  'from-violet-600 to-purple-800',
  'from-emerald-600 to-teal-700',
  'from-amber-500 to-orange-700',
  'from-rose-500 to-pink-700',
  'from-cyan-600 to-sky-700',
  'from-fuchsia-600 to-violet-700',
  'from-slate-700 to-slate-900',
]

/**
 * Popular services: a row of one card per featured service, in the
 * CMS's order, numbered 01, 02, …, each with its rating, title, description, badge and an
 * 'Explore' link. Cards are 356 px wide with a 24 px gap from 768 px, so a 380 px step moves
 * exactly one card and lands on a snap point.
 */
export function PopularServices({
  block: { heading, services },
  context: {
    locale = DEFAULT_LOCALE,
    pieces: { ScrollRow },
  },
  headingId,
  location,
}: BlockProps<'popularServicesSection'>) {
  if (!services.length) return null
  const t = translator(locale, 'blocks')
  return (
    <section
      aria-labelledby={headingId}
      data-home-section="popular"
      {...locationAttribute(location)}
      className="overflow-hidden pt-20 pb-4 sm:pt-24 sm:pb-8"
    >
      <div data-reveal className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <ScrollRow
          label={heading.eyebrow ?? heading.title}
          itemName="services"
          {...scrollRowProps(locale)}
          stepPx={POPULAR_SCROLL_PX}
          touchHighlightMs={POPULAR_TOUCH_HIGHLIGHT_MS}
          edgeFade
          header={<SectionHeading id={headingId} {...heading} align="start" />}
          listClassName="-mx-4 mt-10 scroll-px-4 gap-4 px-4 pt-2 pb-8 md:mx-0 md:scroll-px-0 md:gap-6 md:px-0"
        >
          {services.map((service, index) => (
            <article
              key={service._id}
              data-card=""
              data-popular-service={service.slug}
              // The card's classes are in globals.css (.popular-card…), written once.
              className={`group popular-card ${GRADIENTS[index % GRADIENTS.length]}`}
            >
              <span aria-hidden="true" className="popular-card-glow" />
              <div className="flex items-start justify-between">
                <span data-testid="popular-number" className="popular-card-number">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <span className="popular-card-rating">
                  <SpriteIcon name="star" className="size-3.5 fill-amber-300 text-amber-300" />
                  <span className="sr-only">{t('popular.rated')}</span>
                  {service.rating ?? 4.9}
                </span>
              </div>
              <span className="popular-card-icon">
                <Icon name={service.icon} className="size-5" />
              </span>
              <h3 className="mt-4 text-xl font-semibold">{service.title}</h3>
              <p className="popular-card-text">{service.description}</p>
              <div className="mt-6 flex items-center justify-between">
                {service.badge ? (
                  <span className="popular-card-badge">
                    <SpriteIcon name="trending-up" className="size-3.5" />
                    {service.badge}
                  </span>
                ) : (
                  <span />
                )}
                <Link href={servicePath(service.slug)} className="popular-card-link">
                  {t('popular.explore')}
                  <span className="sr-only"> {service.title}</span>
                  <SpriteIcon name="arrow-up-right" className="size-4 rtl:-scale-x-100" />
                </Link>
              </div>
            </article>
          ))}
        </ScrollRow>
      </div>
    </section>
  )
}
