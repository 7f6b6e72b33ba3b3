import type { QueryParams } from '@sanity/client'
import { DEFAULT_LOCALE } from '../../../core/i18n/locales.ts'

/**
 * A query's parameters with `$locale` (the language of translated documents it reads,
 * web/content/projections.ts `inLocale`) set to the default language when the query uses it and
 * the caller named none: both backends call this, so a read that does not say reads English
 * instead of failing on an unbound parameter.
 */
export function withLocale(query: string, params: QueryParams): QueryParams {
  if (!query.includes('$locale') || params.locale !== undefined) return params
  return { ...params, locale: DEFAULT_LOCALE }
}
