import {
  CheckCircle2,
  Clock3,
  LoaderCircle,
  type LucideIcon,
  RotateCcw,
  TimerOff,
  XCircle,
} from 'lucide-react'
import Link from '@/web/components/ui/link'
import { buttonClass } from '@/web/components/ui/button'
import { BOOK_CALL_PATH } from '@/web/components/shell/nav'
import { amountLine, methodLine } from '@/web/payments/messages'
import type { Order, OrderState } from '@/web/payments/types'
import { cn } from '@/web/lib/utils'
import { AutoRefresh } from './auto-refresh'
import { TestModeBadge } from './test-mode-badge'
import { formatMoment } from '@/core/format/format'

const day = { format: (value: Date) => formatMoment(value, 'date') }

interface Look {
  icon: LucideIcon
  tone: string
  eyebrow: string
  title: (order: Order) => string
  text: (order: Order) => string
}

const firstName = (order: Order) => order.clientName.split(/\s+/)[0] || order.clientName

const LOOKS: Record<OrderState, Look> = {
  paid: {
    icon: CheckCircle2,
    tone: 'bg-emerald-50 text-emerald-600 ring-emerald-100',
    eyebrow: 'Payment received',
    title: (order) => `Thank you, ${firstName(order)}!`,
    text: (order) =>
      `We received your payment for ${order.description}. Your receipt is on its way to ${order.clientEmail}.`,
  },
  processing: {
    icon: Clock3,
    tone: 'bg-amber-50 text-amber-600 ring-amber-100',
    eyebrow: 'Payment processing',
    title: () => 'Your payment is processing',
    text: (order) =>
      `Your bank is confirming the payment. We will e-mail your receipt to ${order.clientEmail} as soon as it clears; this page updates by itself.`,
  },
  pending: {
    icon: LoaderCircle,
    tone: 'bg-brand-50 text-brand-600 ring-brand-100',
    eyebrow: 'Awaiting confirmation',
    title: () => 'Confirming your payment',
    text: () =>
      'We are waiting for the payment provider to confirm your payment. This usually takes a few seconds; this page updates by itself.',
  },
  failed: {
    icon: XCircle,
    tone: 'bg-red-50 text-red-600 ring-red-100',
    eyebrow: 'Payment failed',
    title: () => 'Your payment did not go through',
    text: (order) =>
      order.failureReason ??
      'The payment was not completed and no money was taken. Please try again.',
  },
  expired: {
    icon: TimerOff,
    tone: 'bg-slate-100 text-slate-600 ring-slate-200',
    eyebrow: 'Checkout expired',
    title: () => 'This checkout has expired',
    text: () =>
      'The payment page closed before a payment was made, so nothing was charged. You can start again at any time.',
  },
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
}: {
  order: Order
  /** Where to start again after a failure or an expiry (the package or the payment link). */
  retryHref: string
  /** The order's gateway page (to continue a payment not yet made). */
  gatewayHref: string
  /** The agency's response promise, from the settings ('Response within 24 hours'). */
  promise?: string | null
}) {
  const look = LOOKS[order.state]
  const Icon = look.icon
  const details: [string, string][] = [
    ['Description', order.description],
    [order.state === 'paid' ? 'Amount paid' : 'Amount', amountLine(order)],
    ...(order.paidAt
      ? ([['Paid on', day.format(new Date(order.paidAt))]] as [string, string][])
      : []),
    ['Payment method', methodLine(order)],
    ['Order', order.id],
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
          {look.eyebrow}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {look.title(order)}
        </h1>
        <p className="mx-auto mt-4 max-w-lg text-lg text-pretty text-slate-600" role="status">
          {look.text(order)}
        </p>
        {order.mode === 'test' ? <TestModeBadge className="mt-5" /> : null}
      </div>

      <section
        aria-label="Order details"
        className="mt-10 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <dl className="space-y-3 text-sm">
          {details.map(([label, value]) => (
            <div
              key={label}
              className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-6"
            >
              <dt className="text-slate-500">{label}</dt>
              <dd
                className={cn(
                  'font-medium break-words text-slate-900 sm:text-end',
                  label === 'Order' && 'font-mono text-xs break-all',
                )}
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
              Schedule your kickoff call
            </Link>
            <Link href="/" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
              Back to home
            </Link>
          </>
        ) : order.state === 'failed' || order.state === 'expired' ? (
          <>
            <Link href={retryHref} className={buttonClass({ size: 'lg' })}>
              <RotateCcw aria-hidden className="size-4" /> Try again
            </Link>
            <Link href="/contact" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
              Contact us
            </Link>
          </>
        ) : order.state === 'pending' ? (
          <Link href={gatewayHref} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
            Not paid yet? Return to payment
          </Link>
        ) : null}
      </div>
      {order.state === 'paid' && promise ? (
        <p className="mt-6 text-center text-sm text-slate-500">
          What happens next: our team gets in touch to plan your start (
          {promise.charAt(0).toLowerCase() + promise.slice(1)}).
        </p>
      ) : null}
    </div>
  )
}
