import { billingLabel } from '@/core/money/money'

/**
 * What follows a service's price range, in the words its packages' prices are followed by on the
 * service page: '/month' when every package is monthly, 'one-time or /month' when some are and
 * some are not, nothing when all are one-time.
 */
export function rangeBilling(periods: readonly (string | null)[] | null | undefined): string {
  const labels = [...new Set((periods ?? []).map(billingLabel))]
  if (labels.length > 1) return `${billingLabel('one-time')} or ${billingLabel('monthly')}`
  return labels[0] === billingLabel('monthly') ? billingLabel('monthly') : ''
}
