/**
 * A composed page's sections top to bottom: any block kind of web/blocks/ (registry.ts), each
 * rendered by its kind's server component through the one renderer the home page uses too.
 * The page builder's kinds ship no JavaScript of their own (the FAQ uses native disclosure
 * widgets).
 */
import type { Locale } from '@/core/i18n/locales'
import { getLeadFormOptions, type Settings } from '@/web/content'
import type { BreadcrumbItem } from '@/web/components/seo/breadcrumbs'
import {
  Carousel,
  CaseStudyCard,
  ClientLogo,
  ContactForm,
  HeroWords,
  NewsletterSection,
  OfficeList,
  OfficeMapPanel,
  PopularCards,
  PremiumServices,
  ScrollRow,
  Starfield,
  TestimonialCard,
} from './lazy-pieces'
import type { BlockPieces } from './pieces'
import { needsLeadForms } from './registry'
import { renderBlocks } from './render-blocks'
import type { Block, LeadFormOptions } from './types'

/**
 * The home kinds' client parts on a composed page: each loads its code where a block uses it, so
 * a page that holds none downloads none (pieces.ts).
 */
const PAGE_PIECES: BlockPieces = {
  Carousel,
  CaseStudyCard,
  ClientLogo,
  ContactForm,
  HeroWords,
  NewsletterSection,
  OfficeList,
  OfficeMapPanel,
  PopularCards,
  PremiumServices,
  ScrollRow,
  Starfield,
  TestimonialCard,
}

/** A section of a page as the shared sections projection gives it. */
export type PageSection = Block

interface PageSectionsProps {
  sections: PageSection[]
  settings: Settings
  breadcrumbs: BreadcrumbItem[]
  locate?: ((key: string) => string) | null
  /** The lead forms' options; fetched here when a section shows a form and none are given. */
  leadForms?: LeadFormOptions
  /** The page's language, which the blocks' own words are in; English when not given. */
  locale?: Locale
}

export function PageSections({
  sections,
  settings,
  breadcrumbs,
  locate,
  leadForms,
  locale,
}: PageSectionsProps) {
  if (!leadForms && sections.some((section) => needsLeadForms(section._type))) {
    return (
      <PageSectionsWithForms
        sections={sections}
        settings={settings}
        breadcrumbs={breadcrumbs}
        locate={locate}
        locale={locale}
      />
    )
  }
  return pageBlocks({ sections, settings, breadcrumbs, locate, leadForms, locale })
}

/**
 * A composed page's sections as elements, for a page that places them itself (/book-call puts
 * the first beside its form); the lead forms' options must be given when a section shows a form.
 */
export function pageBlocks({
  sections,
  settings,
  breadcrumbs,
  locate,
  leadForms,
  locale,
}: PageSectionsProps) {
  return renderBlocks({
    blocks: sections,
    context: { settings, breadcrumbs, leadForms, locale, pieces: PAGE_PIECES },
    locate,
    // A page's sections keep their keys, as they always have.
    keyOf: (section) => section._key,
  })
}

/** A page holding a lead form's block: its options first (cached like every content fetch). */
async function PageSectionsWithForms(props: Omit<PageSectionsProps, 'leadForms'>) {
  const leadForms = await getLeadFormOptions({ preview: true, locale: props.locale })
  return <PageSections {...props} leadForms={leadForms} />
}
