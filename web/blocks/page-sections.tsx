/**
 * A composed page's sections top to bottom: any block kind of web/blocks/ (registry.ts), each
 * rendered by its kind's server component through the one renderer the home page uses too.
 * The page builder's kinds ship no JavaScript of their own (the FAQ uses native disclosure
 * widgets).
 */
import { getLeadFormOptions, type Settings } from '@/web/content'
import type { BreadcrumbItem } from '@/web/components/seo/breadcrumbs'
import { needsLeadForms } from './registry'
import { renderBlocks } from './render-blocks'
import type { Block, LeadFormOptions } from './types'

/** A section of a page as the shared sections projection gives it. */
export type PageSection = Block

interface PageSectionsProps {
  sections: PageSection[]
  settings: Settings
  breadcrumbs: BreadcrumbItem[]
  locate?: ((key: string) => string) | null
  /** The lead forms' options; fetched here when a section shows a form and none are given. */
  leadForms?: LeadFormOptions
}

export function PageSections({
  sections,
  settings,
  breadcrumbs,
  locate,
  leadForms,
}: PageSectionsProps) {
  if (!leadForms && sections.some((section) => needsLeadForms(section._type))) {
    return (
      <PageSectionsWithForms
        sections={sections}
        settings={settings}
        breadcrumbs={breadcrumbs}
        locate={locate}
      />
    )
  }
  return renderBlocks({
    blocks: sections,
    context: { settings, breadcrumbs, leadForms },
    locate,
    // A page's sections keep their keys, as they always have.
    keyOf: (section) => section._key,
  })
}

/** A page holding a lead form's block: its options first (cached like every content fetch). */
async function PageSectionsWithForms(props: Omit<PageSectionsProps, 'leadForms'>) {
  const leadForms = await getLeadFormOptions({ preview: true })
  return <PageSections {...props} leadForms={leadForms} />
}
