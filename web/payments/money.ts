/**
 * Money as the payment pages, e-mails and the admin read it. Amounts are integer cents
 * everywhere; only these functions turn them into text or back.
 */

/** The largest amount Stripe Checkout takes in one USD payment: $999,999.99. */
export const MAX_AMOUNT_CENTS = 99_999_999

const formatters = new Map<string, Intl.NumberFormat>()

/** 179900 → "$1,799.00" (the exact amount, as a receipt shows it). */
export function formatCents(cents: number, currency = 'usd'): string {
  const code = currency.toUpperCase()
  let format = formatters.get(code)
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 2,
    })
    formatters.set(code, format)
  }
  return format.format(cents / 100)
}

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
