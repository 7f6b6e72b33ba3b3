/**
 * The words of the quote carried from the calculator, as /book-call shows it (quote-summary.tsx,
 * quote-card.tsx): messages/en/quoteSummary.json with the calculator's own "Estimated total" and
 * "Timeline" (calculator.json); a page in another language gives its language's.
 */
import calculator from '@/messages/en/calculator.json'
import en from '@/messages/en/quoteSummary.json'

export type QuoteSummaryText = typeof en & Pick<typeof calculator, 'estimatedTotal' | 'timeline'>

export const QUOTE_SUMMARY_EN: QuoteSummaryText = {
  ...en,
  estimatedTotal: calculator.estimatedTotal,
  timeline: calculator.timeline,
}
