/**
 * The agency's calendar: GET /api/admin/bookings (admin token), a session's state set through
 * PATCH, and the private iCalendar feed that a calendar subscribes to (a wrong or revoked secret
 * gets 404), read back with ical.js.
 */
import type { PGlite } from '@electric-sql/pglite'
import ICAL from 'ical.js'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { SqlClient } from '@/core/db/sql-client.ts'
import { rotateFeedSecret } from '@/core/booking/booking-store.ts'
import { bookingsListResponse, bookingStateResponse, feedResponse } from '@/web/admin/bookings-api'
import { bookingHandler, bookingRequest, halfHourAfter, slotAt } from '../helpers/booking'
import { memoryDatabase, SITE } from '../helpers/leads'

let db: PGlite
let sql: SqlClient
const TOKEN = 'admin-token-for-bookings-0123456789'
const deps = () => ({ adminToken: TOKEN, sql: async () => sql, siteUrl: SITE.siteUrl })
const asAdmin = (path: string, init: RequestInit = {}) =>
  new Request(`http://127.0.0.1${path}`, {
    ...init,
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
  })

beforeAll(async () => {
  db = await memoryDatabase()
  sql = { query: (text, params) => db.query(text, params) as never }
})
afterAll(async () => {
  await db.close()
})

it('lists sessions by time, sets their state, and feeds them to a calendar', async () => {
  const { handle } = bookingHandler(sql)
  const start = halfHourAfter(new Date(), 30)
  const booked = await handle(bookingRequest(slotAt(start), 'sam@example.com'))
  const { leadId } = (await booked.json()) as { leadId: string }

  expect(
    (await bookingsListResponse(new Request('http://127.0.0.1/api/admin/bookings'), deps())).status,
  ).toBe(401)
  expect(
    (await bookingsListResponse(asAdmin('/api/admin/bookings?from=soon'), deps())).status,
  ).toBe(400)
  const listed = await bookingsListResponse(asAdmin('/api/admin/bookings'), deps())
  const body = (await listed.json()) as {
    bookings: { id: string; leadId: string; start: string; state: string; leadUrl: string }[]
    feedUrl: string
  }
  expect(body.bookings).toHaveLength(1)
  expect(body.bookings[0]).toMatchObject({
    leadId,
    start: start.toISOString(),
    state: 'booked',
    leadUrl: `${SITE.siteUrl}/admin/leads/${leadId}`,
  })
  const id = body.bookings[0]!.id

  const patched = await bookingStateResponse(
    asAdmin(`/api/admin/bookings/${id}`, { method: 'PATCH', body: '{"state":"no-show"}' }),
    id,
    deps(),
  )
  expect(await patched.json()).toEqual({ id, state: 'no-show' })
  const refused = await bookingStateResponse(
    asAdmin(`/api/admin/bookings/${id}`, { method: 'PATCH', body: '{"state":"gone"}' }),
    id,
    deps(),
  )
  expect(refused.status).toBe(400)

  const secret = body.feedUrl.split('/').pop()!
  const feed = await feedResponse(sql, secret, SITE)
  expect(feed.headers.get('content-type')).toContain('text/calendar')
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()))
  expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
  expect(events).toHaveLength(1)
  expect(events[0]!.startDate.toJSDate().toISOString()).toBe(start.toISOString())
  expect(events[0]!.summary).toBe('Strategy session: Sam Lee')

  expect((await feedResponse(sql, 'guessed.ics', SITE)).status).toBe(404)
  await rotateFeedSecret(sql)
  expect((await feedResponse(sql, secret, SITE)).status).toBe(404)
})
