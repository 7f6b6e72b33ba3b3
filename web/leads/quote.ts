/**
 * The project quote the cost calculator builds, in the spec's shape: stored in local storage under
 * `projectQuoteData` and carried to /book-call, where the strategy-session form sends it with the
 * lead. Pure functions plus two storage helpers that do nothing outside a browser.
 */
export const QUOTE_STORAGE_KEY = 'projectQuoteData'

export interface Quote {
  /** The selected calculator services' names, comma-separated. */
  selectedServices: string
  estimatedTotal: number
  /** A budget option value ('0-1000' …), or '' when none was chosen. */
  budgetRange: string
  /** A timeline option value ('1-2weeks' …), or '' when none was chosen. */
  timeline: string
  /** ISO date-time of the quote. */
  timestamp: string
  /** 'quote_' + milliseconds + random suffix. */
  quoteId: string
}

export interface PricedItem {
  name: string
  price: number
}

export function buildQuote(
  selected: readonly PricedItem[],
  budgetRange = '',
  timeline = '',
  now: Date = new Date(),
  random: () => number = Math.random,
): Quote {
  return {
    selectedServices: selected.map((item) => item.name).join(', '),
    estimatedTotal: selected.reduce((sum, item) => sum + item.price, 0),
    budgetRange,
    timeline,
    timestamp: now.toISOString(),
    quoteId: `quote_${now.getTime()}_${random().toString(36).slice(2, 11)}`,
  }
}

function isQuote(value: unknown): value is Quote {
  if (!value || typeof value !== 'object') return false
  const q = value as Record<string, unknown>
  return (
    typeof q.selectedServices === 'string' &&
    typeof q.estimatedTotal === 'number' &&
    typeof q.budgetRange === 'string' &&
    typeof q.timeline === 'string' &&
    typeof q.timestamp === 'string' &&
    typeof q.quoteId === 'string' &&
    q.quoteId.startsWith('quote_')
  )
}

export function saveQuote(quote: Quote): void {
  if (typeof window === 'undefined') return
  try {
    window.localStorage.setItem(QUOTE_STORAGE_KEY, JSON.stringify(quote))
  } catch {
    // Storage can be full or disabled (private mode); the quote still travels as page state.
  }
}

export function loadQuote(): Quote | null {
  if (typeof window === 'undefined') return null
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(QUOTE_STORAGE_KEY) ?? 'null')
    return isQuote(parsed) ? parsed : null
  } catch {
    return null
  }
}

export function clearQuote(): void {
  if (typeof window === 'undefined') return
  try {
    window.localStorage.removeItem(QUOTE_STORAGE_KEY)
  } catch {
    // Nothing to clear.
  }
}
