import { SectionHeading } from '@/web/components/content/section-heading'
import { Icon } from '@/web/components/ui/icon'
import { DEFAULT_LOCALE } from '@/core/i18n/locales'
import { translator } from '@/web/i18n/messages'
import { carouselProps } from '../block-text'
import { type BlockProps, locationAttribute } from '../types'

/** The spec's timing: value cards rotate every 5.5 s; a manual choice holds them 5 s. */
export const VALUE_CARD_MS = 5500
export const VALUE_CARD_HOLD_MS = 5000

const GRADIENTS = [
  'from-brand-600 to-violet-600',
  'from-violet-600 to-fuchsia-600',
  'from-sky-600 to-brand-600',
]

/**
 * Three rotating value cards: one at a time, turning every
 * 5.5 s; a swipe of 50 px or a tab chooses one and holds the rotation for 5 s.
 */
export function ValueCards({
  block: { heading, cards },
  context: {
    locale = DEFAULT_LOCALE,
    pieces: { Carousel },
  },
  headingId,
  location,
}: BlockProps<'valueCardsSection'>) {
  if (!cards.length) return null
  const t = translator(locale, 'blocks')
  return (
    <section
      aria-labelledby={headingId}
      data-home-section="values"
      {...locationAttribute(location)}
      className="py-20 sm:py-24"
    >
      <div
        data-reveal
        className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.2fr] lg:px-8"
      >
        <SectionHeading id={headingId} {...heading} align="start" />
        <Carousel
          label={t('values.label')}
          itemName="value"
          motionName="value cards"
          {...carouselProps(locale, 'values')}
          slides={cards.map((card, index) => (
            <article
              key={card._key}
              data-value-card={index}
              className={`relative isolate flex h-full min-h-72 flex-col justify-end overflow-hidden rounded-3xl bg-linear-to-br p-8 text-white shadow-xl sm:p-10 ${GRADIENTS[index % GRADIENTS.length]}`}
            >
              <span
                aria-hidden="true"
                className="absolute -top-16 -right-16 -z-10 size-64 rounded-full bg-white/10 blur-2xl"
              />
              <span className="value-card-icon">
                <Icon name={card.icon ?? undefined} className="size-7" />
              </span>
              <h3 className="mt-8 text-2xl font-bold tracking-tight sm:text-3xl">{card.title}</h3>
              {card.description ? (
                <p className="mt-3 max-w-xl text-base leading-7 text-white/85 sm:text-lg">
                  {card.description}
                </p>
              ) : null}
            </article>
          ))}
          nav="tabs"
          tabLabels={cards.map((card) => card.title)}
          autoplay={{ intervalMs: VALUE_CARD_MS, holdMs: VALUE_CARD_HOLD_MS }}
          swipe="step"
          className="min-w-0"
        />
      </div>
    </section>
  )
}
