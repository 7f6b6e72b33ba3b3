/**
 * The block kinds of the home page, registered once, in the order the Studio's "Add item" menu
 * lists them (the spec's section order), each with the name the page gives its section
 * (`data-home-section`, the h2's id). Each kind keeps its schema, query projection and component
 * in `web/blocks/<folder>/`. The Studio's schemas (schemas.ts), the page query's projection
 * (query.ts) and the renderer (render-blocks.tsx) are typed against this table, so a kind added
 * here without all three fails the type check. They stay three modules because the Studio's
 * schemas import `sanity`, which must not reach the site's server bundle, and the components must
 * not reach the Studio.
 */
export const HOME_BLOCKS = {
  homeHeroSection: 'hero',
  contactBandSection: 'contact',
  premiumServicesSection: 'premium',
  workProcessSection: 'process',
  testimonialCarouselSection: 'testimonials',
  valueCardsSection: 'values',
  portfolioSection: 'portfolio',
  popularServicesSection: 'popular',
  newsletterSection: 'newsletter',
  teamSection: 'team',
  clientLogosSection: 'clients',
  trustPartnersSection: 'partners',
  enterpriseAiSection: 'ai',
  officesSection: 'offices',
  finalContactSection: 'final-contact',
} as const

export type HomeBlockKind = keyof typeof HOME_BLOCKS

export const HOME_BLOCK_KINDS = Object.keys(HOME_BLOCKS) as HomeBlockKind[]

export const isHomeBlockKind = (type: string): type is HomeBlockKind =>
  Object.hasOwn(HOME_BLOCKS, type)

/**
 * The id of each block's h2 (`process-heading`), numbered from the second copy of a duplicated
 * block on (`process-heading-2`) so that every aria-labelledby names one heading; null for a kind
 * this build does not know (a newer Studio's), which is not rendered.
 */
export function headingIds(types: readonly string[]): (string | null)[] {
  const seen = new Map<string, number>()
  return types.map((type) => {
    if (!isHomeBlockKind(type)) return null
    const name = HOME_BLOCKS[type]
    const count = (seen.get(name) ?? 0) + 1
    seen.set(name, count)
    return `${name}-heading${count > 1 ? `-${count}` : ''}`
  })
}
