import 'server-only'
/**
 * Where a section is edited, for Sanity's Presentation tool: a `data-sanity` attribute on the
 * section's band, so the editor can click a whole section (an image, a grid) and land on its
 * block in the Studio; its texts carry their own edit links through stega. Only in draft mode on
 * the Sanity backend: visitors' pages and the local dataset get no attribute.
 * https://www.sanity.io/docs/visual-editing/visual-editing-with-next-js-app-router#data-attributes
 */
import { createDataAttribute } from 'next-sanity'
import { sanityConfig } from '@/web/content/backend'
import { isDraftMode } from '@/web/content/fetch'

/** A function from a section's key to its location, or null when nothing should be marked. */
export async function sectionLocator(document: { _id: string; _type: string }) {
  if (!sanityConfig || !(await isDraftMode())) return null
  const attribute = createDataAttribute({
    id: document._id,
    type: document._type,
    projectId: sanityConfig.projectId,
    dataset: sanityConfig.dataset,
    baseUrl: sanityConfig.studioUrl ?? '/studio',
  })
  return (key: string) => attribute(['sections', { _key: key }])
}
