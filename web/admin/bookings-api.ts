/**
 * The agency's calendar through the API (admin token, like the lead API):
 *
 * - GET   /api/admin/bookings?from=&to=       sessions starting in [from, to) (ISO dates or
 *                                              instants; default: from a day ago, 60 days on),
 *                                              earliest first, with the private feed's URL
 * - PATCH /api/admin/bookings/{id} {"state"}  booked, rescheduled, cancelled, done or no-show
 *
 * and the private iCalendar feed at /api/booking/feed/{secret}.ics (the secret in the path is the
 * credential; a new one, made in the admin, revokes the old URL).
 */
import type { SqlClient } from '@/core/db/sql-client.ts'
import { feedCalendar, type SessionEvent } from '@/core/booking/invite.ts'
import {
  BOOKING_STATES,
  bookingSecret,
  listBookings,
  setBookingState,
  type Booking,
  type BookingState,
} from '@/core/booking/booking-store.ts'
import { constantTimeEqual } from '@/core/security/tokens.ts'
import { authorize, type AdminApiDeps } from './leads-api'

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

const DAY = 86_400_000
const MAX_SPAN = 400 * DAY

export const feedUrl = (siteUrl: string, secret: string) =>
  `${siteUrl.replace(/\/+$/, '')}/api/booking/feed/${secret}.ics`

export function bookingJson(booking: Booking, siteUrl: string) {
  return {
    id: booking.id,
    leadId: booking.leadId,
    start: booking.start.toISOString(),
    end: booking.end.toISOString(),
    timeZone: booking.timeZone,
    state: booking.state,
    sequence: booking.sequence,
    name: booking.name,
    email: booking.email,
    leadUrl: `${siteUrl.replace(/\/+$/, '')}/admin/leads/${booking.leadId}`,
  }
}

/** [from, to) of a query, or what is wrong with it. */
export function parseRange(
  params: URLSearchParams,
  now: Date,
): { from: Date; to: Date } | { error: string } {
  const read = (name: string, fallback: Date) => {
    const raw = params.get(name)
    if (raw === null || raw === '') return fallback
    const value = new Date(/^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw}T00:00:00Z` : raw)
    // Instants the database reads back: from 1970 to 9998 (a later one is written +010000-…).
    const year = value.getUTCFullYear()
    return Number.isNaN(value.getTime()) || year < 1970 || year > 9998 ? null : value
  }
  const from = read('from', new Date(now.getTime() - DAY))
  const to = read('to', new Date((from ?? now).getTime() + 60 * DAY))
  if (!from || !to) {
    return { error: 'from and to must be dates (YYYY-MM-DD) or ISO 8601 instants, 1970 to 9998' }
  }
  if (to <= from) return { error: 'to must be after from' }
  if (to.getTime() - from.getTime() > MAX_SPAN) return { error: 'at most 400 days at once' }
  return { from, to }
}

export async function bookingsListResponse(request: Request, deps: AdminApiDeps) {
  const auth = await authorize(request, deps)
  if ('refused' in auth) return auth.refused
  const range = parseRange(new URL(request.url).searchParams, new Date(deps.now?.() ?? Date.now()))
  if ('error' in range) return json(400, { error: range.error })
  try {
    const [bookings, secret] = await Promise.all([
      listBookings(auth.sql, range.from, range.to),
      bookingSecret(auth.sql, 'feed'),
    ])
    return json(200, {
      from: range.from.toISOString(),
      to: range.to.toISOString(),
      bookings: bookings.map((booking) => bookingJson(booking, deps.siteUrl)),
      feedUrl: feedUrl(deps.siteUrl, secret),
    })
  } catch (error) {
    console.error('[admin] bookings unavailable:', error)
    return json(503, { error: 'The bookings database is unavailable' })
  }
}

export async function bookingStateResponse(request: Request, id: string, deps: AdminApiDeps) {
  const auth = await authorize(request, deps)
  if ('refused' in auth) return auth.refused
  let state: unknown
  try {
    state = ((await request.json()) as { state?: unknown } | null)?.state
  } catch {
    return json(400, { error: 'Send JSON such as {"state":"done"}' })
  }
  if (!BOOKING_STATES.includes(state as BookingState)) {
    return json(400, { error: `state must be one of ${BOOKING_STATES.join(', ')}` })
  }
  if (!/^[0-9a-f-]{36}$/i.test(id)) return json(404, { error: 'No such session' })
  try {
    return (await setBookingState(auth.sql, id, state as BookingState))
      ? json(200, { id, state })
      : json(404, { error: 'No such session' })
  } catch (error) {
    // A session put back to booked over a time someone else has since taken.
    if ((error as { code?: unknown } | null)?.code === '23P01') {
      return json(409, { error: 'That time has been taken since; the session stays as it was' })
    }
    console.error('[admin] bookings unavailable:', error)
    return json(503, { error: 'The bookings database is unavailable' })
  }
}

/** The private feed: every session from 30 days ago to a year on, cancelled ones marked so. */
export async function feedResponse(
  sql: SqlClient,
  given: string,
  site: { brandName: string; email: string; siteUrl: string },
  now = new Date(),
): Promise<Response> {
  const secret = await bookingSecret(sql, 'feed')
  if (!constantTimeEqual(given.replace(/\.ics$/, ''), secret)) {
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  }
  const bookings = await listBookings(
    sql,
    new Date(now.getTime() - 30 * DAY),
    new Date(now.getTime() + 365 * DAY),
  )
  const host = new URL(site.siteUrl).host
  const events: SessionEvent[] = bookings.map((booking) => ({
    uid: `${booking.id}@${host}`,
    sequence: booking.sequence,
    start: booking.start,
    end: booking.end,
    summary: `Strategy session: ${booking.name || booking.email}`,
    description: `${booking.name} <${booking.email}>\n${site.siteUrl.replace(/\/+$/, '')}/admin/leads/${booking.leadId}\nState: ${booking.state}`,
    location: '',
    organizer: { name: site.brandName, email: site.email },
    attendee: { name: booking.name || booking.email, email: booking.email },
    cancelled: booking.state === 'cancelled',
  }))
  return new Response(feedCalendar(`${site.brandName} strategy sessions`, events, now), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
}
