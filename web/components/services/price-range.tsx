import { formatDollars, formatPriceRange } from '@/core/money/money'
import { locales } from '@/core/i18n/locales'

/**
 * A service's price range ("$399 – $1,799"), or one price when both ends are equal, in the page's
 * direction: on a right-to-left page each price is its own left-to-right run and the range reads
 * the page's way, the lowest price first (at the right). One left-to-right run for the whole range
 * put the highest price first for an Arabic reader (an outside review); with no run at all the
 * dollar sign of a price after Arabic words is moved to the figure's other side.
 */
export function PriceRange({
  from,
  to,
  locale,
  className,
  testId,
}: {
  from: number | null | undefined
  to: number | null | undefined
  locale: string
  className?: string
  testId?: string
}) {
  const props = { className, 'data-testid': testId }
  if (typeof from !== 'number' || typeof to !== 'number' || locales.entry(locale).dir !== 'rtl')
    return <span {...props}>{formatPriceRange(from, to)}</span>
  if (from === to)
    return (
      <span {...props} dir="ltr">
        {formatDollars(from)}
      </span>
    )
  return (
    <span {...props}>
      <bdi dir="ltr">{formatDollars(from)}</bdi> – <bdi dir="ltr">{formatDollars(to)}</bdi>
    </span>
  )
}
