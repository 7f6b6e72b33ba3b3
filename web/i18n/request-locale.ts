import 'server-only'
/**
 * The language of the page being rendered, for server components deep in the tree that draw
 * links or a few words (web/components/ui/link.tsx, the breadcrumbs) without taking it as a prop:
 * next-intl's `setRequestLocale` pattern, on React's per-request cache. A page in another
 * language sets it first thing (web/pages/*: `setRequestLocale(locale)`), layouts and pages each,
 * since Next may render them apart; anything not set reads the default language, so an English
 * page sets nothing and renders as before.
 */
import { cache } from 'react'
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'

const current = cache((): { locale: Locale } => ({ locale: DEFAULT_LOCALE }))

export function setRequestLocale(locale: Locale): void {
  current().locale = locale
}

export function requestLocale(): Locale {
  return current().locale
}
