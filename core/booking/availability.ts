/**
 * When a session can be booked. The agency's rules (bookable hours per weekday in its own zone,
 * minimum notice, a buffer between sessions, a daily cap, how many sessions can run at once) come
 * from the CMS; the visitor sees the spec's 17 half-hour labels of a date in the zone they chose.
 * Every slot is an instant in UTC, worked out with Intl, so daylight-saving changes in either zone
 * move the answer, never the arithmetic (Cal.com's rule: compute in UTC, label in the viewer's zone).
 */
import {
  addDays,
  HALF_HOUR_LABELS,
  isBookableTimeZone,
  isCalendarDate,
  SESSION_MINUTES,
  TIME_SLOTS,
  todayInZone,
} from './booking-form.ts'

export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** One bookable window of a weekday, 24-hour "HH:MM" in the agency's zone (end after start). */
export interface BookableHours {
  day: Weekday
  start: string
  end: string
}

export interface BookingRules {
  /** The agency's IANA zone: the hours below are read in it, and its calendar days hold the cap. */
  timeZone: string
  hours: BookableHours[]
  /** How long before a session it can still be booked. */
  minimumNoticeMinutes: number
  /** Free time kept between two sessions of one seat. */
  bufferMinutes: number
  /** Sessions per day of the agency at most; 0 or null: no cap. */
  dailyCap: number | null
  /** How many sessions can run at once (people taking calls); at least 1. */
  concurrentSessions: number
  /** The video room every session uses (a Google Meet link); null: sent by e-mail later. */
  meetingLink: string | null
  /** How many days ahead a session can be booked (the horizon): later ones are refused. */
  horizonDays: number
}

/** The seeded horizon: a session can be booked up to 90 days ahead. */
export const DEFAULT_HORIZON_DAYS = 90

/** The seeded rules: the Working Hours of site-shell §9 seen from New York, Monday to Friday. */
export const DEFAULT_BOOKING_RULES: BookingRules = {
  timeZone: 'America/New_York',
  hours: (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
    day,
    start: '10:30',
    end: '18:30',
  })),
  minimumNoticeMinutes: 120,
  bufferMinutes: 0,
  dailyCap: 8,
  concurrentSessions: 1,
  meetingLink: null,
  horizonDays: DEFAULT_HORIZON_DAYS,
}

export type UnavailableReason = 'booked' | 'outside-hours' | 'too-soon' | 'too-far' | 'day-full'

/** What a visitor reads beside a slot that cannot be booked. */
export const REASON_WORDS: Record<UnavailableReason, string> = {
  booked: 'Booked',
  'outside-hours': 'Outside our hours',
  'too-soon': 'Too soon',
  'too-far': 'Too far ahead',
  'day-full': 'Day fully booked',
}

/** The refusal of a booking whose seat another request took first (the visitor's words). */
export const SLOT_TAKEN_MESSAGE =
  'Sorry, that time was just taken. Please choose another available time.'

export interface Slot {
  /** The spec's label, "9:00 AM" (or another half hour's, for an other time). */
  time: string
  /** The session's start, ISO 8601 in UTC. */
  start: string
  available: boolean
  reason?: UnavailableReason
  /**
   * One of the agency's other free times: outside the spec's 9:00 AM–5:00 PM list, offered on a
   * date where that list has none for the visitor's zone ("Other times our team is free").
   */
  outsideSpecList?: true
}

/** A session that holds its time (any state but cancelled). */
export interface HeldSession {
  start: Date
  end: Date
}

const MINUTE = 60_000
const DAY = 86_400_000

/** The horizon in whole days, at least one. */
export const horizonOf = (rules: BookingRules) =>
  Math.max(1, Math.floor(rules.horizonDays || DEFAULT_HORIZON_DAYS))

/**
 * The last calendar date in `zone` with a session inside the horizon: today there plus the
 * horizon's days. Later dates have none, and their slots are not worked out at all (a date such as
 * 9999-12-31 would take the database past the instants it can read).
 */
export function lastBookableDate(zone: string, rules: BookingRules, now: Date): string {
  return addDays(todayInZone(zone, now), horizonOf(rules))
}

const formats = new Map<string, Intl.DateTimeFormat>()
function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'long',
    })
    formats.set(zone, format)
  }
  return format
}

export interface LocalTime {
  /** YYYY-MM-DD in the zone. */
  date: string
  /** Minutes since that date's midnight (wall clock). */
  minutes: number
  weekday: Weekday
}

/** What the wall clock in `zone` shows at `instant`. */
export function localTime(instant: Date | number, zone: string): LocalTime {
  const parts = partsFormat(zone).formatToParts(new Date(instant))
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    minutes: (Number(get('hour')) % 24) * 60 + Number(get('minute')),
    weekday: get('weekday').toLowerCase() as Weekday,
  }
}

/** The zone's offset from UTC at `instant`, in milliseconds (+01:00 → 3 600 000). */
function offsetAt(instant: number, zone: string): number {
  const whole = Math.floor(instant / 1000) * 1000
  const parts = partsFormat(zone).formatToParts(new Date(whole))
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour') % 24,
    get('minute'),
    get('second'),
  )
  return asUtc - whole
}

/**
 * The instant the wall clock in `zone` shows `minutes` after midnight of `date`. Two passes find
 * the offset in force at that instant (it may differ from the day's first offset on a change day);
 * a time that does not exist (skipped forward), or a date that is not one, gives null.
 */
export function zonedInstant(date: string, minutes: number, zone: string): Date | null {
  if (!isCalendarDate(date)) return null
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const wall = Date.UTC(y, m - 1, d) + minutes * MINUTE
  let instant = wall - offsetAt(wall, zone)
  instant = wall - offsetAt(instant, zone)
  const back = localTime(instant, zone)
  return back.date === date && back.minutes === minutes ? new Date(instant) : null
}

/**
 * "9:00 AM" → 540; null for anything that is not one of the spec's labels, or with `anyHalfHour`
 * not one of the day's 48 half hours ("11:30 PM" → 1410).
 */
export function labelMinutes(label: string, anyHalfHour = false): number | null {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(label)
  if (!match || !(anyHalfHour ? HALF_HOUR_LABELS : TIME_SLOTS).includes(label)) return null
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0)
  return hour * 60 + Number(match[2])
}

const hhmm = (value: string) => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value)
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

/** Whether [start, end) lies inside one of the agency's windows of the agency's day it starts on. */
export function withinHours(start: Date, end: Date, rules: BookingRules): boolean {
  const local = localTime(start, rules.timeZone)
  return rules.hours.some((window) => {
    if (window.day !== local.weekday) return false
    const from = hhmm(window.start)
    const to = hhmm(window.end)
    if (from === null || to === null || to <= from) return false
    const opens = zonedInstant(local.date, from, rules.timeZone)
    const closes = zonedInstant(local.date, to, rules.timeZone)
    return !!opens && !!closes && start >= opens && end <= closes
  })
}

/** The agency's calendar date a session starting at `start` counts against (the daily cap). */
export const agencyDay = (start: Date, rules: BookingRules) => localTime(start, rules.timeZone).date

export const seatsOf = (rules: BookingRules) =>
  Math.max(1, Math.floor(rules.concurrentSessions || 1))

export const capOf = (rules: BookingRules) =>
  rules.dailyCap && rules.dailyCap > 0 ? Math.floor(rules.dailyCap) : null

/** Why a session at [start, end) cannot be booked now, or null when it can. */
export function unavailableReason(
  start: Date,
  rules: BookingRules,
  held: readonly HeldSession[],
  now: Date,
): UnavailableReason | null {
  const end = new Date(start.getTime() + SESSION_MINUTES * MINUTE)
  if (start.getTime() < now.getTime() + rules.minimumNoticeMinutes * MINUTE) return 'too-soon'
  if (!withinHours(start, end, rules)) return 'outside-hours'
  if (start.getTime() > now.getTime() + horizonOf(rules) * DAY) return 'too-far'
  const buffer = Math.max(0, rules.bufferMinutes) * MINUTE
  const overlapping = held.filter(
    (session) =>
      session.start.getTime() < end.getTime() + buffer &&
      start.getTime() < session.end.getTime() + buffer,
  ).length
  if (overlapping >= seatsOf(rules)) return 'booked'
  const cap = capOf(rules)
  if (cap !== null) {
    const day = agencyDay(start, rules)
    if (held.filter((session) => agencyDay(session.start, rules) === day).length >= cap) {
      return 'day-full'
    }
  }
  return null
}

/** The instants a visitor's date spans, widened by a day each way: the sessions that matter. */
export function heldWindow(date: string, zone: string): { from: Date; to: Date } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const midnight = Date.UTC(y, m - 1, d)
  // No zone is more than 14 hours from UTC; one more day each way covers the agency's days too.
  return { from: new Date(midnight - 2 * 86_400_000), to: new Date(midnight + 3 * 86_400_000) }
}

export class SlotQueryError extends Error {
  override name = 'SlotQueryError'
}

/** A date after the horizon: no session of it can be booked. */
export class BeyondHorizonError extends SlotQueryError {
  override name = 'BeyondHorizonError'
  constructor(
    readonly lastDate: string,
    readonly horizonDays: number,
  ) {
    super(
      `Sessions can be booked up to ${horizonDays} days ahead: choose a date until ${lastDate}.`,
    )
  }
}

/** The visitor's words for a zone that is not one (the slots API's and the booking forms'). */
export const ZONE_WORDS = 'timezone must be an IANA time zone such as America/New_York'

/** Checks a date and zone from a request; throws SlotQueryError with words for a person. */
export function checkSlotQuery(date: string | null, zone: string | null) {
  if (!date || !isCalendarDate(date)) {
    throw new SlotQueryError('date must be a calendar date written YYYY-MM-DD, e.g. 2026-12-01')
  }
  if (!isBookableTimeZone(zone)) throw new SlotQueryError(ZONE_WORDS)
  return { date, zone }
}

/** The spec's 17 slots of `date` in `zone`, each with its instant and whether it can be booked. */
export function specSlots(
  date: string,
  zone: string,
  rules: BookingRules,
  held: readonly HeldSession[],
  now: Date,
): Slot[] {
  return TIME_SLOTS.map((time) => {
    const start = zonedInstant(date, labelMinutes(time)!, zone)
    if (!start) return { time, start: '', available: false, reason: 'outside-hours' as const }
    const reason = unavailableReason(start, rules, held, now)
    return reason
      ? { time, start: start.toISOString(), available: false, reason }
      : { time, start: start.toISOString(), available: true }
  })
}

/** The reasons that come from the agency's rules alone, not from sessions already booked. */
const RULE_REASONS: readonly UnavailableReason[] = ['outside-hours', 'too-soon', 'too-far']

/**
 * The agency's other free times of `date` in `zone`: on a date where the spec's list has no time
 * the rules allow (its 9:00 AM–5:00 PM never meets the agency's hours there, as in Karachi, Dubai
 * or Tokyo on a weekday), every other half hour of that date the rules allow, in order, each
 * marked `outsideSpecList` and, like any slot, available or taken by the sessions held. Decided
 * by the rules, never by the bookings: a date whose listed times are all booked offers no others,
 * and a time offered here stays acceptable to the booking it was offered for (its retry too).
 * Empty on any other date.
 */
export function otherTimes(
  date: string,
  zone: string,
  rules: BookingRules,
  held: readonly HeldSession[],
  now: Date,
): Slot[] {
  const byRules = specSlots(date, zone, rules, [], now)
  if (byRules.some((slot) => !slot.reason || !RULE_REASONS.includes(slot.reason))) return []
  const seen = new Set<number>()
  const slots: Slot[] = []
  for (const time of HALF_HOUR_LABELS) {
    if (TIME_SLOTS.includes(time)) continue
    const start = zonedInstant(date, labelMinutes(time, true)!, zone)
    // A wall time skipped by a clock change is no time at all; one repeated is offered once.
    if (!start || seen.has(start.getTime())) continue
    seen.add(start.getTime())
    if (unavailableReason(start, rules, [], now)) continue
    const reason = unavailableReason(start, rules, held, now)
    slots.push(
      reason
        ? { time, start: start.toISOString(), available: false, reason, outsideSpecList: true }
        : { time, start: start.toISOString(), available: true, outsideSpecList: true },
    )
  }
  return slots.sort((a, b) => a.start.localeCompare(b.start))
}

/**
 * The slots of `date` in `zone`: the spec's 17, then the agency's other free times when the
 * spec's list has none there that date ({@link otherTimes}).
 */
export function daySlots(
  date: string,
  zone: string,
  rules: BookingRules,
  held: readonly HeldSession[],
  now: Date,
): Slot[] {
  return [...specSlots(date, zone, rules, held, now), ...otherTimes(date, zone, rules, held, now)]
}

/**
 * The instant a booking of `time` on `date` in `zone` names: one of the spec's labels, or one of
 * the other times the rules offer that date (null for any other label or a time that does not
 * exist). The booking and the reschedule accept exactly what the slots offer.
 */
export function bookableStart(
  date: string,
  time: string,
  zone: string,
  rules: BookingRules,
  now: Date,
): Date | null {
  const listed = labelMinutes(time)
  if (listed !== null) return zonedInstant(date, listed, zone)
  const other = otherTimes(date, zone, rules, [], now).find((slot) => slot.time === time)
  return other ? new Date(other.start) : null
}
