'use server'
/**
 * The test gateway's buttons: 'Pay' and 'Decline' become a payment event applied through the same
 * fulfilment as Stripe's webhook. They act only while the test gateway is the configured one and
 * the order belongs to it, so a site with Stripe configured can never be paid this way. The page
 * in another language names it (`locale`): the success page that follows is in it too.
 */
import { redirect } from 'next/navigation'
import { locales } from '@/core/i18n/locales'
import { localizedHref } from '@/core/i18n/routes'
import { textArgument } from '@/web/lib/action-input'
import { testPaymentEvent } from './gateways/test'
import { currentGateway, findOrder, fulfil, successPath } from './service'

export async function completeTestPayment(
  orderId: unknown,
  outcome: unknown,
  locale?: unknown,
): Promise<void> {
  const language = locales.isLocale(locale) ? locale : locales.default
  const inLanguage = (path: string) => localizedHref(path, language)
  const id = textArgument(orderId)
  const order = id === null ? null : await findOrder(id)
  if (!order) redirect(inLanguage(id === null ? '/' : successPath(encodeURIComponent(id))))
  if (
    currentGateway().name === 'test' &&
    order.gateway === 'test' &&
    (outcome === 'pay' || outcome === 'decline') &&
    order.state === 'pending'
  ) {
    await fulfil(testPaymentEvent(order, outcome))
  }
  // The success page shows what the server now holds, whatever happened here.
  redirect(inLanguage(successPath(order.id)))
}
