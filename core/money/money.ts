/**
 * Money: every price the site shows, charges or e-mails becomes text here, and typed amounts become cents
 * here. The CMS keeps package and calculator prices in whole US dollars; orders, payment links
 * and receipts keep integer cents. No imports, so the Studio's schemas (and the server core) can
 * use it as well as pages and e-mails.
 */

/** The largest amount Stripe Checkout takes in one USD payment: $999,999.99. */
export const MAX_AMOUNT_CENTS = 99_999_999

const formats = new Map<string, Intl.NumberFormat>()

/** One formatter per currency and precision, made on first use. */
function currencyFormat(currency: string, cents: boolean): Intl.NumberFormat {
  const code = currency.toUpperCase()
  const key = `${code}:${cents}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(
      'en-US',
      cents
        ? { style: 'currency', currency: code, minimumFractionDigits: 2 }
        : { style: 'currency', currency: code, maximumFractionDigits: 0 },
    )
    formats.set(key, format)
  }
  return format
}

/** Whole US dollars, as the CMS keeps prices and visitors read them: 1799 → "$1,799". */
export const formatDollars = (dollars: number) => currencyFormat('usd', false).format(dollars)

/** "$399 – $1,799" (one price when both ends are equal), or "Custom pricing" without packages. */
export function formatPriceRange(from: number | null | undefined, to: number | null | undefined) {
  if (typeof from !== 'number' || typeof to !== 'number') return 'Custom pricing'
  return from === to ? formatDollars(from) : `${formatDollars(from)} – ${formatDollars(to)}`
}

/** How a package's billing period reads after its price. */
export const billingLabel = (period: string | null | undefined) =>
  period === 'monthly' ? '/month' : 'one-time'

/** 179900 → "$1,799.00": the exact amount of an order, as a receipt shows it. */
export const formatCents = (cents: number, currency = 'usd') =>
  currencyFormat(currency, true).format(cents / 100)

/** Whole dollars of the CMS (a package price) in cents. */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100)

/**
 * An amount typed in dollars ("1500", "1,500.50", "$99.9") in cents, or null when it is not a
 * plain amount with at most two decimals.
 */
export function parseDollars(text: string): number | null {
  const clean = text
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '')
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(clean)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** Cents as a dollar amount for an input field: 150050 → "1500.50", 150000 → "1500". */
export function centsToInput(cents: number): string {
  const whole = Math.floor(cents / 100)
  const rest = cents % 100
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`
}
