import { SanityImage } from '@/web/components/ui/sanity-image'
import { HomeSectionFrame } from '../section-frame'
import { DEFAULT_LOCALE } from '@/core/i18n/locales'
import { translator } from '@/web/i18n/messages'
import { carouselProps } from '../block-text'
import type { BlockProps } from '../types'

/** The spec's timing: one logo every 3 s, every 2 s under 768 px. */
export const LOGO_MS = 3000
export const LOGO_NARROW_MS = 2000

/**
 * The client logo carousel: it moves one logo at a time and
 * pauses while the pointer or a finger is on it; a logo that fails to load shows the initials.
 */
export function ClientLogos({
  block: { heading, logos },
  context: {
    locale = DEFAULT_LOCALE,
    pieces: { Carousel, ClientLogo },
  },
  headingId,
  location,
}: BlockProps<'clientLogosSection'>) {
  if (!logos.length) return null
  const t = translator(locale, 'blocks')
  return (
    <HomeSectionFrame
      name="clients"
      headingId={headingId}
      heading={heading}
      location={location}
      className="border-y border-slate-200 bg-slate-50 py-16 sm:py-20"
    >
      <Carousel
        label={t('clients.label')}
        itemName="client"
        motionName="client logos"
        {...carouselProps(locale, 'clients')}
        slides={logos.map((client) => (
          <ClientLogo key={client._key} name={client.name}>
            {client.logo?.url ? (
              <SanityImage
                image={client.logo}
                sizes="200px"
                alt={client.name}
                blur={false}
                className="client-logo-image"
              />
            ) : null}
          </ClientLogo>
        ))}
        slideClassName="basis-1/2 sm:basis-1/3 md:basis-1/4 lg:basis-1/5"
        autoplay={{ intervalMs: LOGO_MS, narrowIntervalMs: LOGO_NARROW_MS }}
        className="mt-10"
        controlsClassName="mt-6 justify-end"
      />
    </HomeSectionFrame>
  )
}
