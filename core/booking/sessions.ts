/**
 * The booking service: the slots a visitor is offered, the session a booking lead takes (planned
 * here, written by the lead's own transaction), and the visitor's reschedule and cancel through a
 * signed link. Runtime-neutral: the app's routes and the lead handler pass in the database, the
 * CMS's rules and the site's facts.
 */
import type { SqlClient } from '../db/sql-client.ts'
import { addDays, isBookableTimeZone, SESSION_MINUTES, todayInZone } from './booking-form.ts'
import type { OutboxEmail, SiteFacts } from '../leads/lead-emails.ts'
import { mailLocale } from '../leads/mail-locale.ts'
import type { LeadRecord } from '../leads/lead-record.ts'
import {
  agencyDay,
  BeyondHorizonError,
  bookableStart,
  capOf,
  daySlots,
  heldWindow,
  horizonOf,
  lastBookableDate,
  REASON_WORDS,
  SLOT_TAKEN_MESSAGE,
  seatsOf,
  unavailableReason,
  type BookingRules,
  type Slot,
} from './availability.ts'
import { calendarLinks } from './invite.ts'
import { createBookingLinks, manageUrls, type BookingLinks } from './booking-links.ts'
import {
  bookingSecret,
  isBookingTaken,
  cancelBooking,
  findBooking,
  heldSessions,
  rescheduleBooking,
  type Attachment,
  type Booking,
  type BookingEmail,
  type SlotClaim,
} from './booking-store.ts'
import {
  cancelEmails,
  invites,
  reminderEmails,
  updateEmails,
  visitorEvent,
  withSessionLines,
  type SessionFacts,
} from './session-mail.ts'

export const BOOKING_MESSAGES = {
  taken: SLOT_TAKEN_MESSAGE,
  unavailable: (reason: string) =>
    `That time cannot be booked (${reason.toLowerCase()}). Please choose an available time.`,
} as const

/** What the lead handler stores with a booking lead (store_booked_lead's p_booking). */
export interface BookingWrite extends SlotClaim {
  attachments: Record<string, Attachment[]>
  emails: BookingEmail[]
}

export type BookingPlan =
  | {
      ok: true
      booking: BookingWrite
      emails: OutboxEmail[]
      /** The session's signed manage token: its confirmation page (/booking/{token}/confirmed). */
      token: string
    }
  | { ok: false; status: 409 | 422; error: string; code: string; fields?: Record<string, string[]> }

/** What the lead handler asks of bookings (absent: a booking lead stores a wish, as before). */
export interface LeadBookingPlanner {
  plan(input: {
    record: LeadRecord
    emails: OutboxEmail[]
    site: SiteFacts
    receivedAt: Date
  }): Promise<BookingPlan>
}

/** What a visitor reads about a manage link that cannot be used, by its state. */
export const LINK_WORDS: Record<string, string> = {
  forged: 'This link is not valid. Please use the link in your latest e-mail.',
  expired: 'This link has expired: the session has already started.',
  missing: 'This session no longer exists.',
  spent: 'This link was already used. Please use the link in your latest e-mail.',
  cancelled: 'This session was cancelled.',
}

/** A month of the calendar: each bookable day's count of free slots (GET /api/booking/days). */
export interface MonthDays {
  /** The last date inside the horizon, in the zone. */
  lastDate: string
  /** From today (or the month's first day) to the month's end or the horizon. */
  days: { date: string; free: number; otherTimes: boolean }[]
}

export interface BookingServiceDeps {
  sql: SqlClient
  rules: () => Promise<BookingRules>
  siteFacts: () => Promise<SiteFacts>
  now?: () => Date
  /** Signs the manage links (by default with the secret kept in the database). */
  links?: BookingLinks
}

export type LinkState =
  | { state: 'forged' | 'expired' | 'missing' }
  | { state: 'spent' | 'cancelled'; booking: Booking }
  | { state: 'live'; booking: Booking; token: string }

const MINUTE = 60_000

export function claimFor(id: string, start: Date, zone: string, rules: BookingRules): SlotClaim {
  const end = new Date(start.getTime() + SESSION_MINUTES * MINUTE)
  return {
    id,
    startsAt: start.toISOString(),
    endsAt: end.toISOString(),
    blockedUntil: new Date(end.getTime() + Math.max(0, rules.bufferMinutes) * MINUTE).toISOString(),
    agencyDay: agencyDay(start, rules),
    timeZone: zone,
    seats: seatsOf(rules),
    dailyCap: capOf(rules),
  }
}

export function createBookingService(deps: BookingServiceDeps) {
  const now = deps.now ?? (() => new Date())
  let links = deps.links ?? null
  const linksFor = () => (links ??= createBookingLinks(bookingSecret(deps.sql, 'links')))

  /** The slots of `date` in `zone`; throws BeyondHorizonError for a date past the horizon. */
  async function slots(date: string, zone: string): Promise<Slot[]> {
    const rules = await deps.rules()
    const lastDate = lastBookableDate(zone, rules, now())
    if (date > lastDate) throw new BeyondHorizonError(lastDate, horizonOf(rules))
    const window = heldWindow(date, zone)
    return daySlots(date, zone, rules, await heldSessions(deps.sql, window.from, window.to), now())
  }

  /**
   * The days of `month` (YYYY-MM) in `zone` from today to the horizon, each with how many of its
   * slots (the spec's and the other times) can be booked now: the calendar's month. One read of
   * the sessions held for the whole month.
   */
  async function days(month: string, zone: string): Promise<MonthDays> {
    const rules = await deps.rules()
    const at = now()
    const lastDate = lastBookableDate(zone, rules, at)
    const first = `${month}-01`
    const [y, m] = month.split('-').map(Number) as [number, number]
    const lastOfMonth = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10)
    const today = todayInZone(zone, at)
    const from = first > today ? first : today
    const to = lastOfMonth < lastDate ? lastOfMonth : lastDate
    if (from > to) return { lastDate, days: [] }
    const held = await heldSessions(deps.sql, heldWindow(from, zone).from, heldWindow(to, zone).to)
    const list: MonthDays['days'] = []
    for (let date = from; date <= to; date = addDays(date, 1)) {
      const slots = daySlots(date, zone, rules, held, at)
      list.push({
        date,
        free: slots.filter((slot) => slot.available).length,
        otherTimes: slots.some((slot) => slot.outsideSpecList && slot.available),
      })
    }
    return { lastDate, days: list }
  }

  /** Why `start` cannot be booked now (by what the database holds at this moment), or null. */
  async function refusal(start: Date, rules: BookingRules, exceptId: string | null = null) {
    const held = await heldSessions(
      deps.sql,
      new Date(start.getTime() - 2 * 86_400_000),
      new Date(start.getTime() + 2 * 86_400_000),
      exceptId,
    )
    return unavailableReason(start, rules, held, now())
  }

  async function facts(
    booking: Pick<Booking, 'id' | 'start' | 'end' | 'timeZone'> & {
      sequence: number
      /** The lead's language: the visitor's e-mails, invite and links are in it. */
      locale?: string
    },
    visitor: { name: string; email: string },
    rules: BookingRules,
    site: SiteFacts,
  ): Promise<SessionFacts & { token: string }> {
    const locale = mailLocale(booking.locale)
    const token = await linksFor().token({
      bookingId: booking.id,
      sequence: booking.sequence,
      expires: Math.floor(booking.start.getTime() / 1000),
    })
    return {
      bookingId: booking.id,
      sequence: booking.sequence,
      start: booking.start,
      end: booking.end,
      timeZone: booking.timeZone,
      agencyZone: rules.timeZone,
      visitor,
      meetingLink: rules.meetingLink,
      links: manageUrls(site.siteUrl, token, locale),
      agencyLinks: manageUrls(site.siteUrl, token),
      locale,
      site,
      token,
    }
  }

  const planner: LeadBookingPlanner = {
    async plan({ record, emails, site, receivedAt }) {
      const rules = await deps.rules()
      // The visitor's zone, never a guess: a time read in another zone is another session.
      if (!isBookableTimeZone(record.timezone)) {
        const refused: BookingPlan = {
          ok: false,
          status: 422,
          code: 'invalid_timezone',
          error: 'Please check the highlighted fields',
          fields: { timezone: ['Please choose a valid time zone'] },
        }
        return refused
      }
      const zone = record.timezone
      const start = bookableStart(record.preferredDate, record.preferredTime, zone, rules, now())
      if (!start) {
        return {
          ok: false,
          status: 422,
          code: 'slot_unavailable',
          error: 'Please check the highlighted fields',
          fields: { preferredTime: [BOOKING_MESSAGES.unavailable(REASON_WORDS['outside-hours'])] },
        }
      }
      // Only the rules are checked here; whether a seat is free is the database's to say when it
      // writes (a retry of a stored booking must find its lead, not a refusal).
      const reason = unavailableReason(start, rules, [], now())
      if (reason) {
        return {
          ok: false,
          status: 422,
          code: 'slot_unavailable',
          error: 'Please check the highlighted fields',
          fields: { preferredTime: [BOOKING_MESSAGES.unavailable(REASON_WORDS[reason])] },
        }
      }
      const id = crypto.randomUUID()
      const claim = claimFor(id, start, zone, rules)
      const session = await facts(
        {
          id,
          start,
          end: new Date(claim.endsAt),
          timeZone: zone,
          sequence: 0,
          locale: record.locale,
        },
        { name: record.name, email: record.email },
        rules,
        site,
      )
      const invite = invites(session, receivedAt)
      const attachments: Record<string, Attachment[]> = {}
      const withLines = emails.map((mail) => {
        const forAgency = mail.kind === 'notification'
        attachments[mail.kind] = [forAgency ? invite.agency : invite.visitor]
        return {
          ...mail,
          ...withSessionLines(mail, session, forAgency ? rules.timeZone : zone, forAgency),
        }
      })
      const later = emails.some((mail) => mail.kind === 'welcome')
        ? reminderEmails(session, receivedAt)
        : []
      return {
        ok: true,
        booking: { ...claim, attachments, emails: later },
        emails: withLines,
        token: session.token,
      }
    },
  }

  async function open(token: string): Promise<LinkState> {
    const checked = await linksFor().check(token, now())
    if (!checked.ok) return { state: checked.reason }
    const booking = await findBooking(deps.sql, checked.claims.bookingId)
    if (!booking) return { state: 'missing' }
    if (booking.state === 'cancelled') return { state: 'cancelled', booking }
    if (
      booking.sequence !== checked.claims.sequence ||
      !['booked', 'rescheduled'].includes(booking.state)
    ) {
      return { state: 'spent', booking }
    }
    return { state: 'live', booking, token }
  }

  type Change =
    | { ok: true; booking: Booking }
    | { ok: false; status: 404 | 409 | 410 | 422; error: string; code: string }

  async function live(token: string): Promise<Change | { ok: 'live'; booking: Booking }> {
    const link = await open(token)
    if (link.state !== 'live') {
      return {
        ok: false,
        status: link.state === 'forged' || link.state === 'missing' ? 404 : 410,
        error: LINK_WORDS[link.state]!,
        code: `link_${link.state}`,
      }
    }
    return { ok: 'live', booking: link.booking }
  }

  async function reschedule(
    token: string,
    date: string,
    time: string,
    zone: string,
  ): Promise<Change> {
    const current = await live(token)
    if (current.ok !== 'live') return current
    const rules = await deps.rules()
    const start = bookableStart(date, time, zone, rules, now())
    if (!start) {
      return {
        ok: false,
        status: 422,
        code: 'slot_unavailable',
        error: 'Please choose one of the offered times.',
      }
    }
    const booking = current.booking
    // The rules first (notice, hours, horizon), then the database: a time they refuse is never
    // looked up (9999-12-31 is past what the database can read).
    const reason =
      unavailableReason(start, rules, [], now()) ??
      // Its own time does not count against the move.
      (await refusal(start, rules, booking.id))
    if (reason === 'booked' || reason === 'day-full') {
      return { ok: false, status: 409, code: 'slot_taken', error: BOOKING_MESSAGES.taken }
    }
    if (reason) {
      return {
        ok: false,
        status: 422,
        code: 'slot_unavailable',
        error: BOOKING_MESSAGES.unavailable(REASON_WORDS[reason]),
      }
    }
    const site = await deps.siteFacts()
    const claim = claimFor(booking.id, start, zone, rules)
    const moved = {
      ...booking,
      start,
      end: new Date(claim.endsAt),
      timeZone: zone,
      sequence: booking.sequence + 1,
    }
    const session = await facts(moved, { name: booking.name, email: booking.email }, rules, site)
    const stamp = now()
    let sequence: number | null
    try {
      sequence = await rescheduleBooking(deps.sql, booking.id, booking.sequence, claim, [
        ...updateEmails(session, stamp),
        ...reminderEmails(session, stamp),
      ])
    } catch (error) {
      if (isBookingTaken(error)) {
        return { ok: false, status: 409, code: 'slot_taken', error: BOOKING_MESSAGES.taken }
      }
      throw error
    }
    if (sequence === null) {
      return { ok: false, status: 410, code: 'link_spent', error: LINK_WORDS.spent! }
    }
    return { ok: true, booking: { ...moved, state: 'rescheduled', sequence } }
  }

  /**
   * What the confirmation page of a live link shows: the session, the visitor's invite (the same
   * iCalendar file the confirmation e-mail carries) and the facts its add-to-calendar links need.
   */
  async function confirmation(token: string) {
    const link = await open(token)
    if (link.state !== 'live') return link
    const rules = await deps.rules()
    const site = await deps.siteFacts()
    const booking = link.booking
    const session = await facts(booking, { name: booking.name, email: booking.email }, rules, site)
    return {
      ...link,
      session,
      invite: invites(session, now()).visitor,
      calendars: calendarLinks(visitorEvent(session)),
    }
  }

  async function cancel(token: string): Promise<Change> {
    const current = await live(token)
    if (current.ok !== 'live') return current
    const booking = current.booking
    const rules = await deps.rules()
    const site = await deps.siteFacts()
    const session = await facts(
      { ...booking, sequence: booking.sequence + 1 },
      { name: booking.name, email: booking.email },
      rules,
      site,
    )
    const sequence = await cancelBooking(
      deps.sql,
      booking.id,
      booking.sequence,
      cancelEmails(session, now()),
    )
    if (sequence === null) {
      return { ok: false, status: 410, code: 'link_spent', error: LINK_WORDS.spent! }
    }
    return { ok: true, booking: { ...booking, state: 'cancelled', sequence } }
  }

  return { slots, days, planner, open, reschedule, cancel, confirmation, linkWords: LINK_WORDS }
}

export type BookingService = ReturnType<typeof createBookingService>
