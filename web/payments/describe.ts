import 'server-only'
/**
 * An order's description in a language. An order keeps the description it was created with (a
 * package's in English, "SEO — Growth package"; a payment link's in the agency's own words), as
 * the admin and the agency's notification show it. A page or a receipt in another language names
 * a package by its service and package as that language's document has them, when that document
 * has the package at the order's price; otherwise, and for a payment link, the stored words.
 */
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { translator } from '@/web/i18n/messages'
import { type CmsService, lookupPackage } from './pricing'
import type { Order } from './types'

export type ServiceInLanguage = (
  slug: string,
  options: { locale: Locale },
) => Promise<CmsService | null>

export async function orderDescriptionIn(
  order: Pick<Order, 'description' | 'serviceSlug' | 'packagePosition' | 'amountCents'>,
  locale: Locale,
  getService: ServiceInLanguage,
): Promise<string> {
  if (locale === DEFAULT_LOCALE || !order.serviceSlug || !order.packagePosition) {
    return order.description
  }
  const found = lookupPackage(
    await getService(order.serviceSlug, { locale }).catch(() => null),
    order.packagePosition,
  )
  if (!found.ok || found.pkg.amountCents !== order.amountCents) return order.description
  return translator(locale, 'payments')('packageDescription', {
    service: found.service.title,
    package: found.pkg.name,
  })
}
