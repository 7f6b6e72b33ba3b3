import {
  CheckCircle2,
  Clock3,
  LoaderCircle,
  type LucideIcon,
  RotateCcw,
  TimerOff,
  XCircle,
} from '@/web/components/ui/icons'
import { DEFAULT_LOCALE, type Locale, ltrRun } from '@/core/i18n/locales'
import { formatCents } from '@/core/money/money'
import Link from '@/web/components/ui/link'
import { buttonClass } from '@/web/components/ui/button'
import { BOOK_CALL_PATH } from '@/web/components/shell/nav'
import { MESSAGES, translator } from '@/web/i18n/messages'
import type { Order, OrderState } from '@/web/payments/types'
import { cn } from '@/web/lib/utils'
import { AutoRefresh } from './auto-refresh'
import { Message } from './message-parts'
import { TestModeBadge } from './test-mode-badge'
import { formatMoment } from '@/core/format/format'

type Translate = ReturnType<typeof translator<'payments'>>

interface Look {
  icon: LucideIcon
  tone: string
  eyebrow: (t: Translate) => string
  title: (t: Translate, order: Order) => string
  text: (t: Translate, order: Order, english: boolean) => string
}

const firstName = (order: Order) => order.clientName.split(/\s+/)[0] || order.clientName

const LOOKS: Record<OrderState, Look> = {
  paid: {
    icon: CheckCircle2,
    tone: 'bg-emerald-50 text-emerald-600 ring-emerald-100',
    eyebrow: (t) => t('outcome.paidEyebrow'),
    title: (t, order) => t('outcome.paidTitle', { name: firstName(order) }),
    text: (t, order) =>
      t('outcome.paidText', { description: order.description, email: order.clientEmail }),
  },
  processing: {
    icon: Clock3,
    tone: 'bg-amber-50 text-amber-600 ring-amber-100',
    eyebrow: (t) => t('outcome.processingEyebrow'),
    title: (t) => t('outcome.processingTitle'),
    text: (t, order) => t('outcome.processingText', { email: order.clientEmail }),
  },
  pending: {
    icon: LoaderCircle,
    tone: 'bg-brand-50 text-brand-600 ring-brand-100',
    eyebrow: (t) => t('outcome.pendingEyebrow'),
    title: (t) => t('outcome.pendingTitle'),
    text: (t) => t('outcome.pendingText'),
  },
  failed: {
    icon: XCircle,
    tone: 'bg-red-50 text-red-600 ring-red-100',
    eyebrow: (t) => t('outcome.failedEyebrow'),
    title: (t) => t('outcome.failedTitle'),
    // The gateway's reason is English: another language's page says it in its own words.
    text: (t, order, english) => (english ? order.failureReason : null) ?? t('outcome.failedText'),
  },
  expired: {
    icon: TimerOff,
    tone: 'bg-slate-100 text-slate-600 ring-slate-200',
    eyebrow: (t) => t('outcome.expiredEyebrow'),
    title: (t) => t('outcome.expiredTitle'),
    text: (t) => t('outcome.expiredText'),
  },
}

/** "$799.00 per month" or "$1,499.00" (web/payments/messages.ts amountLine), in the language. */
function amountLine(t: Translate, order: Order) {
  const amount = formatCents(order.amountCents, order.currency)
  return order.billingPeriod === 'monthly' ? t('amountPerMonth', { amount }) : amount
}

/** How the payment was taken (web/payments/messages.ts methodLine), in the language. */
function methodLine(t: Translate, order: Order) {
  const testMode = t('testMode')
  if (order.gateway === 'test') return t('outcome.methodTest', { testMode })
  return order.mode === 'test' ? t('outcome.methodStripeTest', { testMode }) : 'Stripe'
}

/**
 * An order's state as the server holds it: paid (with the receipt's details), processing,
 * awaiting confirmation, failed or expired, and what the client can do next.
 */
export function PaymentOutcome({
  order,
  retryHref,
  gatewayHref,
  promise,
  locale = DEFAULT_LOCALE,
}: {
  order: Order
  /** Where to start again after a failure or an expiry (the package or the payment link). */
  retryHref: string
  /** The order's gateway page (to continue a payment not yet made). */
  gatewayHref: string
  /** The agency's response promise, from the settings ('Response within 24 hours'). */
  promise?: string | null
  /** The page's language: its words, dates and links (the amount stays US dollars). */
  locale?: Locale
}) {
  const t = translator(locale, 'payments')
  const english = locale === DEFAULT_LOCALE
  const look = LOOKS[order.state]
  const Icon = look.icon
  // [label, value, 'id' for the order's id (monospaced, left to right)]
  const details: [string, string, 'id'?][] = [
    [t('outcome.description'), order.description],
    [order.state === 'paid' ? t('outcome.amountPaid') : t('outcome.amount'), amountLine(t, order)],
    ...(order.paidAt
      ? ([[t('outcome.paidOn'), formatMoment(new Date(order.paidAt), 'date', { locale })]] as [
          string,
          string,
        ][])
      : []),
    [t('outcome.method'), methodLine(t, order)],
    [t('outcome.order'), order.id, 'id'],
  ]
  return (
    <div className="mx-auto max-w-2xl px-4 py-14 sm:px-6 sm:py-20" data-order-state={order.state}>
      {order.state === 'pending' || order.state === 'processing' ? <AutoRefresh /> : null}
      <div className="text-center">
        <span
          className={cn(
            'inline-flex size-16 items-center justify-center rounded-full ring-8',
            look.tone,
          )}
        >
          <Icon
            aria-hidden
            className={cn('size-8', order.state === 'pending' && 'motion-safe:animate-spin')}
          />
        </span>
        <p className="mt-6 text-sm font-semibold tracking-widest text-slate-500 uppercase">
          {look.eyebrow(t)}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {look.title(t, order)}
        </h1>
        <p className="mx-auto mt-4 max-w-lg text-lg text-pretty text-slate-600" role="status">
          {look.text(t, order, english)}
        </p>
        {order.mode === 'test' ? <TestModeBadge className="mt-5" locale={locale} /> : null}
      </div>

      <section
        aria-label={t('outcome.details')}
        className="mt-10 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <dl className="space-y-3 text-sm">
          {details.map(([label, value, written]) => (
            <div
              key={label}
              className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-6"
            >
              <dt className="text-slate-500">{label}</dt>
              <dd
                className={cn(
                  'font-medium break-words text-slate-900 sm:text-end',
                  written === 'id' && 'font-mono text-xs break-all',
                )}
                {...(written === 'id' ? ltrRun(locale) : null)}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {order.state === 'paid' ? (
          <>
            <Link href={BOOK_CALL_PATH} className={buttonClass({ size: 'lg' })}>
              {t('outcome.kickoff')}
            </Link>
            <Link href="/" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
              {t('outcome.home')}
            </Link>
          </>
        ) : order.state === 'failed' || order.state === 'expired' ? (
          <>
            <Link href={retryHref} className={buttonClass({ size: 'lg' })}>
              <RotateCcw className="size-4" />
              {` ${t('outcome.tryAgain')}`}
            </Link>
            <Link href="/contact" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
              {t('outcome.contact')}
            </Link>
          </>
        ) : order.state === 'pending' ? (
          <Link href={gatewayHref} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
            {t('outcome.returnToPayment')}
          </Link>
        ) : null}
      </div>
      {order.state === 'paid' && promise ? (
        <p className="mt-6 text-center text-sm text-slate-500">
          <Message
            text={MESSAGES[locale].payments.outcome.next}
            values={{
              // "(response within 24 hours)": lower case where the language has it.
              promise: english ? promise.charAt(0).toLowerCase() + promise.slice(1) : promise,
            }}
          />
        </p>
      ) : null}
    </div>
  )
}
