import { CreditCard, FlaskConical, X } from '@/web/components/ui/icons'
import { DEFAULT_LOCALE, type Locale, locales } from '@/core/i18n/locales'
import Link from '@/web/components/ui/link'
import { completeTestPayment } from '@/web/payments/actions'
import { formatCents } from '@/core/money/money'
import type { Order } from '@/web/payments/types'
import { MESSAGES, translator } from '@/web/i18n/messages'
import { Message } from './message-parts'
import { PendingButton } from './pending-button'

/**
 * The test gateway's payment page (the embedded default): the order and two buttons. No card is
 * asked for; 'Pay' completes the order through the same fulfilment as Stripe's confirmation. In
 * the page's language, and labelled a test in it; the buttons lead back to that language's pages.
 */
export function TestGateway({
  order,
  brandName,
  cancelHref,
  locale = DEFAULT_LOCALE,
}: {
  order: Order
  brandName: string
  cancelHref: string
  locale?: Locale
}) {
  const t = translator(locale, 'payments')
  const words = MESSAGES[locale].payments.gateway
  const rtl = locales.entry(locale).dir === 'rtl'
  const amount = formatCents(order.amountCents, order.currency)
  // An English page's buttons send what they always sent; another language's names it too.
  const action = (outcome: 'pay' | 'decline') =>
    locale === DEFAULT_LOCALE
      ? completeTestPayment.bind(null, order.id, outcome)
      : completeTestPayment.bind(null, order.id, outcome, locale)
  const pay = action('pay')
  const decline = action('decline')
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-xl shadow-slate-900/5">
        <div
          role="note"
          className="flex items-center justify-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900"
        >
          <FlaskConical className="size-4" /> {t('testMode')}
        </div>
        <div className="p-6 sm:p-8">
          <p className="text-sm font-medium text-slate-500">
            <Message text={words.brandLine} values={{ brand: brandName }} />
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">
            {t('gateway.complete')}
          </h1>
          <div className="mt-6 rounded-2xl bg-slate-50 p-5">
            <p className="text-sm text-slate-600">{order.description}</p>
            <p className="mt-2 flex items-baseline gap-1.5">
              <span
                className="text-4xl font-bold tracking-tight text-slate-900"
                data-testid="amount"
                {...(rtl ? { dir: 'ltr' } : null)}
              >
                {amount}
              </span>
              {order.billingPeriod === 'monthly' ? (
                <span className="text-sm font-medium text-slate-500">{t('perMonth')}</span>
              ) : null}
            </p>
            <dl className="mt-4 space-y-1.5 border-t border-slate-200 pt-4 text-sm">
              <div className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4">
                <dt className="whitespace-nowrap text-slate-500">{t('gateway.billedTo')}</dt>
                <dd className="font-medium break-words text-slate-900 sm:text-end">
                  {order.clientName}
                  {' · '}
                  {rtl ? <span dir="ltr">{order.clientEmail}</span> : order.clientEmail}
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-slate-500">{t('gateway.order')}</dt>
                <dd
                  className="text-end font-mono text-xs break-all text-slate-700"
                  {...(rtl ? { dir: 'ltr' } : null)}
                >
                  {order.id}
                </dd>
              </div>
            </dl>
          </div>
          <p className="mt-6 text-sm text-slate-600">
            <Message text={words.explain} values={{ pay: <strong>{t('gateway.pay')}</strong> }} />
          </p>
          <div className="mt-6 grid gap-3">
            <form action={pay}>
              <PendingButton
                pending={t('gateway.processing')}
                className="bg-brand-600 hover:bg-brand-700 shadow-brand-600/25 inline-flex w-full items-center justify-center gap-2 rounded-full px-6 py-3.5 text-base font-semibold text-white shadow-lg transition-colors"
              >
                <CreditCard className="size-5" />
                {/* Its amount reads left to right in any language (the message isolates it). */}
                <Message text={` ${words.payAmount}`} values={{ amount }} />
              </PendingButton>
            </form>
            <form action={decline}>
              <PendingButton
                pending={t('gateway.declining')}
                className="inline-flex w-full items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-6 py-3 text-sm font-semibold text-slate-800 transition-colors hover:border-slate-400 hover:bg-slate-50"
              >
                {t('gateway.decline')}
              </PendingButton>
            </form>
          </div>
          <Link
            href={cancelHref}
            className="mt-5 inline-flex w-full items-center justify-center gap-1.5 text-sm font-semibold text-slate-500 hover:text-slate-800"
          >
            <X className="size-4" />
            {` ${t('gateway.cancel')}`}
          </Link>
        </div>
      </div>
    </div>
  )
}
