/**
 * Fixtures for booking tests: open rules (every day, all day, in UTC) so a test can book any
 * instant it likes, a slot (date, label, zone) for an instant, and the handler wired to bookings.
 */
import ICAL from 'ical.js'
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { SqlClient } from '@/core/db/sql-client.ts'
import { localTime, WEEKDAYS, type BookingRules } from '@/core/booking/availability.ts'
import type { StoredBookingSettings } from '@/core/booking/booking-settings.ts'
import { createBookingService } from '@/core/booking/sessions.ts'
import { createBatchingLeadStore, createSqlLeadStore } from '@/core/leads/lead-store.ts'
import { TIME_SLOTS, TIME_ZONES, twelveHourLabel } from '@/core/booking/booking-form.ts'
import { bookingBody } from './booking-body'
import { handlerFor, human, leadRequest, memoryDatabase, SITE } from './leads'

export const OPEN_RULES: BookingRules = {
  timeZone: 'Etc/UTC',
  hours: WEEKDAYS.map((day) => ({ day, start: '00:00', end: '23:59' })),
  minimumNoticeMinutes: 0,
  bufferMinutes: 0,
  dailyCap: null,
  concurrentSessions: 1,
  meetingLink: 'https://meet.google.com/abc-defg-hij',
  // A test books whatever day it likes, years ahead included.
  horizonDays: 36_500,
}

/**
 * What an editor saved in the CMS (the shape the booking query answers): every day, all day, in
 * UTC, a 15-minute buffer and the agency's own meeting room.
 */
export const editedBookingSettings = (meetingLink: string): NonNullable<StoredBookingSettings> => ({
  timeZone: 'Etc/UTC',
  hours: WEEKDAYS.map((day) => ({ day, start: '00:00', end: '23:59' })),
  minimumNoticeHours: 0,
  bufferMinutes: 15,
  dailyCap: 0,
  concurrentSessions: 1,
  meetingLink,
})

/**
 * A migrated in-memory database for a test file's bookings, emptied of bookings, e-mails and leads
 * before each test: `db` (PGlite) and `sql` (its client) once the file's tests run.
 */
export function bookingDatabase(): { readonly db: PGlite; readonly sql: SqlClient } {
  let db: PGlite | undefined
  let sql: SqlClient | undefined
  beforeAll(async () => {
    const opened = await memoryDatabase()
    db = opened
    sql = { query: (text, params) => opened.query(text, params) as never }
  })
  afterAll(async () => {
    await db?.close()
  })
  beforeEach(async () => {
    await db!.exec('delete from bookings; delete from email_outbox; delete from leads;')
  })
  return {
    get db() {
      return db!
    },
    get sql() {
      return sql!
    },
  }
}

/** The date, label and one of the nine zones in which `instant` is one of the 17 slots. */
export function slotAt(instant: Date) {
  for (const zone of TIME_ZONES) {
    const local = localTime(instant, zone)
    const label = twelveHourLabel(Math.floor(local.minutes / 60), local.minutes % 60)
    if (TIME_SLOTS.includes(label)) return { date: local.date, time: label, zone }
  }
  throw new Error(`No offered zone shows ${instant.toISOString()} as a slot`)
}

/**
 * The next half hour at least `hours` after `now`; from 21:00 UTC on, midnight UTC instead, so a
 * test can add a few hours and stay inside OPEN_RULES's day (which closes at 23:59).
 */
export function halfHourAfter(now: Date, hours: number, stayInDay = true): Date {
  const at = new Date(Math.ceil((now.getTime() + hours * 3_600_000) / 1_800_000) * 1_800_000)
  // Exactly: only the last half hour (23:30 UTC, ending past OPEN_RULES's 23:59) moves, earlier.
  if (!stayInDay) {
    return at.getUTCHours() === 23 && at.getUTCMinutes() === 30
      ? new Date(at.getTime() - 1_800_000)
      : at
  }
  if (at.getUTCHours() < 21) return at
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1))
}

export function bookingService(
  sql: SqlClient,
  rules: BookingRules = OPEN_RULES,
  now: () => Date = () => new Date(),
) {
  return createBookingService({ sql, rules: async () => rules, siteFacts: async () => SITE, now })
}

export function bookingHandler(
  sql: SqlClient,
  options: { rules?: BookingRules; now?: () => Date; batching?: boolean } = {},
) {
  const service = bookingService(sql, options.rules, options.now)
  const store = options.batching ? createBatchingLeadStore(sql) : createSqlLeadStore(sql)
  return {
    service,
    handle: handlerFor(null as never, {
      store,
      booking: service.planner,
      ...(options.now ? { now: options.now } : {}),
    }),
  }
}

/** A consultation booking ('Google Meet Booking') for a slot, from `email`. */
export function bookingRequest(
  slot: { date: string; time: string; zone: string },
  email: string,
  headers: Record<string, string> = {},
) {
  return leadRequest(bookingBody(slot, email, human), headers)
}

/** An iCalendar file read by ical.js: its METHOD and its one event. */
export function readInvite(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const vevent = calendar.getFirstSubcomponent('vevent')!
  const event = new ICAL.Event(vevent)
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    summary: event.summary,
    description: event.description,
    location: event.location,
    status: vevent.getFirstPropertyValue('status'),
    organizer: String(vevent.getFirstPropertyValue('organizer')),
    attendee: String(vevent.getFirstPropertyValue('attendee')),
  }
}
