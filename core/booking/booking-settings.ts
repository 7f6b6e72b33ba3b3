/**
 * The agency's booking rules as the CMS keeps them (site settings, Booking group), read the same way
 * by the app (web/booking/service.ts, through its content fetch) and by the Edge Function (Sanity's
 * HTTP API): one GROQ projection and one reading of it, so the two cannot drift.
 */
import { isValidTimeZone } from './booking-form.ts'
import {
  DEFAULT_BOOKING_RULES,
  DEFAULT_HORIZON_DAYS,
  WEEKDAYS,
  type BookingRules,
  type Weekday,
} from './availability.ts'

/**
 * The projection both runtimes send. Typegen reads it through web/content/queries.ts, which wraps
 * it in defineQuery (relative import: typegen follows those, not the `@/` alias).
 */
export const BOOKING_SETTINGS_QUERY = /* groq */ `*[_type == "siteSettings" && _id == "siteSettings"][0].booking{
  timeZone,
  hours[]{ day, start, end },
  minimumNoticeHours,
  bufferMinutes,
  dailyCap,
  concurrentSessions,
  meetingLink,
  horizonDays
}`

/** What the query answers, loosely: a half-edited document may lack any field. */
export type StoredBookingSettings = {
  timeZone?: string | null
  hours?: ({ day?: string | null; start?: string | null; end?: string | null } | null)[] | null
  minimumNoticeHours?: number | null
  bufferMinutes?: number | null
  dailyCap?: number | null
  concurrentSessions?: number | null
  meetingLink?: string | null
  horizonDays?: number | null
} | null

/** The CMS's settings as rules; what an editor left empty takes the seeded default. */
export function rulesFrom(stored: StoredBookingSettings | undefined): BookingRules {
  if (!stored) return DEFAULT_BOOKING_RULES
  const number = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) ? value : fallback
  return {
    timeZone:
      stored.timeZone && isValidTimeZone(stored.timeZone)
        ? stored.timeZone
        : DEFAULT_BOOKING_RULES.timeZone,
    hours: (stored.hours ?? []).flatMap((window) =>
      window?.day && WEEKDAYS.includes(window.day as Weekday) && window.start && window.end
        ? [{ day: window.day as Weekday, start: window.start, end: window.end }]
        : [],
    ),
    minimumNoticeMinutes: Math.round(number(stored.minimumNoticeHours, 2) * 60),
    bufferMinutes: number(stored.bufferMinutes, 0),
    dailyCap: number(stored.dailyCap, 0) || null,
    concurrentSessions: Math.max(1, number(stored.concurrentSessions, 1)),
    meetingLink: stored.meetingLink || null,
    horizonDays: Math.max(1, Math.floor(number(stored.horizonDays, DEFAULT_HORIZON_DAYS))),
  }
}

export interface BookingRulesSource {
  /** The rules in force: read at most every `ttlMs`; see below for when the CMS cannot answer. */
  (): Promise<BookingRules>
}

/**
 * The rules, read through `read` and kept `ttlMs` (every slot list and booking needs them).
 *
 * When the CMS cannot be read, the last rules read in this process (or isolate) stay in force,
 * and before any was read, the seeded defaults (DEFAULT_BOOKING_RULES: the site's published Working
 * Hours, Monday to Friday in New York, one seat, 2 hours' notice, no meeting link, so the invite
 * says the link follows by e-mail). A visitor's request is never refused for the CMS's outage: a
 * lost lead costs the agency more than a session it may have to move, the database still refuses
 * every double booking, and the visitor gets reschedule and cancel links either way.
 */
export function bookingRulesSource(options: {
  read: () => Promise<StoredBookingSettings | undefined>
  ttlMs: number
  now?: () => number
  /** Told once per failed read (the caller's log). */
  onUnreachable?: (error: unknown) => void
}): BookingRulesSource {
  const now = options.now ?? Date.now
  let lastGood: BookingRules | null = null
  let current: { at: number; value: Promise<BookingRules> } | null = null
  return () => {
    if (!current || now() - current.at > options.ttlMs) {
      const entry: { at: number; value: Promise<BookingRules> } = {
        at: now(),
        value: options.read().then(
          (stored) => (lastGood = rulesFrom(stored)),
          (error: unknown) => {
            options.onUnreachable?.(error)
            // Not kept: the next call asks the CMS again.
            if (current === entry) current = null
            return lastGood ?? DEFAULT_BOOKING_RULES
          },
        ),
      }
      current = entry
    }
    return current.value
  }
}
