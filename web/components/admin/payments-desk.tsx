/**
 * /admin/payment-links: a new link on the left, the links with their state beside it, and every
 * order below (newest first, with mode, state, events, receipt e-mails and language).
 */
import { ExternalLink } from '@/web/components/ui/icons'
import Link from '@/web/components/ui/link'
import { signOut } from '@/web/admin/actions'
import { LinkStateBadge } from '@/web/components/payments/payment-request'
import { securePaymentPath } from '@/web/payments/payment-links'
import { amountLine, methodLine, ORDER_STATE_LABELS } from '@/web/payments/messages'
import { formatCents } from '@/core/money/money'
import { languageLabel } from '@/core/leads/mail-locale.ts'
import type { ListedOrder } from '@/web/payments/store'
import type { OrderState, PaymentLink } from '@/web/payments/types'
import { cn } from '@/web/lib/utils'
import { CancelLinkButton } from './cancel-link-button'
import { CopyLinkButton } from './copy-link-button'
import { CreatePaymentLinkForm, type PackageChoice } from './create-payment-link-form'
import { formatWhen } from './format'

const at = (iso: string) => formatWhen(iso)

const ORDER_TONES: Record<OrderState, string> = {
  pending: 'bg-slate-100 text-slate-700 ring-slate-200',
  processing: 'bg-amber-50 text-amber-800 ring-amber-200',
  paid: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  failed: 'bg-red-50 text-red-700 ring-red-200',
  expired: 'bg-slate-100 text-slate-500 ring-slate-200',
}

const pill =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset'

const PAGE = '/admin/payment-links'

function LinksList({ links, siteUrl }: { links: PaymentLink[]; siteUrl: string }) {
  if (links.length === 0) {
    return <p className="mt-6 text-sm text-slate-600">No payment links yet.</p>
  }
  return (
    <ul className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {links.map((link) => (
        <li key={link.id} className="p-4 sm:p-5" data-link-id={link.id}>
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{link.description}</p>
              <p className="text-sm break-all text-slate-600">
                {link.clientName} · {link.clientEmail}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <span className="font-semibold text-slate-900">
                {formatCents(link.amountCents, link.currency)}
              </span>
              <LinkStateBadge state={link.state} />
            </div>
          </div>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-500">
            <p>
              Created {at(link.createdAt)}
              {link.expiresAt ? ` · expires ${at(link.expiresAt)}` : ''}
              {link.paidAt ? ` · paid ${at(link.paidAt)}` : ''}
            </p>
            <div className="flex flex-wrap items-center gap-1">
              <CopyLinkButton url={`${siteUrl}${securePaymentPath(link.id)}`} />
              <Link
                href={securePaymentPath(link.id)}
                target="_blank"
                className="inline-flex items-center gap-1 rounded-full px-3 py-1 font-semibold text-slate-700 hover:bg-slate-100"
              >
                Open <ExternalLink className="size-3" />
              </Link>
              {link.state === 'open' ? (
                <CancelLinkButton id={link.id} client={link.clientName} />
              ) : null}
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}

function OrdersList({ orders }: { orders: ListedOrder[] }) {
  if (orders.length === 0) return <p className="mt-6 text-sm text-slate-600">No orders yet.</p>
  return (
    <ul className="mt-6 grid gap-3">
      {orders.map((order) => {
        const review = order.events.some((event) => event.outcome === 'amount-mismatch')
        return (
          <li
            key={order.id}
            data-order-id={order.id}
            className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
          >
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">{order.description}</p>
                <p className="text-sm break-all text-slate-600">
                  {order.clientName} · {order.clientEmail}
                  {order.company ? ` · ${order.company}` : ''}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900">{amountLine(order)}</span>
                <span className={cn(pill, ORDER_TONES[order.state])} data-testid="order-state">
                  {ORDER_STATE_LABELS[order.state]}
                </span>
                <span
                  className={cn(
                    pill,
                    order.mode === 'live'
                      ? 'bg-brand-50 text-brand-700 ring-brand-200'
                      : 'bg-amber-50 text-amber-900 ring-amber-200',
                  )}
                  data-testid="order-mode"
                >
                  {order.mode === 'live' ? 'Live' : 'Test'}
                </span>
                {review ? (
                  <span className={cn(pill, 'bg-red-50 text-red-700 ring-red-200')}>
                    Needs review: amount mismatch
                  </span>
                ) : null}
              </div>
            </div>
            <dl className="mt-3 grid gap-x-6 gap-y-1 text-xs text-slate-500 sm:grid-cols-2 lg:grid-cols-4">
              <div>
                <dt className="inline">Created </dt>
                <dd className="inline text-slate-700">{at(order.createdAt)}</dd>
              </div>
              <div>
                <dt className="inline">Paid </dt>
                <dd className="inline text-slate-700">{order.paidAt ? at(order.paidAt) : '—'}</dd>
              </div>
              <div>
                <dt className="inline">Method </dt>
                <dd className="inline text-slate-700">{methodLine(order)}</dd>
              </div>
              <div>
                <dt className="inline">E-mails </dt>
                <dd className="inline text-slate-700">
                  {order.emails.length
                    ? order.emails.map((email) => `${email.kind}: ${email.status}`).join(', ')
                    : '—'}
                </dd>
              </div>
              <div>
                <dt className="inline">Language </dt>
                <dd className="inline text-slate-700" data-testid="order-language">
                  {languageLabel(order.locale)}
                </dd>
              </div>
              <div className="sm:col-span-2">
                <dt className="inline">Order </dt>
                <dd className="inline font-mono break-all text-slate-700">{order.id}</dd>
              </div>
              {order.paymentLinkId ? (
                <div className="sm:col-span-2">
                  <dt className="inline">Payment link </dt>
                  <dd className="inline font-mono break-all text-slate-700">
                    {order.paymentLinkId}
                  </dd>
                </div>
              ) : null}
              {order.leadId ? (
                <div className="sm:col-span-2">
                  <dt className="inline">Lead </dt>
                  <dd className="inline font-mono break-all text-slate-700">{order.leadId}</dd>
                </div>
              ) : null}
              {order.failureReason ? (
                <div className="sm:col-span-2">
                  <dt className="inline">Failure </dt>
                  <dd className="inline text-slate-700">{order.failureReason}</dd>
                </div>
              ) : null}
            </dl>
            {order.notes ? (
              <p className="mt-2 text-sm whitespace-pre-wrap text-slate-700">{order.notes}</p>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

export function PaymentsDesk({
  links,
  orders,
  packages,
  siteUrl,
  gateway,
}: {
  links: PaymentLink[]
  orders: ListedOrder[]
  packages: PackageChoice[]
  siteUrl: string
  gateway: { name: string; mode: string }
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Payments</h1>
          <p className="mt-1 text-sm text-slate-600">
            {gateway.name === 'stripe'
              ? `Stripe Checkout, ${gateway.mode} mode.`
              : 'Test gateway (no payment provider configured): no money moves.'}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Link
            href="/admin/leads"
            className="rounded-full px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            Leads
          </Link>
          <form action={signOut}>
            <input type="hidden" name="next" value={PAGE} />
            <button type="submit" className="rounded-full border px-4 py-2 text-sm font-semibold">
              Sign out
            </button>
          </form>
        </div>
      </div>

      <div className="mt-10 grid gap-10 lg:grid-cols-[24rem_minmax(0,1fr)]">
        <section aria-labelledby="new-link-heading">
          <h2 id="new-link-heading" className="text-xl font-bold">
            New payment link
          </h2>
          <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
            <CreatePaymentLinkForm packages={packages} />
          </div>
        </section>
        <section aria-labelledby="links-heading" className="min-w-0">
          <h2 id="links-heading" className="text-xl font-bold">
            Payment links
          </h2>
          <LinksList links={links} siteUrl={siteUrl} />
        </section>
      </div>

      <section aria-labelledby="orders-heading" className="mt-14">
        <h2 id="orders-heading" className="text-xl font-bold">
          Orders
        </h2>
        <OrdersList orders={orders} />
      </section>
    </div>
  )
}
