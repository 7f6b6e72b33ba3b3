/**
 * Every block kind an editor stacks on a page, the home page's and the page builder's, registered
 * once, in the order the Studio's "Add item" menu lists them. Each kind keeps its schema, query
 * projection and component in `web/blocks/<folder>/`. The Studio's schemas (schemas.ts), the
 * pages' query projection (query.ts) and the renderer (render-blocks.tsx) are typed against these
 * tables, so a kind added here without all three fails the type check. They stay three modules
 * because the Studio's schemas import `sanity`, which must not reach the site's server bundle, and
 * the components must not reach the Studio.
 *
 * Two families, which differ only in how their section is named:
 * - the home page's kinds (spec 2.2's sections, in the spec's order), each with the name the page
 *   gives its section (`data-home-section`, the h2's id `<name>-heading`);
 * - the page builder's kinds (About, Solutions, the landing pages), whose h2's id comes from the
 *   block's key (`section-<key>`, section-frame.tsx) and whose band's tone the renderer sets
 *   (tones.ts).
 * Any kind may stand on any page: the home page and every page share one list of kinds.
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

/** The page builder's kinds, in the order its "Add item" menu has always listed them. */
export const PAGE_BUILDER_KINDS = [
  'heroSection',
  'richTextSection',
  'imageTextSection',
  'statsSection',
  'featureGridSection',
  'processStepsSection',
  'logoWallSection',
  'testimonialsSection',
  'caseStudiesSection',
  'faqSection',
  'callToActionSection',
] as const

export type HomeBlockKind = keyof typeof HOME_BLOCKS
export type PageBuilderKind = (typeof PAGE_BUILDER_KINDS)[number]
export type BlockKind = HomeBlockKind | PageBuilderKind

export const HOME_BLOCK_KINDS = Object.keys(HOME_BLOCKS) as HomeBlockKind[]

/** Every kind: the page builder's first (as a page's menu listed them), then the home page's. */
export const BLOCK_KINDS: readonly BlockKind[] = [...PAGE_BUILDER_KINDS, ...HOME_BLOCK_KINDS]

export const isHomeBlockKind = (type: string): type is HomeBlockKind =>
  Object.hasOwn(HOME_BLOCKS, type)

export const isBlockKind = (type: string): type is BlockKind =>
  isHomeBlockKind(type) || (PAGE_BUILDER_KINDS as readonly string[]).includes(type)

/**
 * The kinds that show a lead form and need the form options (`getLeadFormOptions`): a page that
 * holds one fetches them (page-sections.tsx).
 */
export const LEAD_FORM_KINDS = ['contactBandSection', 'finalContactSection'] as const

export type LeadFormKind = (typeof LEAD_FORM_KINDS)[number]

export const needsLeadForms = (type: string): type is LeadFormKind =>
  (LEAD_FORM_KINDS as readonly string[]).includes(type)

/**
 * The id of each home block's h2 (`process-heading`), numbered from the second copy of a
 * duplicated block on (`process-heading-2`) so that every aria-labelledby names one heading; null
 * for a page builder kind (its id comes from its key) and for a kind this build does not know (a
 * newer Studio's).
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
