/**
 * The home page's blocks top to bottom, each rendered by its kind's server component
 * (web/blocks/<folder>/component.tsx). The table is typed against the registry, so a kind
 * without a component fails the type check; a kind this build does not know (a newer Studio) is
 * skipped.
 */
import type { ComponentType, ReactNode } from 'react'
import { ClientLogos } from './client-logos/component'
import { ContactBand } from './contact-band/component'
import { EnterpriseAi } from './enterprise-ai/component'
import { FinalContact } from './final-contact/component'
import { Hero } from './hero/component'
import { Newsletter } from './newsletter/component'
import { Offices } from './offices/component'
import { PopularServices } from './popular-services/component'
import { Portfolio } from './portfolio/component'
import { PremiumServicesSection } from './premium-services/component'
import { ProcessSection } from './process/component'
import { headingIds, isHomeBlockKind, type HomeBlockKind } from './registry'
import { Team } from './team/component'
import { Testimonials } from './testimonials/component'
import { TrustPartners } from './trust-partners/component'
import type { BlockContext, BlockProps, HomeBlock } from './types'
import { ValueCards } from './value-cards/component'

/** Each kind's server component. */
const COMPONENTS: { [K in HomeBlockKind]: ComponentType<BlockProps<K>> } = {
  homeHeroSection: Hero,
  contactBandSection: ContactBand,
  premiumServicesSection: PremiumServicesSection,
  workProcessSection: ProcessSection,
  testimonialCarouselSection: Testimonials,
  valueCardsSection: ValueCards,
  portfolioSection: Portfolio,
  popularServicesSection: PopularServices,
  newsletterSection: Newsletter,
  teamSection: Team,
  clientLogosSection: ClientLogos,
  trustPartnersSection: TrustPartners,
  enterpriseAiSection: EnterpriseAi,
  officesSection: Offices,
  finalContactSection: FinalContact,
}

/**
 * A plain function rather than a component: the page puts these elements in one list with its
 * other children, so the tree is as flat as when the page named each section, and React's `useId`
 * ids (the forms', the carousels') stay as short in the HTML.
 */
export function renderBlocks({
  blocks,
  context,
  locate,
}: {
  blocks: HomeBlock[]
  context: BlockContext
  /** From a block's key to its Presentation location (sectionLocator), or null for visitors. */
  locate?: ((key: string) => string) | null
}): ReactNode[] {
  const ids = headingIds(blocks.map((block) => block._type))
  return blocks.map((block, index) => {
    const headingId = ids[index]
    // A kind this build does not know yet (a newer Studio's): skipped, not an error.
    if (!headingId || !isHomeBlockKind(block._type)) return null
    const Component = COMPONENTS[block._type] as ComponentType<BlockProps<HomeBlockKind>>
    return (
      // The position, not the block's _key: a server component's key is sent in the page's RSC
      // payload, and twelve random characters per block are bytes a visitor pays for nothing.
      <Component
        key={index}
        block={block}
        context={context}
        headingId={headingId}
        location={locate?.(block._key)}
      />
    )
  })
}
