/**
 * Sanity's document ids: a draft is `drafts.{id}`, a release's version `versions.{release}.{id}`,
 * and everything else is a published document.
 * https://www.sanity.io/docs/content-lake/drafts
 */
export const isDraftId = (id: string) => id.startsWith('drafts.')
const isVersionId = (id: string) => id.startsWith('versions.')
export const isPublishedId = (id: string) => !isDraftId(id) && !isVersionId(id)
