import { Ban, CheckCircle2, LockKeyhole, TimerOff } from 'lucide-react'
import Link from '@/web/components/ui/link'
import { PageHero } from '@/web/components/content/page-hero'
import { LINK_MESSAGES, LINK_STATE_LABELS } from '@/web/payments/messages'
import { formatCents } from '@/core/money/money'
import type { GatewayName, PaymentLink } from '@/web/payments/types'
import { cn } from '@/web/lib/utils'
import { OrderSummary } from './order-summary'
import { PayLinkButton } from './pay-link-button'
import { TestModeBadge } from './test-mode-badge'
import { TrustNotes } from './trust-notes'
import { formatMoment } from '@/core/format/format'

// dateStyle and timeStyle cannot be combined with timeZoneName, so the parts are named.
const when = { format: (value: Date) => formatMoment(value, 'dateTimeZone') }

const STATE_TONES = {
  open: 'bg-brand-50 text-brand-700 ring-brand-200',
  paid: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-200',
  cancelled: 'bg-red-50 text-red-700 ring-red-200',
} as const

export function LinkStateBadge({ state }: { state: PaymentLink['state'] }) {
  return (
    <span
      data-testid="link-state"
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        STATE_TONES[state],
      )}
    >
      {LINK_STATE_LABELS[state]}
    </span>
  )
}

const INTRO: Record<PaymentLink['state'], string> = {
  open: 'Check the details, then pay securely online.',
  paid: 'This request has been paid. Thank you!',
  expired: 'This request has expired.',
  cancelled: 'This request was cancelled.',
}

/** Why a link cannot be paid, and what the client can do. */
function Closed({ link, receiptHref }: { link: PaymentLink; receiptHref: string | null }) {
  const look =
    link.state === 'paid'
      ? { icon: CheckCircle2, tone: 'border-emerald-200 bg-emerald-50 text-emerald-900' }
      : link.state === 'expired'
        ? { icon: TimerOff, tone: 'border-slate-200 bg-slate-50 text-slate-800' }
        : { icon: Ban, tone: 'border-red-200 bg-red-50 text-red-900' }
  const Icon = look.icon
  const detail =
    link.state === 'paid' && link.paidAt
      ? `Paid on ${when.format(new Date(link.paidAt))}.`
      : link.state === 'expired' && link.expiresAt
        ? `It expired on ${when.format(new Date(link.expiresAt))}.`
        : null
  return (
    <div role="status" className={cn('mt-6 rounded-2xl border p-4 text-sm', look.tone)}>
      <p className="flex gap-2 font-semibold">
        <Icon aria-hidden className="mt-0.5 size-4 flex-none" />
        {LINK_MESSAGES[link.state as Exclude<PaymentLink['state'], 'open'>]}
      </p>
      {detail ? <p className="mt-1 ps-6">{detail}</p> : null}
      {receiptHref ? (
        <Link href={receiptHref} className="ms-6 mt-2 inline-block font-semibold underline">
          View your receipt
        </Link>
      ) : null}
    </div>
  )
}

/** /secure-payment/{id}: the agency's request, its amount and state, and 'Pay' while open. */
export function PaymentRequest({
  link,
  gateway,
  settings,
  path,
  receiptHref,
}: {
  link: PaymentLink
  gateway: GatewayName
  settings: { brandName: string; phone?: string | null; email?: string | null }
  path: string
  receiptHref: string | null
}) {
  const amount = formatCents(link.amountCents, link.currency)
  return (
    <>
      <PageHero
        breadcrumbs={[{ name: 'Secure payment', url: path }]}
        eyebrow={
          <span className="inline-flex items-center gap-2">
            <LockKeyhole aria-hidden className="size-4" /> Secure payment
          </span>
        }
        title={`Payment request from ${settings.brandName}`}
        intro={`Prepared for ${link.clientName}. ${INTRO[link.state]}`}
      >
        <div className="flex flex-wrap items-center gap-3">
          <LinkStateBadge state={link.state} />
          {gateway === 'test' && link.state === 'open' ? <TestModeBadge /> : null}
        </div>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14 lg:px-8 lg:py-16">
        <OrderSummary
          eyebrow="Payment request"
          title={link.description}
          lines={[
            { label: 'Billed to', value: link.clientName },
            { label: 'From', value: settings.brandName },
            ...(link.expiresAt && link.state === 'open'
              ? [{ label: 'Pay by', value: when.format(new Date(link.expiresAt)) }]
              : []),
          ]}
          amountCents={link.amountCents}
          currency={link.currency}
          billingPeriod="one-time"
          amountLabel={
            link.state === 'paid' ? 'Amount paid' : link.state === 'open' ? 'Due today' : 'Amount'
          }
          billingNote={
            link.state === 'paid'
              ? 'Paid in full. Your receipt was sent by e-mail.'
              : link.state === 'open'
                ? 'One-time payment of the exact amount above.'
                : 'This request can no longer be paid.'
          }
        >
          {link.state === 'open' ? (
            <div className="mt-6">
              <PayLinkButton paymentLinkId={link.id} label={`Pay ${amount}`} />
              <p className="mt-3 text-center text-xs text-slate-500">
                {gateway === 'stripe'
                  ? 'You will pay on Stripe’s secure checkout page.'
                  : 'Next: the test gateway. Test mode — no money moves.'}
              </p>
            </div>
          ) : (
            <Closed link={link} receiptHref={receiptHref} />
          )}
        </OrderSummary>
        <aside className="lg:pt-2">
          <TrustNotes
            gateway={gateway}
            phone={settings.phone}
            email={settings.email}
            payable={link.state === 'open'}
          />
        </aside>
      </div>
    </>
  )
}
