import { PremiumServices } from '@/web/components/home/premium-services'
import { SectionHeading } from '@/web/components/sections/section-heading'
import { type BlockProps, locationAttribute } from '../types'

/** The premium services block: its heading and the cards. */
export function PremiumServicesSection({
  block: { heading, cards },
  headingId,
  location,
}: BlockProps<'premiumServicesSection'>) {
  if (!cards.length) return null
  return (
    <section
      aria-labelledby={headingId}
      data-home-section="premium"
      {...locationAttribute(location)}
      className="py-20 sm:py-24"
    >
      <div data-reveal className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={headingId} {...heading} />
        <div className="mt-12">
          <PremiumServices cards={cards} />
        </div>
      </div>
    </section>
  )
}
