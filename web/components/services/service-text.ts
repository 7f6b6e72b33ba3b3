import 'server-only'
/**
 * The words the service catalogue and a service's page write themselves (not the CMS's content),
 * in the page's language: messages/{code}/service.json, read on the server. Prices stay US
 * dollars written as in English (core/money/money.ts); on a right-to-left page they are drawn in
 * a left-to-right run (core/i18n/locales.ts `ltrRun`).
 */
import { type Locale, locales } from '@/core/i18n/locales'
import { formatPriceRange } from '@/core/money/money'
import { translator } from '@/web/i18n/messages'
import type { BillingWords } from './range-billing'

/** The texts of the service pages in `locale`: `t('overview')`. */
export const serviceTranslator = (locale: Locale) => translator(locale, 'service')

/** The words after a price in `locale` ('/month', 'one-time', 'one-time or /month'). */
export function billingWords(locale: Locale): BillingWords {
  const t = serviceTranslator(locale)
  const monthly = t('billing.monthly')
  const oneTime = t('billing.oneTime')
  return { monthly, oneTime, either: t('billing.either', { monthly, oneTime }) }
}

/**
 * The noun after a count of services in `locale` ("6 services", "6 خدمات"): the language's plural
 * form of the count (Intl.PluralRules; Arabic has six), the number written beside it.
 */
export function serviceCountWord(locale: Locale, count: number): string {
  const form = new Intl.PluralRules(locales.entry(locale).intl).select(count)
  return serviceTranslator(locale)(`serviceCount.${form}`)
}

/**
 * A service's price range ("$399 – $1,799", a price when both ends are equal), or the words for
 * custom pricing when it has no packages; `priced` says which, for the left-to-right run.
 */
export function priceRangeText(
  locale: Locale,
  from: number | null | undefined,
  to: number | null | undefined,
): { text: string; priced: boolean } {
  return typeof from === 'number' && typeof to === 'number'
    ? { text: formatPriceRange(from, to), priced: true }
    : { text: serviceTranslator(locale)('customPricing'), priced: false }
}
