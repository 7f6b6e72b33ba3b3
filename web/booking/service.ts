import 'server-only'
/**
 * The booking service as this app serves it: the CMS's rules (site settings, Booking group),
 * this process's leads database, and the site's facts. The lead function, the slots API and the
 * manage page share it.
 */
import {
  DEFAULT_BOOKING_RULES,
  WEEKDAYS,
  type BookingRules,
  type Weekday,
} from '@/core/booking/availability.ts'
import { createBookingService, type BookingService } from '@/core/booking/sessions.ts'
import { isValidTimeZone } from '@/core/leads/booking.ts'
import { contentFetch } from '@/web/content/fetch'
import { bookingSettingsQuery } from '@/web/content/queries'
import { typeTag } from '@/web/content/tags'
import { leadsSql, siteFacts } from '@/web/leads/server/service'

type Stored = Awaited<ReturnType<typeof readSettings>>

const readSettings = () =>
  contentFetch({ query: bookingSettingsQuery, tags: [typeTag('siteSettings')] })

/** The CMS's settings as rules; what an editor left empty takes the seeded default. */
export function rulesFrom(stored: Stored): BookingRules {
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
  }
}

/** Kept a few seconds, like the site's facts: every slot list and booking reads them. */
const RULES_TTL_MS = 5_000
let rules: { at: number; value: Promise<BookingRules> } | null = null

export function bookingRules(): Promise<BookingRules> {
  if (!rules || Date.now() - rules.at > RULES_TTL_MS) {
    const value = readSettings().then(rulesFrom)
    rules = { at: Date.now(), value }
    value.catch(() => {
      rules = null
    })
  }
  return rules.value
}

const GLOBAL_KEY = Symbol.for('codehome.booking.service')
type Holder = { [GLOBAL_KEY]?: BookingService }

/** One service per process (route bundles share it through globalThis, like the lead handler). */
export function bookingService(): BookingService {
  const holder = globalThis as Holder
  holder[GLOBAL_KEY] ??= createBookingService({
    sql: { query: async (text, params) => (await leadsSql()).query(text, params) },
    rules: bookingRules,
    siteFacts,
  })
  return holder[GLOBAL_KEY]
}
