/**
 * Sanity's document ids: a draft is `drafts.{id}`, a release's version `versions.{release}.{id}`,
 * and everything else is a published document.
 * https://www.sanity.io/docs/content-lake/drafts
 */
export const isDraftId = (id: string) => id.startsWith('drafts.')
const isVersionId = (id: string) => id.startsWith('versions.')
export const isPublishedId = (id: string) => !isDraftId(id) && !isVersionId(id)

/**
 * The id of the version of document `id` in another language ("service-seo__i18n_ar"); the
 * default language's document keeps its own id. No dots: a dotted id is private in Sanity.
 */
export const translationId = (id: string, locale: string, defaultLocale = 'en') =>
  locale === defaultLocale ? id : `${id}__i18n_${locale}`
