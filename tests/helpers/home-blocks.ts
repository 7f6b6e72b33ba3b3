/**
 * The home page document read the way the tests name its content: its blocks
 * (web/blocks/registry.ts) flattened into the hero's fields, each block's items and the section
 * headings by the name the page gives each section. Only reads; it changes nothing.
 */
interface Link {
  label: string
  href: string
}
export interface SectionDoc {
  eyebrow?: string
  title: string
  intro?: string
  link?: Link
}
type Block = { _type: string; heading?: SectionDoc } & Record<string, any>

/** The heading key of each kind, as the page names its sections (data-home-section). */
const HEADING_KEYS: Record<string, string> = {
  contactBandSection: 'contact',
  premiumServicesSection: 'premium',
  workProcessSection: 'process',
  valueCardsSection: 'values',
  portfolioSection: 'portfolio',
  newsletterSection: 'newsletter',
  teamSection: 'team',
  clientLogosSection: 'clients',
  trustPartnersSection: 'partners',
  enterpriseAiSection: 'ai',
  finalContactSection: 'finalContact',
}

export function homeContent<T = Record<string, any>>(doc: object): T {
  const blocks = ((doc as { sections?: unknown }).sections ?? []) as Block[]
  const of = (type: string) => blocks.find((block) => block._type === type) ?? ({} as Block)
  const hero = of('homeHeroSection')
  const testimonials = of('testimonialCarouselSection').heading
  const popular = of('popularServicesSection').heading
  return {
    heroWords: hero.words,
    heroWordsLead: hero.wordsLead,
    heroIntro: hero.intro,
    heroLinks: hero.links,
    heroBadge: hero.badge,
    claims: hero.claims,
    premiumServices: of('premiumServicesSection').cards,
    processSteps: of('workProcessSection').steps,
    valueCards: of('valueCardsSection').cards,
    team: of('teamSection').members,
    clientLogos: of('clientLogosSection').logos,
    trustPartners: of('trustPartnersSection').partners,
    enterpriseAi: of('enterpriseAiSection').points,
    headings: {
      testimonialsBadge: testimonials?.eyebrow,
      testimonialsHeading: testimonials?.title,
      popularBadge: popular?.eyebrow,
      popularHeading: popular?.title,
    },
    sections: Object.fromEntries(
      blocks.flatMap((block) =>
        HEADING_KEYS[block._type] ? [[HEADING_KEYS[block._type], block.heading]] : [],
      ),
    ),
  } as T
}
