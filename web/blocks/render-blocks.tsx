/**
 * The home page's blocks top to bottom, each rendered by its kind's server component
 * (web/blocks/<folder>/component.tsx). The table is typed against the registry, so a kind
 * without a component fails the type check; a kind this build does not know (a newer Studio) is
 * skipped.
 */
import type { ComponentType } from 'react'
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
import type { HomeBlockKind } from './registry'
import { Team } from './team/component'
import { Testimonials } from './testimonials/component'
import { TrustPartners } from './trust-partners/component'
import type { BlockContext, BlockProps, HomeBlock } from './types'
import { ValueCards } from './value-cards/component'

/** Each kind's component and the name its h2's id starts with (`process-heading`). */
const BLOCKS: { [K in HomeBlockKind]: { name: string; Component: ComponentType<BlockProps<K>> } } =
  {
    homeHeroSection: { name: 'hero', Component: Hero },
    contactBandSection: { name: 'contact', Component: ContactBand },
    premiumServicesSection: { name: 'premium', Component: PremiumServicesSection },
    workProcessSection: { name: 'process', Component: ProcessSection },
    testimonialCarouselSection: { name: 'testimonials', Component: Testimonials },
    valueCardsSection: { name: 'values', Component: ValueCards },
    portfolioSection: { name: 'portfolio', Component: Portfolio },
    popularServicesSection: { name: 'popular', Component: PopularServices },
    newsletterSection: { name: 'newsletter', Component: Newsletter },
    teamSection: { name: 'team', Component: Team },
    clientLogosSection: { name: 'clients', Component: ClientLogos },
    trustPartnersSection: { name: 'partners', Component: TrustPartners },
    enterpriseAiSection: { name: 'ai', Component: EnterpriseAi },
    officesSection: { name: 'offices', Component: Offices },
    finalContactSection: { name: 'final-contact', Component: FinalContact },
  }

export function RenderBlocks({
  blocks,
  context,
  locate,
}: {
  blocks: HomeBlock[]
  context: BlockContext
  /** From a block's key to its Presentation location (sectionLocator), or null for visitors. */
  locate?: ((key: string) => string) | null
}) {
  // A duplicated block's heading id gets a suffix, so every aria-labelledby names one h2.
  const seen = new Map<string, number>()
  return blocks.map((block) => {
    const entry = BLOCKS[block._type as HomeBlockKind] as
      { name: string; Component: ComponentType<BlockProps<HomeBlockKind>> } | undefined
    if (!entry) return null
    const count = (seen.get(entry.name) ?? 0) + 1
    seen.set(entry.name, count)
    const headingId = `${entry.name}-heading${count > 1 ? `-${count}` : ''}`
    const { Component } = entry
    return (
      <Component
        key={block._key}
        block={block}
        context={context}
        headingId={headingId}
        location={locate?.(block._key)}
      />
    )
  })
}
