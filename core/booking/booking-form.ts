/**
 * Booking rules shared by the booking forms and the function: the nine time zones offered, the
 * half-hour slots from 9:00 to 17:00, the service and urgency options, and "not earlier than
 * tomorrow in the chosen zone" (the strategy session's rule), all as the spec sets them.
 * Dates are calendar dates (YYYY-MM-DD); zones are IANA names resolved with Intl.
 */
import { formatDay } from '../format/format.ts'

export const TIME_ZONES = [
  'Europe/London',
  'America/New_York',
  'America/Los_Angeles',
  'America/Chicago',
  'Asia/Karachi',
  'Asia/Dubai',
  'Europe/Paris',
  'Asia/Tokyo',
  'Australia/Sydney',
] as const

export const SERVICE_OPTIONS = [
  { value: 'seo', label: 'SEO' },
  { value: 'web-development', label: 'Web Development' },
  { value: 'ppc', label: 'PPC Advertising' },
  { value: 'social-media', label: 'Social Media Marketing' },
  { value: 'email-marketing', label: 'Email Marketing' },
  { value: 'ui-ux', label: 'UI/UX Design' },
  { value: 'mvp', label: 'MVP Development' },
  { value: 'consultation', label: 'Consultation' },
] as const

export const URGENCY_OPTIONS = [
  { value: 'low', label: 'Low' },
  { value: 'normal', label: 'Normal' },
  { value: 'urgent', label: 'Urgent' },
] as const

export const DEFAULT_URGENCY = 'normal'

export const SESSION_MINUTES = 30

/** 12-hour label of a time of day: (9, 0) → "9:00 AM", (17, 0) → "5:00 PM". */
export function twelveHourLabel(hour: number, minute: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM'
  const h = hour % 12 === 0 ? 12 : hour % 12
  return `${h}:${String(minute).padStart(2, '0')} ${suffix}`
}

/** The bookable slots: 9:00 to 17:00 every 30 minutes, as 12-hour labels (17 slots). */
export function timeSlots(startHour = 9, endHour = 17, stepMinutes = 30): string[] {
  const slots: string[] = []
  for (let minutes = startHour * 60; minutes <= endHour * 60; minutes += stepMinutes) {
    slots.push(twelveHourLabel(Math.floor(minutes / 60), minutes % 60))
  }
  return slots
}

export const TIME_SLOTS: readonly string[] = timeSlots()

/**
 * Every half hour of a day as a 12-hour label, 12:00 AM to 11:30 PM (48): the times beyond the
 * spec's list that a visitor may book when that list has none for their zone on a date (the
 * agency's "other times", core/booking/availability.ts).
 */
export const HALF_HOUR_LABELS: readonly string[] = timeSlots(0, 23).concat('11:30 PM')

/** Whether `label` is a time a booking may name: one of the spec's slots or another half hour. */
export const isHalfHourLabel = (label: string) => HALF_HOUR_LABELS.includes(label)

/**
 * Formatters made once per zone and kept: making one loads the runtime's zone and locale data,
 * ~0.2 ms each here and four times that on a slow phone, and a booking calendar's render asked for
 * one per day of its month (issue 46: /book-call's hydration). Only zones Intl knows are kept, so
 * the map is bounded by the zone database whatever a request names.
 */
const zoneFormats = new Map<string, Intl.DateTimeFormat>()

/** `zone`'s numeric date formatter, or null when Intl does not know the zone. */
function zoneFormat(zone: string): Intl.DateTimeFormat | null {
  if (!zone || zone.length > 64) return null
  let format = zoneFormats.get(zone)
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      })
    } catch {
      return null
    }
    zoneFormats.set(zone, format)
  }
  return format
}

/** Whether Intl knows `zone` as a time zone. */
export function isValidTimeZone(zone: string): boolean {
  return zoneFormat(zone) !== null
}

/**
 * The zones a visitor may book in, one rule for the slots API, the booking forms and the lead
 * function: an IANA name Intl knows, written Area/Location (America/New_York,
 * America/Argentina/Salta, Etc/UTC, Etc/GMT+5). Intl also takes bare names, abbreviations and
 * offsets ("UTC", "EST", "+05:00"), which no zone list offers; a browser that reports "UTC" is
 * offered Etc/UTC (`bookableZoneOf`).
 */
export function isBookableTimeZone(zone: unknown): zone is string {
  return (
    typeof zone === 'string' &&
    /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$/.test(zone) &&
    isValidTimeZone(zone)
  )
}

/** The bookable name of a zone a browser reports ("UTC" is Etc/UTC), or null. */
export function bookableZoneOf(zone: string | null | undefined): string | null {
  if (!zone) return null
  const named = zone === 'UTC' || zone === 'GMT' ? 'Etc/UTC' : zone
  return isBookableTimeZone(named) ? named : null
}

/** Today's calendar date (YYYY-MM-DD) in `zone`. */
export function todayInZone(zone: string, now: Date = new Date()): string {
  const format = zoneFormat(zone)
  if (!format) throw new RangeError(`Invalid time zone specified: ${zone}`)
  const parts = format.formatToParts(now)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** `date` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** The earliest bookable date in `zone`: tomorrow there. */
export function tomorrowInZone(zone: string, now: Date = new Date()): string {
  return addDays(todayInZone(zone, now), 1)
}

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const [y, m, d] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** "Friday, March 6, 2026" for 2026-03-06. */
export function formatBookingDate(date: string): string {
  if (!isCalendarDate(date)) return date
  return formatDay(date, 'dateFull')
}

/**
 * The nine zones' labels, as {@link intlTimeZoneLabel} words them (a unit test holds them to it).
 * Written out because working them out loads Intl's time-zone names: ~15 ms of the first render
 * of a booking form on this machine, four times that on a slow phone, in the hydration task.
 */
const TIME_ZONE_LABELS: Readonly<Record<string, string>> = {
  'Europe/London': 'London (United Kingdom Time)',
  'America/New_York': 'New York (Eastern Time)',
  'America/Los_Angeles': 'Los Angeles (Pacific Time)',
  'America/Chicago': 'Chicago (Central Time)',
  'Asia/Karachi': 'Karachi (Pakistan Standard Time)',
  'Asia/Dubai': 'Dubai (Gulf Standard Time)',
  'Europe/Paris': 'Paris (Central European Time)',
  'Asia/Tokyo': 'Tokyo (Japan Standard Time)',
  'Australia/Sydney': 'Sydney (Australian Eastern Time)',
}

/** "New York (Eastern Time)" for America/New_York; the zone itself if Intl has no name for it. */
export function timeZoneLabel(zone: string): string {
  return Object.hasOwn(TIME_ZONE_LABELS, zone) ? TIME_ZONE_LABELS[zone]! : intlTimeZoneLabel(zone)
}

/**
 * {@link timeZoneLabel}, worked out with Intl; in another language with `intl` (an `Intl` locale),
 * the city as its IANA name writes it.
 */
export function intlTimeZoneLabel(zone: string, intl = 'en-US'): string {
  if (!isValidTimeZone(zone)) return zone
  const city = (zone.split('/').pop() ?? zone).replace(/_/g, ' ')
  let name = ''
  try {
    name =
      new Intl.DateTimeFormat(intl, { timeZone: zone, timeZoneName: 'longGeneric' })
        .formatToParts(new Date())
        .find((p) => p.type === 'timeZoneName')?.value ?? ''
  } catch {
    name = ''
  }
  return name && name !== city ? `${city} (${name})` : city
}

/** The zones a visitor is offered: the nine, with the visitor's own first when it is not one. */
export function zonesFor(visitorZone: string | null | undefined): string[] {
  const nine: string[] = [...TIME_ZONES]
  const own = bookableZoneOf(visitorZone)
  return own && !nine.includes(own) ? [own, ...nine] : nine
}
