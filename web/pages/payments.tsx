import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { localizedHref } from '@/core/i18n/routes'
import { GatewayUnavailable } from '@/web/components/payments/gateway-unavailable'
import { PaymentNotFound } from '@/web/components/payments/payment-not-found'
import { PaymentOutcome } from '@/web/components/payments/payment-outcome'
import { PaymentRequest } from '@/web/components/payments/payment-request'
import { TestGateway } from '@/web/components/payments/test-gateway'
import { getService, getSettings } from '@/web/content'
import { translator } from '@/web/i18n/messages'
import { setRequestLocale } from '@/web/i18n/request-locale'
import { securePaymentPath } from '@/web/payments/payment-links'
import { orderDescriptionIn } from '@/web/payments/describe'
import {
  currentGateway,
  findOrder,
  findPaymentLink,
  gatewayPath,
  returnPath,
  startCheckout,
  successPath,
} from '@/web/payments/service'
import type { Order } from '@/web/payments/types'

/** A payment page's metadata: a client's own page, never indexed. */
const privatePage = (title: string): Metadata => ({
  title,
  robots: { index: false, follow: false },
})

/**
 * The order as a page in `locale` describes it (web/payments/describe.ts): a package's order by
 * its service and package in that language, as its receipt in that language does; the order keeps
 * the English it was created with, as the admin shows it.
 */
async function describedIn(order: Order, locale: Locale): Promise<Order> {
  if (locale === DEFAULT_LOCALE) return order
  return { ...order, description: await orderDescriptionIn(order, locale, getService) }
}

type SuccessProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /payment-success?order={id} (and /ar/…) in `locale`: the order's state as the server records it
 * (paid, processing, awaiting confirmation, failed, expired), never taken from the query. Unknown
 * order: 404 (the route's not-found, `orderNotFound`).
 */
export function paymentSuccessPage(locale: Locale) {
  const metadata = privatePage(translator(locale, 'payments')('titles.status'))

  async function PaymentSuccessPage({ searchParams }: SuccessProps) {
    setRequestLocale(locale)
    const { order: id } = await searchParams
    const order = typeof id === 'string' ? await findOrder(id) : null
    if (!order) notFound()
    const settings = await getSettings({ preview: true, locale })
    return (
      <PaymentOutcome
        order={await describedIn(order, locale)}
        retryHref={returnPath(order)}
        gatewayHref={gatewayPath(order.id)}
        promise={settings.promises?.response}
        locale={locale}
      />
    )
  }

  return { metadata, Page: PaymentSuccessPage }
}

type GatewayProps = { params: Promise<{ orderId: string }> }

/**
 * /payment-gateway/{orderId} (and /ar/…) in `locale`: pays a pending order. With Stripe configured
 * it sends the client to the order's Stripe Checkout page (which sends them back to the pages in
 * `locale`); otherwise it is the test gateway's page. A paid or processing order goes to its
 * success page; a failed or expired one says so.
 */
export function paymentGatewayPage(locale: Locale) {
  const metadata = privatePage(translator(locale, 'payments')('titles.payment'))

  async function PaymentGatewayPage({ params }: GatewayProps) {
    setRequestLocale(locale)
    const { orderId } = await params
    const order = await findOrder(orderId)
    if (!order) notFound()
    if (order.state === 'paid' || order.state === 'processing') {
      redirect(localizedHref(successPath(order.id), locale))
    }
    const settings = await getSettings({ preview: true, locale })
    const described = await describedIn(order, locale)
    if (order.state !== 'pending') {
      return (
        <PaymentOutcome
          order={described}
          retryHref={returnPath(order)}
          gatewayHref={gatewayPath(order.id)}
          locale={locale}
        />
      )
    }
    const start = await startCheckout(order, locale)
    if (start.kind === 'redirect') redirect(start.url)
    if (start.kind === 'expired') {
      return (
        <PaymentOutcome
          order={{ ...described, state: 'expired' }}
          retryHref={returnPath(order)}
          gatewayHref={gatewayPath(order.id)}
          locale={locale}
        />
      )
    }
    if (start.kind === 'unavailable') {
      return (
        <GatewayUnavailable
          retryHref={gatewayPath(order.id)}
          phone={settings.phone}
          locale={locale}
        />
      )
    }
    return (
      <TestGateway
        order={described}
        brandName={settings.brandName}
        cancelHref={returnPath(order)}
        locale={locale}
      />
    )
  }

  return { metadata, Page: PaymentGatewayPage }
}

type SecureProps = { params: Promise<{ paymentId: string }> }

/** /secure-payment/{paymentId} (and /ar/…) in `locale`: a payment link the agency sent. */
export function securePaymentPage(locale: Locale) {
  const metadata = privatePage(translator(locale, 'payments')('titles.secure'))

  async function SecurePaymentPage({ params }: SecureProps) {
    setRequestLocale(locale)
    const { paymentId } = await params
    const link = await findPaymentLink(paymentId)
    if (!link) notFound()
    const settings = await getSettings({ preview: true, locale })
    return (
      <PaymentRequest
        link={link}
        gateway={currentGateway().name}
        settings={settings}
        path={securePaymentPath(link.id)}
        receiptHref={link.paidOrderId ? successPath(link.paidOrderId) : null}
        locale={locale}
      />
    )
  }

  return { metadata, Page: SecurePaymentPage }
}

/** The not-found of the order pages (success, gateway) in `locale`: an order nobody knows. */
export function orderNotFound(locale: Locale) {
  return function OrderNotFound() {
    setRequestLocale(locale)
    const t = translator(locale, 'payments')
    return (
      <PaymentNotFound
        title={t('notFound.orderTitle')}
        text={t('notFound.orderText')}
        locale={locale}
      />
    )
  }
}

/** The not-found of /secure-payment/{id} in `locale`: a payment link nobody knows. */
export function paymentLinkNotFound(locale: Locale) {
  return function PaymentLinkNotFound() {
    setRequestLocale(locale)
    const t = translator(locale, 'payments')
    return (
      <PaymentNotFound
        title={t('notFound.linkTitle')}
        text={t('notFound.linkText')}
        locale={locale}
      />
    )
  }
}
