/**
 * The projection of a list of blocks (a page's or the home page's `sections`): each kind's own
 * (web/blocks/<folder>/query.ts), one template string so that `sanity typegen` types every kind.
 * home-blocks.test.ts checks that every kind of the registry is projected here.
 */
import { clientLogosBlockFields } from './client-logos/query'
import { contactBandBlockFields } from './contact-band/query'
import { enterpriseAiBlockFields } from './enterprise-ai/query'
import { finalContactBlockFields } from './final-contact/query'
import { heroBlockFields } from './hero/query'
import { newsletterBlockFields } from './newsletter/query'
import { officesBlockFields } from './offices/query'
import { popularServicesBlockFields } from './popular-services/query'
import { portfolioBlockFields } from './portfolio/query'
import { premiumServicesBlockFields } from './premium-services/query'
import { processBlockFields } from './process/query'
import { teamBlockFields } from './team/query'
import { callToActionBlockFields } from './call-to-action/query'
import { caseStudiesBlockFields } from './case-studies/query'
import { faqBlockFields } from './faq/query'
import { featureGridBlockFields } from './feature-grid/query'
import { imageTextBlockFields } from './image-text/query'
import { logoWallBlockFields } from './logo-wall/query'
import { pageHeroBlockFields } from './page-hero/query'
import { processStepsBlockFields } from './process-steps/query'
import { richTextBlockFields } from './rich-text/query'
import { statsBlockFields } from './stats/query'
import { testimonialGridBlockFields } from './testimonial-grid/query'
import { testimonialsBlockFields } from './testimonials/query'
import { trustPartnersBlockFields } from './trust-partners/query'
import { valueCardsBlockFields } from './value-cards/query'

export const sectionFields = /* groq */ `
  _key,
  _type,
  ${pageHeroBlockFields},
  ${richTextBlockFields},
  ${imageTextBlockFields},
  ${statsBlockFields},
  ${featureGridBlockFields},
  ${processStepsBlockFields},
  ${logoWallBlockFields},
  ${testimonialGridBlockFields},
  ${caseStudiesBlockFields},
  ${faqBlockFields},
  ${callToActionBlockFields},
  ${heroBlockFields},
  ${contactBandBlockFields},
  ${premiumServicesBlockFields},
  ${processBlockFields},
  ${testimonialsBlockFields},
  ${valueCardsBlockFields},
  ${portfolioBlockFields},
  ${popularServicesBlockFields},
  ${newsletterBlockFields},
  ${teamBlockFields},
  ${clientLogosBlockFields},
  ${trustPartnersBlockFields},
  ${enterpriseAiBlockFields},
  ${officesBlockFields},
  ${finalContactBlockFields}
`
