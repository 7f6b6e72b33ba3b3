import { Check } from '@/web/components/ui/icons'
import { DEFAULT_LOCALE, type Locale, ltrRun } from '@/core/i18n/locales'
import { formatCents } from '@/core/money/money'
import { translator } from '@/web/i18n/messages'
import type { BillingPeriod } from '@/web/payments/types'
import { cn } from '@/web/lib/utils'

export interface SummaryLine {
  label: string
  value: string
}

/**
 * What is being paid for, and how much: the heading, the included features, detail lines and
 * the amount due today with its billing period. In the page's language; the amount is US dollars
 * as English writes them, left to right on a right-to-left page.
 */
export function OrderSummary({
  eyebrow,
  title,
  features,
  lines = [],
  amountCents,
  currency = 'usd',
  billingPeriod,
  billingNote,
  amountLabel,
  className,
  children,
  locale = DEFAULT_LOCALE,
}: {
  eyebrow: string
  title: string
  features?: string[] | null
  lines?: SummaryLine[]
  amountCents: number
  currency?: string
  billingPeriod: BillingPeriod
  /** How the billing works, in a sentence (a subscription, a one-time payment). */
  billingNote: string
  /** What the amount is: due today (the default), paid, … */
  amountLabel?: string
  className?: string
  children?: React.ReactNode
  locale?: Locale
}) {
  const t = translator(locale, 'payments')
  const amount = formatCents(amountCents, currency)
  return (
    <section
      aria-labelledby="order-summary-heading"
      className={cn('rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8', className)}
    >
      <p className="text-brand-600 text-xs font-semibold tracking-widest uppercase">{eyebrow}</p>
      <h2 id="order-summary-heading" className="mt-2 text-xl font-bold text-slate-900">
        {title}
      </h2>
      {features?.length ? (
        <ul className="mt-5 space-y-2.5 text-sm text-slate-700">
          {features.map((feature) => (
            <li key={feature} className="flex gap-3">
              <Check className="text-brand-600 mt-0.5 size-4 flex-none" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {lines.length ? (
        <dl className="mt-6 space-y-2 border-t border-slate-100 pt-5 text-sm">
          {lines.map((line) => (
            <div key={line.label} className="flex justify-between gap-4">
              <dt className="text-slate-500">{line.label}</dt>
              <dd className="text-end font-medium break-words text-slate-900">{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="mt-6 border-t border-slate-200 pt-5">
        <div className="flex items-baseline justify-between gap-4">
          <p className="text-sm font-semibold text-slate-900">{amountLabel ?? t('dueToday')}</p>
          <p className="text-end">
            <span
              className="text-3xl font-bold tracking-tight text-slate-900"
              data-testid="amount"
              {...ltrRun(locale)}
            >
              {amount}
            </span>
            {billingPeriod === 'monthly' ? (
              <span className="ms-1 text-sm font-medium text-slate-500">{t('perMonth')}</span>
            ) : null}
          </p>
        </div>
        <p className="mt-2 text-sm text-slate-600" data-testid="billing-note">
          {billingNote}
        </p>
      </div>
      {children}
    </section>
  )
}
