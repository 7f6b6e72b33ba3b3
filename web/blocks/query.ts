/**
 * The projection of a list of home blocks: each kind's own (web/blocks/<kind>/query.ts), one
 * template string so that `sanity typegen` types every kind. blocks.test.ts checks that every
 * kind of the registry is projected here.
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
import { testimonialsBlockFields } from './testimonials/query'
import { trustPartnersBlockFields } from './trust-partners/query'
import { valueCardsBlockFields } from './value-cards/query'

export const homeBlockFields = /* groq */ `
  _key,
  _type,
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
