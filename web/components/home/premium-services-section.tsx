import type { HomePageContent } from '@/web/content'
import { PremiumServices } from './premium-services'
import { headingProps, SectionHeading, type Section } from './section-heading'

type Card = NonNullable<HomePageContent['home']['premiumServices']>[number]

/** Section 3 of the home page: the heading and the premium services cards. */
export function PremiumServicesSection({
  section,
  cards,
}: {
  section?: Section | null
  cards: Card[]
}) {
  if (!cards.length) return null
  return (
    <section
      aria-labelledby="premium-heading"
      data-home-section="premium"
      className="py-20 sm:py-24"
    >
      <div data-reveal className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading {...headingProps('premium-heading', section)} />
        <div className="mt-12">
          <PremiumServices cards={cards} />
        </div>
      </div>
    </section>
  )
}
