import type { PageQueryResult } from '@/web/content/sanity.types'

/** A section of a page as the page query projects it (typed by typegen). */
export type PageSection = NonNullable<NonNullable<PageQueryResult>['sections']>[number]

/** The section of type `T`. */
export type SectionOf<T extends PageSection['_type']> = Extract<PageSection, { _type: T }>

/** How a section's band is painted: the renderer alternates light bands and sets dark ones off. */
export type SectionTone = 'light' | 'muted' | 'dark'

/** What every section component receives. */
export interface SectionProps<T extends PageSection['_type']> {
  section: SectionOf<T>
  tone: SectionTone
  /** Presentation's `data-sanity` location of the section, in draft mode on Sanity. */
  location?: string
}
