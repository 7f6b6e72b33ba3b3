/**
 * Sanity's Presentation tool: the site beside the document being edited, with click-to-edit
 * overlays. The Studio previews the origin it is served from (the site itself at /studio, or a
 * preview host where the same site is deployed), turning draft mode on through the site's
 * /api/draft-mode/enable with a short-lived secret it stores in the Content Lake.
 * https://www.sanity.io/docs/visual-editing/configuring-the-presentation-tool
 */
import { map } from 'rxjs'
import {
  defineDocuments,
  type DocumentLocationResolver,
  presentationTool,
} from 'sanity/presentation'
import { documentLocations, LOCATED_TYPES, LOCATION_QUERY, MAIN_DOCUMENTS } from './locations'

const located = new Set<string>(LOCATED_TYPES)

/** Each document's pages, kept up to date while the editor types (a live query). */
const locations: DocumentLocationResolver = (params, { documentStore }) => {
  if (!located.has(params.type)) return null
  return documentStore
    .listenQuery(
      LOCATION_QUERY,
      { id: params.id },
      { perspective: params.perspectiveStack, variant: params.variant },
    )
    .pipe(map((data) => documentLocations(data)))
}

export const presentation = presentationTool({
  previewUrl: { previewMode: { enable: '/api/draft-mode/enable' } },
  resolve: {
    mainDocuments: defineDocuments(MAIN_DOCUMENTS.map((resolver) => ({ ...resolver }))),
    locations,
  },
})
