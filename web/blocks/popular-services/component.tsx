import { iconSymbol } from '@/web/components/ui/icon'
import { servicePath } from '@/web/lib/routes'
import { localizedHref } from '@/core/i18n/routes'
import { SectionHeading } from '@/web/components/content/section-heading'
import { DEFAULT_LOCALE } from '@/core/i18n/locales'
import { translator } from '@/web/i18n/messages'
import { scrollRowProps } from '../block-text'
import { type BlockProps, locationAttribute } from '../types'

/** The spec's figures: the buttons scroll 380 px, a touch highlight clears after 500 ms. */
export const POPULAR_SCROLL_PX = 380
export const POPULAR_TOUCH_HIGHLIGHT_MS = 500

/**
 * Popular services: a row of one card per featured service, in the
 * CMS's order, numbered 01, 02, …, each with its rating, title, description, badge and an
 * 'Explore' link, drawn by the `PopularCards` piece from each card's fields (./popular-cards.tsx).
 * Cards are 356 px wide with a 24 px gap from 768 px, so a 380 px step moves exactly one card and
 * lands on a snap point.
 */
export function PopularServices({
  block: { heading, services },
  context: {
    locale = DEFAULT_LOCALE,
    pieces: { ScrollRow, PopularCards },
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
          <PopularCards
            cards={services.map((service) => ({
              id: service._id,
              slug: service.slug,
              href: localizedHref(servicePath(service.slug), locale),
              title: service.title,
              description: service.description,
              symbol: iconSymbol(service.icon),
              badge: service.badge ?? null,
              rating: service.rating ?? 4.9,
            }))}
            text={{ rated: t('popular.rated'), explore: t('popular.explore') }}
          />
        </ScrollRow>
      </div>
    </section>
  )
}
