import { HomeSectionFrame } from '../section-frame'
import { DEFAULT_LOCALE } from '@/core/i18n/locales'
import { premiumServicesProps } from '../block-text'
import type { BlockProps } from '../types'

/** The premium services block: its heading and the cards. */
export function PremiumServicesSection({
  block: { heading, cards },
  context: {
    locale = DEFAULT_LOCALE,
    pieces: { PremiumServices },
  },
  headingId,
  location,
}: BlockProps<'premiumServicesSection'>) {
  if (!cards.length) return null
  return (
    <HomeSectionFrame
      name="premium"
      headingId={headingId}
      heading={heading}
      location={location}
      className="py-20 sm:py-24"
    >
      <div className="mt-12">
        <PremiumServices cards={cards} {...premiumServicesProps(locale)} />
      </div>
    </HomeSectionFrame>
  )
}
