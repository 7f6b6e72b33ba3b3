import { billingLabel } from '@/core/money/money'

/**
 * The words that follow a price: a monthly package's ('/month'), a one-time package's
 * ('one-time'), and a range's of both ('one-time or /month'). English unless a page in another
 * language gives its own (./service-text.ts `billingWords`).
 */
export interface BillingWords {
  monthly: string
  oneTime: string
  either: string
}

const ENGLISH: BillingWords = {
  monthly: billingLabel('monthly'),
  oneTime: billingLabel('one-time'),
  either: `${billingLabel('one-time')} or ${billingLabel('monthly')}`,
}

/** How a package's billing period reads after its price. */
export const periodLabel = (period: string | null | undefined, words: BillingWords = ENGLISH) =>
  period === 'monthly' ? words.monthly : words.oneTime

/**
 * What follows a service's price range, in the words its packages' prices are followed by on the
 * service page: '/month' when every package is monthly, 'one-time or /month' when some are and
 * some are not, nothing when all are one-time.
 */
export function rangeBilling(
  periods: readonly (string | null)[] | null | undefined,
  words: BillingWords = ENGLISH,
): string {
  const labels = [...new Set((periods ?? []).map((period) => periodLabel(period, words)))]
  if (labels.length > 1) return words.either
  return labels[0] === words.monthly ? words.monthly : ''
}
