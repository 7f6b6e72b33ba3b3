/**
 * Cache tags of the content layer. Every cached query carries the tags of the document types it
 * reads (and, for a single document, `type:slug`) in the language it reads; the Sanity webhook
 * revalidates the tags of the document that changed, in that document's language. English, the
 * default, keeps the tags it had before the site had languages (`sanity:service`); another
 * language's carry its code (`sanity:ar:service`).
 */
import { DEFAULT_LOCALE, locales } from '../../core/i18n/locales.ts'

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

const prefix = (locale: string) => (locale === DEFAULT_LOCALE ? 'sanity' : `sanity:${locale}`)

/** The tag of every query that reads documents of `type` in `locale`. */
export const typeTag = (type: ContentType, locale: string = DEFAULT_LOCALE) =>
  `${prefix(locale)}:${type}`

/** The tag of a query that reads the one document of `type` at `slug` in `locale`. */
export const slugTag = (type: ContentType, slug: string, locale: string = DEFAULT_LOCALE) =>
  `${prefix(locale)}:${type}:${slug}`

/**
 * Tags to revalidate when a document changes. Image assets and unknown types touch every page,
 * because any page may show them.
 */
export function tagsForChange(change: {
  _type?: unknown
  slug?: unknown
  language?: unknown
}): string[] {
  if (!isContentType(change._type)) {
    return locales.codes.flatMap((locale) => CONTENT_TYPES.map((type) => typeTag(type, locale)))
  }
  // A document without a language (saved before the site had languages) is English; one in a
  // language the site does not have touches no page.
  const locale = change.language == null ? DEFAULT_LOCALE : change.language
  if (!locales.isLocale(locale)) return []
  const tags = [typeTag(change._type, locale)]
  if (typeof change.slug === 'string' && change.slug) {
    tags.push(slugTag(change._type, change.slug, locale))
  }
  return tags
}
