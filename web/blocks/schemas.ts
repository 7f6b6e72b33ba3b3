/** The Studio's schema types of the home blocks, in the registry's order (Studio side only). */
import type { HomeBlockKind } from './registry'
import { clientLogosSectionType } from './client-logos/schema'
import { contactBandSectionType } from './contact-band/schema'
import { enterpriseAiSectionType } from './enterprise-ai/schema'
import { finalContactSectionType } from './final-contact/schema'
import { homeHeroSectionType } from './hero/schema'
import { newsletterSectionType } from './newsletter/schema'
import { officesSectionType } from './offices/schema'
import { popularServicesSectionType } from './popular-services/schema'
import { portfolioSectionType } from './portfolio/schema'
import { premiumServicesSectionType } from './premium-services/schema'
import { workProcessSectionType } from './process/schema'
import { teamSectionType } from './team/schema'
import { testimonialCarouselSectionType } from './testimonials/schema'
import { trustPartnersSectionType } from './trust-partners/schema'
import { valueCardsSectionType } from './value-cards/schema'

const byKind = {
  homeHeroSection: homeHeroSectionType,
  contactBandSection: contactBandSectionType,
  premiumServicesSection: premiumServicesSectionType,
  workProcessSection: workProcessSectionType,
  testimonialCarouselSection: testimonialCarouselSectionType,
  valueCardsSection: valueCardsSectionType,
  portfolioSection: portfolioSectionType,
  popularServicesSection: popularServicesSectionType,
  newsletterSection: newsletterSectionType,
  teamSection: teamSectionType,
  clientLogosSection: clientLogosSectionType,
  trustPartnersSection: trustPartnersSectionType,
  enterpriseAiSection: enterpriseAiSectionType,
  officesSection: officesSectionType,
  finalContactSection: finalContactSectionType,
} satisfies { [K in HomeBlockKind]: { name: K } }

export const homeBlockTypes = Object.values(byKind)
