/**
 * Dates, times and numbers as people read them, in one place for every page, e-mail and admin
 * screen, in the reader's language. Each formatter is made on first use and kept: making one
 * loads the runtime's locale data, which a phone pays for on the main thread.
 *
 * Money has its own module (`core/money/money.ts`), which formats every price the same way in
 * every language.
 */
import { locales } from '../i18n/locales.ts'

/** The ways the site writes a moment or a calendar day ("en" examples). */
const STYLES = {
  /** "March 18, 2025" */
  date: { dateStyle: 'long' },
  /** "Mar 18, 2025" */
  dateMedium: { dateStyle: 'medium' },
  /** "Tuesday, March 18, 2025" */
  dateFull: { dateStyle: 'full' },
  /** "Mar 18" */
  monthDay: { month: 'short', day: 'numeric' },
  /** "2:05 PM": a time of day, the hour as the language writes it. */
  time: { hour: 'numeric', minute: '2-digit' },
  /** "Mar 18, 2025, 2:05 PM" */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** "March 18, 2025 at 2:05 PM UTC" */
  dateTimeZone: {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>

export type DateStyle = keyof typeof STYLES

export interface FormatOptions {
  /** The site's language code (`en`, `ar`); the default language when absent or unknown. */
  locale?: string | null
  /** The IANA zone the moment is shown in; UTC when absent. */
  timeZone?: string
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()
const numberFormats = new Map<string, Intl.NumberFormat>()

function dateFormat(style: DateStyle, { locale, timeZone = 'UTC' }: FormatOptions) {
  const intl = locales.entry(locale).intl
  const key = `${intl}|${style}|${timeZone}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(intl, { ...STYLES[style], timeZone })
    dateFormats.set(key, format)
  }
  return format
}

/** A moment (a Date, an ISO string or epoch milliseconds) in a style, language and zone. */
export function formatMoment(
  value: Date | string | number,
  style: DateStyle,
  options: FormatOptions = {},
): string {
  return dateFormat(style, options).format(value instanceof Date ? value : new Date(value))
}

/**
 * A calendar day with no time of its own ("2025-03-18", or the first ten characters of an ISO
 * moment), as the same day in every zone: `('2025-03-18', 'date')` → "March 18, 2025".
 */
export function formatDay(day: string, style: DateStyle = 'date', locale?: string | null) {
  return dateFormat(style, { locale, timeZone: 'UTC' }).format(
    new Date(`${day.slice(0, 10)}T00:00:00Z`),
  )
}

/** A plain number with grouping ("1,234"); `maximumFractionDigits` 0 unless given. */
export function formatNumber(
  value: number,
  locale?: string | null,
  { maximumFractionDigits = 0 }: { maximumFractionDigits?: number } = {},
): string {
  const intl = locales.entry(locale).intl
  const key = `${intl}|${maximumFractionDigits}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(intl, { maximumFractionDigits })
    numberFormats.set(key, format)
  }
  return format.format(value)
}

/**
 * A wall-clock time with no day or zone of its own (a booking form's "10:30 AM", as hour and
 * minute) in the reader's language: `(14, 30, 'ar')` → "2:30 م".
 */
export function formatTimeOfDay(hour: number, minute: number, locale?: string | null): string {
  return dateFormat('time', { locale, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, hour, minute)),
  )
}

/**
 * A time of day as the site's settings write it, in English ("7:30 PM": the working hours), in
 * the reader's language ("7:30 م"); in English, and for a label not written that way, as written.
 * The contact card and the footer show the same hours through it.
 */
export function formatTimeLabel(label: string, locale?: string | null): string {
  const english = locales.entry(locale).code === locales.default
  const match = english ? null : /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(label)
  if (!match) return label
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0)
  return formatTimeOfDay(hour, Number(match[2]), locale)
}
