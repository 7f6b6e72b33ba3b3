/**
 * Cache tags of the content layer. Every cached query carries the tags of the document types it
 * reads (and, for a single document, `type:slug`); the Sanity webhook revalidates the tags of the
 * document that changed.
 */
export const CONTENT_TYPES = [
  'siteSettings',
  'homePage',
  'calculatorSettings',
  'serviceCategory',
  'service',
  'calculatorItem',
  'office',
  'testimonial',
  'caseStudy',
  'blogPost',
  'page',
] as const

export type ContentType = (typeof CONTENT_TYPES)[number]

export const isContentType = (value: unknown): value is ContentType =>
  typeof value === 'string' && (CONTENT_TYPES as readonly string[]).includes(value)

/**
 * Whether `value` can be a document type's name as Sanity writes one: letters, digits and `_`,
 * starting with a letter, in dot-separated parts (`service`, `sanity.imageAsset`). Not a number,
 * not `__proto__`: a webhook body naming no such type changes nothing.
 */
export const isTypeName = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length <= 100 &&
  /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)*$/.test(value)

/** The tag of every query that reads documents of `type`. */
export const typeTag = (type: ContentType) => `sanity:${type}`

/** The tag of a query that reads the one document of `type` at `slug`. */
export const slugTag = (type: ContentType, slug: string) => `sanity:${type}:${slug}`

/**
 * Tags to revalidate when a document changes. Image assets and unknown types touch every page,
 * because any page may show them.
 */
export function tagsForChange(change: { _type?: unknown; slug?: unknown }): string[] {
  if (!isContentType(change._type)) return CONTENT_TYPES.map(typeTag)
  const tags = [typeTag(change._type)]
  if (typeof change.slug === 'string' && change.slug) tags.push(slugTag(change._type, change.slug))
  return tags
}
