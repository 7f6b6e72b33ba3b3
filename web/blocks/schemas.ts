/**
 * The Studio's schema types of every block kind, in the registry's order, and the one `sections`
 * array a page and the home page share (Studio side only: imports `sanity`).
 */
import { defineArrayMember, defineField } from 'sanity'
import { BLOCK_KINDS, type BlockKind } from './registry'
import { sectionOrder } from './rules'
import { callToActionSectionType } from './call-to-action/schema'
import { caseStudiesSectionType } from './case-studies/schema'
import { faqSectionType } from './faq/schema'
import { featureGridSectionType } from './feature-grid/schema'
import { imageTextSectionType } from './image-text/schema'
import { logoWallSectionType } from './logo-wall/schema'
import { heroSectionType } from './page-hero/schema'
import { processStepsSectionType } from './process-steps/schema'
import { richTextSectionType } from './rich-text/schema'
import { statsSectionType } from './stats/schema'
import { testimonialsSectionType } from './testimonial-grid/schema'
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
  heroSection: heroSectionType,
  richTextSection: richTextSectionType,
  imageTextSection: imageTextSectionType,
  statsSection: statsSectionType,
  featureGridSection: featureGridSectionType,
  processStepsSection: processStepsSectionType,
  logoWallSection: logoWallSectionType,
  testimonialsSection: testimonialsSectionType,
  caseStudiesSection: caseStudiesSectionType,
  faqSection: faqSectionType,
  callToActionSection: callToActionSectionType,
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
} satisfies { [K in BlockKind]: { name: K } }

/** Every kind's schema type, in the registry's order. */
export const blockTypes = BLOCK_KINDS.map((kind) => byKind[kind])

/**
 * The `sections` field of a page and of the home page: any kind, top to bottom, with the page
 * builder's rule for its hero (one, first). The stored field keeps its name on both documents.
 */
export const sectionsField = ({
  description,
  group,
  required = false,
}: {
  description: string
  group?: string
  required?: boolean
}) =>
  defineField({
    name: 'sections',
    title: 'Sections',
    type: 'array',
    group,
    description,
    of: BLOCK_KINDS.map((type) => defineArrayMember({ type })),
    validation: (rule) =>
      required ? rule.required().min(1).custom(sectionOrder) : rule.custom(sectionOrder),
  })
