import type { getLeadFormOptions, Settings } from '@/web/content'
import type { HomePageQueryResult } from '@/web/content/sanity.types'
import type { HomeBlockKind } from './registry'

/** A block of the home page as its kind's query projects it (typed by typegen). */
export type HomeBlock = NonNullable<HomePageQueryResult['home']>['sections'][number]

/** The block of kind `K`. */
export type BlockOf<K extends HomeBlockKind> = Extract<HomeBlock, { _type: K }>

/** What the page gives every block besides its own content: the settings and the form options. */
export interface BlockContext {
  settings: Settings
  leadForms: Awaited<ReturnType<typeof getLeadFormOptions>>
}

/** What every block component receives. */
export interface BlockProps<K extends HomeBlockKind> {
  block: BlockOf<K>
  context: BlockContext
  /** The id of the block's h2, unique on the page (`process-heading`, `process-heading-2`). */
  headingId: string
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
