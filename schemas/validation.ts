/**
 * Validation shared by several schema types: what an editor feels in the Studio before publishing.
 */
import type { SlugValidationContext, ValidationContext } from 'sanity'

/** Canonical URL segment: lower-case words joined by single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const VALIDATION_API_VERSION = '2025-10-01'

function idPair(id: string | undefined): [string, string] {
  const published = (id ?? '').replace(/^drafts\./, '')
  return [published, `drafts.${published}`]
}

/**
 * Whether `value` is already taken by another document of `type`, as its slug or one of its
 * aliases. Slugs and aliases share one namespace per type, because both answer under the same
 * URL prefix (an alias redirects to its canonical page).
 */
export async function isRouteSegmentTaken(
  value: string,
  type: string,
  context: ValidationContext | SlugValidationContext,
): Promise<boolean> {
  const client = context.getClient({ apiVersion: VALIDATION_API_VERSION })
  const [published, draft] = idPair(context.document?._id)
  // Each language has its own paths (/services/seo, /ar/services/seo): the Arabic service shares
  // its English twin's slug.
  const language = (context.document?.language as string | undefined) ?? 'en'
  return client.fetch<boolean>(
    /* groq */ `count(*[_type == $type && !(_id in [$published, $draft]) && coalesce(language, "en") == $language && (slug.current == $value || $value in aliases)]) > 0`,
    { type, value, published, draft, language },
    { perspective: 'raw' },
  )
}

/** Slug `isUnique` option: unique across the slugs and aliases of the same document type. */
export function uniqueRouteSegment(type: string) {
  return async (slug: string, context: SlugValidationContext) =>
    !(await isRouteSegmentTaken(slug, type, context))
}

/** Validation of an `aliases` array: well-formed, not the own slug, not repeated, not taken. */
export function aliasesRule(type: string) {
  return async (aliases: string[] | undefined, context: ValidationContext) => {
    if (!aliases?.length) return true
    const own = (context.document?.slug as { current?: string } | undefined)?.current
    const seen = new Set<string>()
    for (const alias of aliases) {
      if (!SLUG_PATTERN.test(alias)) {
        return `"${alias}" is not a valid URL segment (lower-case letters, digits and single dashes)`
      }
      if (alias === own) return `"${alias}" is this document's own slug`
      if (seen.has(alias)) return `"${alias}" is listed twice`
      seen.add(alias)
      if (await isRouteSegmentTaken(alias, type, context)) {
        return `"${alias}" is already the slug or an alias of another ${type}`
      }
    }
    return true
  }
}

/** Slug format check used with `Rule.custom` on slug fields. */
export function slugFormat(slug: { current?: string } | undefined) {
  if (!slug?.current) return true
  return SLUG_PATTERN.test(slug.current)
    ? true
    : 'Use lower-case letters, digits and single dashes (for example "web-development")'
}
