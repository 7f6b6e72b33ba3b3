/**
 * The block kinds of the home page, registered once, in the order the Studio's "Add item" menu
 * lists them (the spec's section order). Each kind keeps its schema, query projection and
 * component in `web/blocks/<folder>/`. The Studio's schemas (schemas.ts), the page query's
 * projection (query.ts) and the renderer (render-blocks.tsx) are typed against this list, so a
 * kind added here without all three fails the type check. They stay three modules because the
 * Studio's schemas import `sanity`, which must not reach the site's server bundle, and the
 * components must not reach the Studio.
 */
export const HOME_BLOCK_KINDS = [
  'homeHeroSection',
  'contactBandSection',
  'premiumServicesSection',
  'workProcessSection',
  'testimonialCarouselSection',
  'valueCardsSection',
  'portfolioSection',
  'popularServicesSection',
  'newsletterSection',
  'teamSection',
  'clientLogosSection',
  'trustPartnersSection',
  'enterpriseAiSection',
  'officesSection',
  'finalContactSection',
] as const

export type HomeBlockKind = (typeof HOME_BLOCK_KINDS)[number]
