import { PremiumServices } from '@/web/blocks/premium-services/premium-services'
import { HomeSectionFrame } from '../section-frame'
import type { BlockProps } from '../types'

/** The premium services block: its heading and the cards. */
export function PremiumServicesSection({
  block: { heading, cards },
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
        <PremiumServices cards={cards} />
      </div>
    </HomeSectionFrame>
  )
}
