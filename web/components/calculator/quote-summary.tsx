'use client'
/**
 * The quote carried from the cost calculator, as /book-call shows it. It reads the quote handed
 * over with the navigation, or the one in local storage after a reload; without a quote it shows
 * nothing. Most visitors come without one, so the card's code (./quote-card.tsx) is fetched only
 * when there is a quote to show, not with the page's first scripts. Its words are English unless
 * the page gives its language's (`locale`, `text`, through translatedProps).
 */
import { plainButtonClass } from '@/web/components/ui/button-styles'
import { LazyPiece } from '@/web/components/ui/lazy-piece'
import { type Locale, ltrRun } from '@/core/i18n/locales'
import { formatDollars } from '@/core/money/money'
import { useQuote } from './quote-handoff'
import { QUOTE_SUMMARY_EN, type QuoteSummaryText } from './quote-text'
import type { CalculatorOption } from './types'

const loadQuoteCard = () => import('./quote-card').then((mod) => mod.QuoteCard)

export function QuoteSummary({
  budgetOptions,
  timelineOptions,
  locale,
  text,
}: {
  budgetOptions: readonly CalculatorOption[]
  timelineOptions: readonly CalculatorOption[]
  /** The page's language, when not English (with `text`). */
  locale?: Locale
  /** Its words on a page not in English. */
  text?: QuoteSummaryText
}) {
  const quote = useQuote()
  if (!quote) return null
  const words = text ?? QUOTE_SUMMARY_EN

  return (
    <LazyPiece
      load={loadQuoteCard}
      props={{ quote, budgetOptions, timelineOptions, locale, text }}
      loading={null}
      failed={(retry) => (
        // The card's code could not be fetched: the estimate itself, plainly.
        <section
          aria-labelledby="quote-summary-heading"
          data-testid="quote-summary"
          className="rounded-3xl border border-slate-200 bg-white px-6 py-5 sm:px-8"
        >
          <h2 id="quote-summary-heading" className="text-xl font-bold text-slate-900">
            {words.heading}
          </h2>
          <p className="mt-2 text-slate-700">
            {quote.selectedServices}:{' '}
            <span
              className="font-semibold text-slate-900"
              data-testid="quote-total"
              {...(locale ? ltrRun(locale) : null)}
            >
              {formatDollars(quote.estimatedTotal)}
            </span>
          </p>
          <div className="mt-4">
            <button
              type="button"
              onClick={retry}
              className={plainButtonClass({ variant: 'secondary', size: 'sm' })}
            >
              {words.tryAgain}
            </button>
          </div>
        </section>
      )}
    />
  )
}
