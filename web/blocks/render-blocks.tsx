/**
 * A page's blocks top to bottom, each rendered by its kind's server component
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
import { CallToActionSection } from './call-to-action/component'
import { CaseStudiesSection } from './case-studies/component'
import { FaqSection } from './faq/component'
import { FeatureGridSection } from './feature-grid/component'
import { ImageTextSection } from './image-text/component'
import { LogoWallSection } from './logo-wall/component'
import { HeroSection } from './page-hero/component'
import { ProcessStepsSection } from './process-steps/component'
import { RichTextSection } from './rich-text/component'
import { sectionHeadingId } from './section-frame'
import { StatsSection } from './stats/component'
import { TestimonialsSection } from './testimonial-grid/component'
import { sectionTones } from './tones'
import {
  type BlockKind,
  headingIds,
  isBlockKind,
  isHomeBlockKind,
  needsLeadForms,
} from './registry'
import { Team } from './team/component'
import { Testimonials } from './testimonials/component'
import { TrustPartners } from './trust-partners/component'
import type { Block, BlockContext, BlockProps } from './types'
import { ValueCards } from './value-cards/component'

/** Each kind's server component. */
const COMPONENTS: { [K in BlockKind]: ComponentType<BlockProps<K>> } = {
  heroSection: HeroSection,
  richTextSection: RichTextSection,
  imageTextSection: ImageTextSection,
  statsSection: StatsSection,
  featureGridSection: FeatureGridSection,
  processStepsSection: ProcessStepsSection,
  logoWallSection: LogoWallSection,
  testimonialsSection: TestimonialsSection,
  caseStudiesSection: CaseStudiesSection,
  faqSection: FaqSection,
  callToActionSection: CallToActionSection,
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
 * A plain function rather than a component: the home page puts these elements in one list with
 * its other children, so the tree is as flat as when the page named each section, and React's
 * `useId` ids (the forms', the carousels') stay as short in the HTML. PageSections
 * (web/blocks/page-sections.tsx) is the component that other pages render.
 */
export function renderBlocks({
  blocks,
  context,
  locate,
  keyOf = (_, index) => index,
}: {
  blocks: Block[]
  context: BlockContext
  /** From a block's key to its Presentation location (sectionLocator), or null for visitors. */
  locate?: ((key: string) => string) | null
  /**
   * Each element's React key. By default the position, not the block's _key: a server
   * component's key is sent in the page's RSC payload, and twelve random characters per block
   * are bytes a visitor pays for nothing.
   */
  keyOf?: (block: Block, index: number) => string | number
}): ReactNode[] {
  const types = blocks.map((block) => block._type)
  const named = headingIds(types)
  const tones = sectionTones(types)
  return blocks.map((block, index) => {
    // A kind this build does not know yet (a newer Studio's): skipped, not an error. A kind with
    // a lead form needs the form options, which the page fetches when it holds one.
    if (!isBlockKind(block._type)) return null
    if (needsLeadForms(block._type) && !context.leadForms) return null
    const Component = COMPONENTS[block._type] as ComponentType<BlockProps<BlockKind>>
    return (
      <Component
        key={keyOf(block, index)}
        block={block}
        context={context as BlockProps<BlockKind>['context']}
        headingId={isHomeBlockKind(block._type) ? named[index]! : sectionHeadingId(block._key)}
        tone={tones[index]!}
        location={locate?.(block._key)}
      />
    )
  })
}
