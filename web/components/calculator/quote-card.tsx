/**
 * The card of the quote carried from the cost calculator (see ./quote-summary.tsx, which loads
 * it only when there is a quote to show): services, estimated total, budget and timeline. Its
 * words are English unless the page gives its language's (`locale`, `text`); the total stays in
 * US dollars, left to right.
 */
import { Calculator, CalendarClock, Wallet } from '@/web/components/ui/icons'
import { DEFAULT_LOCALE, type Locale, locales } from '@/core/i18n/locales'
import { formatDollars } from '@/core/money/money'
import type { Quote } from '@/web/leads/quote'
import { QUOTE_SUMMARY_EN, type QuoteSummaryText } from './quote-text'
import type { CalculatorOption } from './types'

const labelOf = (options: readonly CalculatorOption[], value: string, none: string) =>
  value ? (options.find((option) => option.value === value)?.label ?? value) : none

export interface QuoteCardProps {
  quote: Quote
  budgetOptions: readonly CalculatorOption[]
  timelineOptions: readonly CalculatorOption[]
  /** The page's language, when not English (with `text`). */
  locale?: Locale
  /** Its words on a page not in English. */
  text?: QuoteSummaryText
}

export function QuoteCard({
  quote,
  budgetOptions,
  timelineOptions,
  locale = DEFAULT_LOCALE,
  text = QUOTE_SUMMARY_EN,
}: QuoteCardProps) {
  const total = formatDollars(quote.estimatedTotal)
  const services = quote.selectedServices
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)

  return (
    <section
      aria-labelledby="quote-summary-heading"
      data-testid="quote-summary"
      className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-xl shadow-slate-900/5"
    >
      <div className="from-brand-600 to-brand-800 flex items-start justify-between gap-4 bg-gradient-to-br px-6 py-5 text-white sm:px-8">
        <div>
          <p className="text-xs font-semibold tracking-widest text-white/80 uppercase">
            {text.eyebrow}
          </p>
          <h2 id="quote-summary-heading" className="mt-1 text-xl font-bold">
            {text.heading}
          </h2>
        </div>
        <Calculator className="size-7 shrink-0 text-white/80" />
      </div>
      <dl className="grid gap-5 px-6 py-6 sm:grid-cols-3 sm:px-8">
        <div className="sm:col-span-3">
          <dt className="text-sm font-medium text-slate-500">{text.selectedServices}</dt>
          <dd className="mt-2 flex flex-wrap gap-2" data-testid="quote-services">
            {services.map((name) => (
              <span
                key={name}
                className="bg-brand-50 text-brand-800 rounded-full px-3 py-1 text-sm font-medium"
              >
                {name}
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-500">{text.estimatedTotal}</dt>
          <dd
            className="mt-1 text-3xl font-bold tracking-tight text-slate-900 tabular-nums"
            data-testid="quote-total"
          >
            {locales.entry(locale).dir === 'rtl' ? <span dir="ltr">{total}</span> : total}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 text-sm font-medium text-slate-500">
            <Wallet className="text-brand-600 size-4" />
            {text.budget}
          </dt>
          <dd className="mt-1 font-medium text-slate-900" data-testid="quote-budget">
            {labelOf(budgetOptions, quote.budgetRange, text.notSpecified)}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 text-sm font-medium text-slate-500">
            <CalendarClock className="text-brand-600 size-4" />
            {text.timeline}
          </dt>
          <dd className="mt-1 font-medium text-slate-900" data-testid="quote-timeline">
            {labelOf(timelineOptions, quote.timeline, text.notSpecified)}
          </dd>
        </div>
      </dl>
    </section>
  )
}
