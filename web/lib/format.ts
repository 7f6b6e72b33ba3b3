import { onFirstUse } from './text'

const usd = onFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }),
)

/** Whole US dollars as visitors read them: 1799 → "$1,799". */
export const formatPrice = (value: number) => usd().format(value)

/** "$399 – $1,799", or "Custom pricing" for a service without packages. */
export function formatPriceRange(from: number | null | undefined, to: number | null | undefined) {
  if (typeof from !== 'number' || typeof to !== 'number') return 'Custom pricing'
  return from === to ? formatPrice(from) : `${formatPrice(from)} – ${formatPrice(to)}`
}

/** How a package's billing period reads after its price. */
export const billingLabel = (period: string | null | undefined) =>
  period === 'monthly' ? '/month' : 'one-time'
