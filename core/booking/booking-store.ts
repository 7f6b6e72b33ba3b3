/**
 * Bookings in Postgres (supabase/migrations/20261126100000_bookings.sql): what holds a seat, one
 * session with its lead, a move or a cancellation (SQL functions: one statement, one transaction
 * each), the agency's list, and the secrets kept beside them. Needs only `query`.
 */
import type { SqlClient } from '../db/sql-client.ts'
import type { HeldSession } from './availability.ts'

export const BOOKING_STATES = ['booked', 'rescheduled', 'cancelled', 'done', 'no-show'] as const
export type BookingState = (typeof BOOKING_STATES)[number]

/** No seat was free at that time (or the day was full) when the database took the write. */
export class BookingTakenError extends Error {
  override name = 'BookingTakenError'
}

/** SQLSTATE raised by book_slot / reschedule_booking. */
export const BOOKING_TAKEN_CODE = 'BK409'

/**
 * By code or name, not only by class: a bundler may load this module twice (a route's bundle and
 * the database's), and an error made by one copy is no instance of the other's class.
 */
export const isBookingTaken = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === BOOKING_TAKEN_CODE ||
  (error as { name?: unknown } | null)?.name === 'BookingTakenError'

/** What book_slot needs to hold a seat (ISO instants; the cap and seats in force). */
export interface SlotClaim {
  id: string
  startsAt: string
  endsAt: string
  blockedUntil: string
  agencyDay: string
  timeZone: string
  seats: number
  dailyCap: number | null
}

/** An e-mail a booking queues (an update, a cancellation, a reminder due later). */
export interface BookingEmail {
  kind: string
  to: string
  replyTo: string | null
  subject: string
  text: string
  html: string
  /** When it is first due (ISO); now when absent. */
  dueAt?: string
  attachments?: Attachment[]
}

export interface Attachment {
  fileName: string
  contentType: string
  /** The file's text (an iCalendar file is text). */
  content: string
}

export interface Booking {
  id: string
  leadId: string
  start: Date
  end: Date
  timeZone: string
  state: BookingState
  sequence: number
  name: string
  email: string
  formLabel: string
  /** The lead's language: the visitor's e-mails about the session are written in it. */
  locale: string
}

interface BookingRow {
  id: string
  lead_id: string
  starts_at: Date | string
  ends_at: Date | string
  time_zone: string
  state: BookingState
  sequence: number
  name: string
  email: string
  form_label: string
  locale: string
}

const COLUMNS = `b.id, b.lead_id, b.starts_at, b.ends_at, b.time_zone, b.state, b.sequence,
  l.name, l.email, l.form_label, b.locale`

const toBooking = (row: BookingRow): Booking => ({
  id: row.id,
  leadId: row.lead_id,
  start: new Date(row.starts_at),
  end: new Date(row.ends_at),
  timeZone: row.time_zone,
  state: row.state,
  sequence: Number(row.sequence),
  name: row.name,
  email: row.email,
  formLabel: row.form_label,
  locale: row.locale,
})

/** The sessions holding a seat between `from` and `to` (every state but cancelled). */
export async function heldSessions(
  sql: SqlClient,
  from: Date,
  to: Date,
  exceptId: string | null = null,
): Promise<HeldSession[]> {
  const { rows } = await sql.query<{ starts_at: Date | string; ends_at: Date | string }>(
    `select starts_at, ends_at from bookings
      where state <> 'cancelled' and starts_at < $2 and ends_at > $1
        and ($3::uuid is null or id <> $3::uuid)`,
    [from.toISOString(), to.toISOString(), exceptId],
  )
  return rows.map((row) => ({ start: new Date(row.starts_at), end: new Date(row.ends_at) }))
}

export async function findBooking(sql: SqlClient, id: string): Promise<Booking | null> {
  const { rows } = await sql.query<BookingRow>(
    `select ${COLUMNS} from bookings b join leads l on l.id = b.lead_id where b.id = $1`,
    [id],
  )
  return rows[0] ? toBooking(rows[0]) : null
}

export async function bookingOfLead(sql: SqlClient, leadId: string): Promise<Booking | null> {
  const { rows } = await sql.query<BookingRow>(
    `select ${COLUMNS} from bookings b join leads l on l.id = b.lead_id where b.lead_id = $1`,
    [leadId],
  )
  return rows[0] ? toBooking(rows[0]) : null
}

/** Sessions starting in [from, to), earliest first (the agency's calendar and feed). */
export async function listBookings(sql: SqlClient, from: Date, to: Date): Promise<Booking[]> {
  const { rows } = await sql.query<BookingRow>(
    `select ${COLUMNS} from bookings b join leads l on l.id = b.lead_id
      where b.starts_at >= $1 and b.starts_at < $2
      order by b.starts_at, b.created_at`,
    [from.toISOString(), to.toISOString()],
  )
  return rows.map(toBooking)
}

/**
 * Moves a session; the new sequence, or null when the link's sequence is stale or the session is
 * not live. Throws BookingTakenError when the new time has no free seat.
 */
export async function rescheduleBooking(
  sql: SqlClient,
  id: string,
  sequence: number,
  slot: SlotClaim,
  emails: BookingEmail[],
): Promise<number | null> {
  try {
    const { rows } = await sql.query<{ sequence: number | null }>(
      'select reschedule_booking($1, $2, $3::jsonb, $4::jsonb) as sequence',
      [id, sequence, JSON.stringify(slot), JSON.stringify(emails)],
    )
    return rows[0]?.sequence ?? null
  } catch (error) {
    if (isBookingTaken(error)) throw new BookingTakenError('That time was just taken')
    throw error
  }
}

/** Cancels a session; the new sequence, or null when the link is stale or it is not live. */
export async function cancelBooking(
  sql: SqlClient,
  id: string,
  sequence: number,
  emails: BookingEmail[],
): Promise<number | null> {
  const { rows } = await sql.query<{ sequence: number | null }>(
    'select cancel_booking($1, $2, $3::jsonb) as sequence',
    [id, sequence, JSON.stringify(emails)],
  )
  return rows[0]?.sequence ?? null
}

/** The agency marks a session (done, no-show, …); false when there is no such session. */
export async function setBookingState(
  sql: SqlClient,
  id: string,
  state: BookingState,
): Promise<boolean> {
  const { rows } = await sql.query(
    `update bookings set state = $2, updated_at = now() where id = $1 returning id`,
    [id, state],
  )
  return rows.length > 0
}

/** A secret kept in booking_secrets: 'links' signs manage links, 'feed' is the feed's path. */
export async function bookingSecret(sql: SqlClient, name: 'links' | 'feed'): Promise<string> {
  const { rows } = await sql.query<{ secret: string }>(
    'select secret from booking_secrets where name = $1',
    [name],
  )
  if (!rows[0]) throw new Error(`booking_secrets has no ${name} secret: run the migrations`)
  return rows[0].secret
}

/** A new feed secret: the old feed URL stops working at once. */
export async function rotateFeedSecret(sql: SqlClient): Promise<string> {
  const { rows } = await sql.query<{ secret: string }>(
    `update booking_secrets
        set secret = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
            created_at = now()
      where name = 'feed' returning secret`,
  )
  return rows[0]!.secret
}
