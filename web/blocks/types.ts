import type { Locale } from '@/core/i18n/locales'
import type { getLeadFormOptions, Settings } from '@/web/content'
import type { HomePageQueryResult } from '@/web/content/sanity.types'
import type { BreadcrumbItem } from '@/web/components/seo/breadcrumbs'
import type { BlockPieces } from './pieces'
import type { BlockKind, LeadFormKind } from './registry'

/**
 * A block as the shared `sections` projection (query.ts) gives it, typed by typegen: the home
 * page and every page hold the same kinds, so either query's result type serves.
 */
export type Block = NonNullable<HomePageQueryResult['home']>['sections'][number]

/** The block of kind `K`. */
export type BlockOf<K extends BlockKind> = Extract<Block, { _type: K }>

/** How a page builder block's band is painted: light and grey bands alternate, proof is dark. */
export type SectionTone = 'light' | 'muted' | 'dark'

export type LeadFormOptions = Awaited<ReturnType<typeof getLeadFormOptions>>

/** What the page gives every block besides its own content. */
export interface BlockContext {
  settings: Settings
  /** The form options of the lead forms, on a page that holds a kind of LEAD_FORM_KINDS. */
  leadForms?: LeadFormOptions
  /** The page's trail, which a page hero shows (the home page has none). */
  breadcrumbs: BreadcrumbItem[]
  /**
   * The page's language, which the blocks' interface texts (a form's labels, its notices) are in;
   * English when absent.
   */
  locale?: Locale
  /**
   * The client components the home page's kinds draw with: themselves on the home page, wrappers
   * that load their code where a block uses one everywhere else (pieces.ts).
   */
  pieces: BlockPieces
}

/** What every block component receives. */
export interface BlockProps<K extends BlockKind> {
  block: BlockOf<K>
  /** A kind with a lead form is rendered only where the page gave the form options. */
  context: K extends LeadFormKind ? BlockContext & { leadForms: LeadFormOptions } : BlockContext
  /**
   * The id of the block's h2, unique on the page: a home kind's by its name (`process-heading`,
   * `process-heading-2`), a page builder kind's by its key (`section-<key>`).
   */
  headingId: string
  /** The band's tone the renderer chose (tones.ts); the home kinds paint their own. */
  tone: SectionTone
  /** Presentation's `data-sanity` location of the block, in draft mode on Sanity only. */
  location?: string
}

/** The heading of a block (the `sectionHeading` object). */
export type BlockHeading = BlockOf<'workProcessSection'>['heading']

/**
 * The `data-sanity` attribute of a block's root element, or nothing. Spread rather than written
 * as `data-sanity={location}`: an undefined prop is still sent in the page's RSC payload
 * (`"data-sanity":"$undefined"`), bytes every visitor would pay for a draft-mode-only attribute.
 */
export const locationAttribute = (location: string | undefined) =>
  location ? { 'data-sanity': location } : null
