/**
 * Sessions that hold their time, on PGlite: a booking lead takes its seat in its own transaction
 * and carries its invites; the second visitor for that seat gets 409 and nothing is stored; a
 * retry of the winner stays one booking; the visitor's links move or cancel it (SEQUENCE + 1,
 * METHOD:CANCEL, the seat freed), once; reminders are outbox rows due 24 h and 1 h before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drainOutbox, type OutgoingMail } from '@/core/leads/email-outbox.ts'
import { SLOT_TAKEN_MESSAGE } from '@/core/booking/availability.ts'
import { DEFAULT_BOOKING_RULES } from '@/core/booking/availability.ts'
import {
  bookingDatabase,
  bookingHandler,
  bookingRequest,
  halfHourAfter,
  OPEN_RULES,
  readInvite,
  slotAt,
} from '../helpers/booking'
import { handlerFor, SITE } from '../helpers/leads'
import { E2E_PORT } from '../helpers/e2e-env'
import { startPostgres, type TestPostgres } from '../helpers/postgres'
import { openLeadsDatabase, type LeadsDatabase } from '@/web/server/open-database'

const store = bookingDatabase()

interface OutboxRow {
  kind: string
  to_address: string
  subject: string
  text_body: string
  attachments: { fileName: string; contentType: string; content: string }[]
  next_attempt_at: Date
  status: string
}
const outbox = async () =>
  (
    await store.db.query<OutboxRow>(
      'select kind, to_address, subject, text_body, attachments, next_attempt_at, status from email_outbox order by id',
    )
  ).rows

const linkIn = (text: string, word: 'Reschedule' | 'Cancel') => {
  const match = new RegExp(`${word}: (\\S+)`).exec(text)
  if (!match) throw new Error(`No ${word} link in:\n${text}`)
  return new URL(match[1]!)
}
const tokenOf = (url: URL) => decodeURIComponent(url.pathname.split('/').pop()!)

describe('booking a session with its lead', () => {
  it('takes the seat, and both e-mails carry an invite a calendar reads at the right time', async () => {
    const { handle } = bookingHandler(store.sql)
    const start = halfHourAfter(new Date(), 72)
    const slot = slotAt(start)
    const response = await handle(bookingRequest(slot, 'sam@example.com'))
    expect(response.status).toBe(200)
    const { leadId } = (await response.json()) as { leadId: string }

    const { rows } = await store.db.query<{ lead_id: string; starts_at: Date; state: string }>(
      'select lead_id, starts_at, state from bookings',
    )
    expect(rows).toEqual([{ lead_id: leadId, starts_at: start, state: 'booked' }])

    const mails = await outbox()
    const welcome = mails.find((m) => m.kind === 'welcome')!
    const notification = mails.find((m) => m.kind === 'notification')!
    for (const mail of [welcome, notification]) {
      expect(mail.attachments).toHaveLength(1)
      expect(mail.attachments[0]!.fileName).toBe('invite.ics')
      expect(mail.attachments[0]!.contentType).toMatch(/^text\/calendar;.*method=REQUEST/)
      const invite = readInvite(mail.attachments[0]!.content)
      expect(invite.method).toBe('REQUEST')
      expect(invite.sequence).toBe(0)
      expect(invite.start.toISOString()).toBe(start.toISOString())
      expect(invite.end.getTime() - invite.start.getTime()).toBe(30 * 60_000)
      expect(invite.location).toBe(OPEN_RULES.meetingLink)
      expect(invite.organizer).toBe(`mailto:${SITE.email}`)
      expect(invite.attendee).toBe('mailto:sam@example.com')
      expect(invite.description).toContain(`Reschedule: ${SITE.siteUrl}/booking/`)
      expect(invite.description).toContain('?action=cancel')
      expect(mail.text_body).toContain('Reschedule: ')
    }
    // The same session: one UID for both sides.
    expect(readInvite(welcome.attachments[0]!.content).uid).toBe(
      readInvite(notification.attachments[0]!.content).uid,
    )
    // The visitor's e-mail names the time in their zone.
    expect(welcome.text_body).toContain(slot.time)
  })

  it('says the link follows by e-mail when the CMS has no meeting room', async () => {
    const { handle } = bookingHandler(store.sql, { rules: { ...OPEN_RULES, meetingLink: null } })
    const slot = slotAt(halfHourAfter(new Date(), 72))
    expect((await handle(bookingRequest(slot, 'sam@example.com'))).status).toBe(200)
    const welcome = (await outbox()).find((m) => m.kind === 'welcome')!
    const invite = readInvite(welcome.attachments[0]!.content)
    expect(invite.location).toBe('The meeting link follows by e-mail before the session.')
    expect(welcome.text_body).toContain('The meeting link follows by e-mail')
  })

  it('refuses a time outside the agency’s hours with words, storing nothing', async () => {
    const { handle } = bookingHandler(store.sql, { rules: DEFAULT_BOOKING_RULES })
    // 9:00 AM in Tokyo is the middle of the night in New York.
    const response = await handle(
      bookingRequest({ date: '2031-03-12', time: '9:00 AM', zone: 'Asia/Tokyo' }, 'a@example.com'),
    )
    expect(response.status).toBe(422)
    const body = (await response.json()) as { fields: Record<string, string[]> }
    expect(body.fields.preferredTime![0]).toMatch(/outside our hours/)
    expect((await store.db.query('select 1 from leads')).rows).toHaveLength(0)
  })
})

describe('the horizon and the zone (issue 42, item 6)', () => {
  const horizon = { ...OPEN_RULES, horizonDays: 90 }

  it('refuses a session past the horizon with words, storing nothing, the year 9999 too', async () => {
    const { handle } = bookingHandler(store.sql, { rules: horizon })
    for (const slot of [
      slotAt(halfHourAfter(new Date(Date.now() + 91 * 86_400_000), 0)),
      { date: '9999-12-31', time: '9:00 AM', zone: 'Pacific/Kiritimati' },
    ]) {
      const response = await handle(bookingRequest(slot, 'far@example.com'))
      expect(response.status, slot.date).toBe(422)
      const body = (await response.json()) as { fields: Record<string, string[]> }
      expect(body.fields.preferredTime![0]).toMatch(/too far ahead/)
    }
    expect((await store.db.query('select 1 from leads')).rows).toHaveLength(0)
    // Inside it, the same rules book.
    const near = slotAt(halfHourAfter(new Date(), 72))
    expect((await handle(bookingRequest(near, 'near@example.com'))).status).toBe(200)
  })

  it('lists no slots past the horizon: words and the last date, without reading the database', async () => {
    const { service } = bookingHandler(store.sql, { rules: horizon })
    await expect(service.slots('9999-12-31', 'Pacific/Kiritimati')).rejects.toMatchObject({
      name: 'BeyondHorizonError',
      message: expect.stringMatching(/up to 90 days ahead/),
      lastDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    })
    const inside = slotAt(halfHourAfter(new Date(), 72))
    expect(await service.slots(inside.date, inside.zone)).toHaveLength(17)
  })

  it('refuses a booking whose zone is not one, never reading it as the agency’s', async () => {
    const { handle } = bookingHandler(store.sql, { rules: horizon })
    const slot = slotAt(halfHourAfter(new Date(), 72))
    for (const zone of ['Bogus/Zone', '', 'UTC']) {
      const response = await handle(bookingRequest({ ...slot, zone }, 'zone@example.com'))
      expect(response.status, zone).toBe(422)
      const body = (await response.json()) as { fields: Record<string, string[]> }
      expect(Object.keys(body.fields), zone).toEqual(['timezone'])
    }
    expect((await store.db.query('select 1 from leads')).rows).toHaveLength(0)
  })

  it('the planner itself refuses a zone that is not one (the Edge Function plans with it too)', async () => {
    const { service } = bookingHandler(store.sql, { rules: horizon })
    const plan = await service.planner.plan({
      record: {
        timezone: 'Bogus/Zone',
        preferredDate: '2030-01-02',
        preferredTime: '9:00 AM',
      } as never,
      emails: [],
      site: SITE,
      receivedAt: new Date(),
    })
    expect(plan).toMatchObject({ ok: false, status: 422, code: 'invalid_timezone' })
  })
})

describe('no double booking', () => {
  for (const batching of [false, true]) {
    it(`20 visitors at once for the last seat: one booking, 19 told it was just taken${batching ? ' (group commit)' : ''}`, async () => {
      const { handle } = bookingHandler(store.sql, { batching })
      const slot = slotAt(halfHourAfter(new Date(), 50))
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => handle(bookingRequest(slot, `v${i}@example.com`))),
      )
      const statuses = responses.map((r) => r.status).sort()
      expect(statuses).toEqual([200, ...Array(19).fill(409)])
      const refused = (await responses.find((r) => r.status === 409)!.json()) as object
      expect(refused).toEqual({ success: false, error: SLOT_TAKEN_MESSAGE, code: 'slot_taken' })
      expect((await store.db.query('select 1 from bookings')).rows).toHaveLength(1)
      expect((await store.db.query('select 1 from leads')).rows).toHaveLength(1)
    })
  }

  it('tells a taken seat by its name, whichever copy of the module made the error', async () => {
    // Next may bundle the store twice (a route's bundle and the database's): not one class.
    class BookingTakenError extends Error {
      override name = 'BookingTakenError'
    }
    const handle = handlerFor(null as never, {
      store: {
        submit: async () => {
          throw new BookingTakenError('booking slot taken')
        },
      },
      booking: bookingHandler(store.sql).service.planner,
    })
    const response = await handle(
      bookingRequest(slotAt(halfHourAfter(new Date(), 50)), 'x@example.com'),
    )
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ code: 'slot_taken' })
  })

  it('a retry of the winner (same key) is the same lead and still one booking', async () => {
    const { handle } = bookingHandler(store.sql)
    const slot = slotAt(halfHourAfter(new Date(), 50))
    const key = { 'idempotency-key': 'booking-retry-key' }
    const first = await handle(bookingRequest(slot, 'sam@example.com', key))
    const again = await handle(bookingRequest(slot, 'sam@example.com', key))
    expect([first.status, again.status]).toEqual([200, 200])
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(((await again.json()) as { leadId: string }).leadId).toBe(
      ((await first.json()) as { leadId: string }).leadId,
    )
    expect((await store.db.query('select 1 from bookings')).rows).toHaveLength(1)
  })

  it('the database refuses an overlapping seat even when written directly', async () => {
    const { handle } = bookingHandler(store.sql)
    const slot = slotAt(halfHourAfter(new Date(), 50))
    await handle(bookingRequest(slot, 'sam@example.com'))
    await expect(
      store.db
        .query(`insert into bookings (id, lead_id, starts_at, ends_at, blocked_until, seat, agency_day, time_zone)
        select gen_random_uuid(), gen_random_uuid(), starts_at + interval '10 minutes', ends_at + interval '10 minutes',
               blocked_until + interval '10 minutes', 1, agency_day, time_zone from bookings`),
    ).rejects.toThrow(/bookings_seat_free|foreign key/)
  })

  it('two seats take two sessions at once, and a daily cap closes the day', async () => {
    // 10:00 UTC three days on: an hour later is the same day of the agency (UTC in these rules).
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    const start = new Date(`${day}T10:00:00Z`)
    const seats = bookingHandler(store.sql, { rules: { ...OPEN_RULES, concurrentSessions: 2 } })
    const statuses = await Promise.all(
      [0, 1, 2].map((i) =>
        seats.handle(bookingRequest(slotAt(start), `s${i}@example.com`)).then((r) => r.status),
      ),
    )
    expect(statuses.sort()).toEqual([200, 200, 409])
    await store.db.exec('delete from bookings; delete from email_outbox; delete from leads;')
    const capped = bookingHandler(store.sql, { rules: { ...OPEN_RULES, dailyCap: 1 } })
    expect((await capped.handle(bookingRequest(slotAt(start), 'a@example.com'))).status).toBe(200)
    const later = slotAt(new Date(start.getTime() + 3_600_000))
    expect((await capped.handle(bookingRequest(later, 'b@example.com'))).status).toBe(409)
    const nextDay = slotAt(new Date(start.getTime() + 86_400_000))
    expect((await capped.handle(bookingRequest(nextDay, 'c@example.com'))).status).toBe(200)
  })
})

describe('reschedule and cancel through the visitor’s links', () => {
  async function booked() {
    const tools = bookingHandler(store.sql)
    const start = halfHourAfter(new Date(), 72)
    const response = await tools.handle(bookingRequest(slotAt(start), 'sam@example.com'))
    expect(response.status).toBe(200)
    const welcome = (await outbox()).find((m) => m.kind === 'welcome')!
    return {
      ...tools,
      start,
      reschedule: tokenOf(linkIn(welcome.text_body, 'Reschedule')),
      cancel: tokenOf(linkIn(welcome.text_body, 'Cancel')),
    }
  }

  it('moves the session: SEQUENCE 1 to both sides, the old time free, the old link spent', async () => {
    const { service, handle, start, reschedule } = await booked()
    expect((await service.open(reschedule)).state).toBe('live')
    const to = slotAt(new Date(start.getTime() + 2 * 3_600_000))
    const moved = await service.reschedule(reschedule, to.date, to.time, to.zone)
    expect(moved).toMatchObject({ ok: true, booking: { state: 'rescheduled', sequence: 1 } })

    const updates = (await outbox()).filter((m) => m.kind.startsWith('booking-update'))
    expect(updates.map((m) => m.to_address).sort()).toEqual([SITE.email, 'sam@example.com'].sort())
    for (const mail of updates) {
      const invite = readInvite(mail.attachments[0]!.content)
      expect(invite).toMatchObject({ method: 'REQUEST', sequence: 1 })
      expect(invite.start.getTime()).toBe(start.getTime() + 2 * 3_600_000)
    }
    // The first time is free for someone else; the old link is spent; the new one works.
    expect((await handle(bookingRequest(slotAt(start), 'other@example.com'))).status).toBe(200)
    expect(await service.open(reschedule)).toMatchObject({ state: 'spent' })
    expect(await service.reschedule(reschedule, to.date, to.time, to.zone)).toMatchObject({
      ok: false,
      status: 410,
    })
    const visitorUpdate = updates.find((m) => m.to_address === 'sam@example.com')!
    expect((await service.open(tokenOf(linkIn(visitorUpdate.text_body, 'Cancel')))).state).toBe(
      'live',
    )
  })

  it('refuses a move onto a taken time with 409 and keeps the session where it was', async () => {
    const { service, handle, start, reschedule } = await booked()
    const other = slotAt(new Date(start.getTime() + 3_600_000))
    expect((await handle(bookingRequest(other, 'other@example.com'))).status).toBe(200)
    expect(await service.reschedule(reschedule, other.date, other.time, other.zone)).toMatchObject({
      ok: false,
      status: 409,
      error: SLOT_TAKEN_MESSAGE,
    })
    expect(await service.open(reschedule)).toMatchObject({ state: 'live', booking: { start } })
  })

  it('cancels: METHOD:CANCEL to both sides, the seat free, reminders withdrawn, the link used', async () => {
    const { service, handle, start, cancel } = await booked()
    expect((await outbox()).some((m) => m.kind.startsWith('booking-reminder-'))).toBe(true)
    expect(await service.cancel(cancel)).toMatchObject({
      ok: true,
      booking: { state: 'cancelled' },
    })
    const cancels = (await outbox()).filter((m) => m.kind.startsWith('booking-cancel'))
    expect(cancels).toHaveLength(2)
    for (const mail of cancels) {
      const invite = readInvite(mail.attachments[0]!.content)
      expect(invite).toMatchObject({ method: 'CANCEL', sequence: 1, status: 'CANCELLED' })
    }
    expect((await outbox()).some((m) => m.kind.startsWith('booking-reminder-'))).toBe(false)
    expect(await service.open(cancel)).toMatchObject({ state: 'cancelled' })
    expect(await service.cancel(cancel)).toMatchObject({ ok: false, status: 410 })
    expect((await handle(bookingRequest(slotAt(start), 'next@example.com'))).status).toBe(200)
  })

  it('refuses a move past the horizon with 422, before the database (9999-12-31 included)', async () => {
    const { service, reschedule, start } = await booked()
    // OPEN_RULES's horizon is a century: both are past it.
    for (const date of ['9999-12-31', '2999-06-01']) {
      expect(
        await service.reschedule(reschedule, date, '9:00 AM', 'Pacific/Kiritimati'),
      ).toMatchObject({
        ok: false,
        status: 422,
        error: expect.stringMatching(/too far ahead/),
      })
    }
    expect(await service.open(reschedule)).toMatchObject({ state: 'live', booking: { start } })
  })

  it('a forged or expired link is refused with words, never an error', async () => {
    const { service, reschedule } = await booked()
    const forged = reschedule.replace(/.$/, (c) => (c === '0' ? '1' : '0'))
    expect(await service.open(forged)).toEqual({ state: 'forged' })
    expect(await service.open('nonsense')).toEqual({ state: 'forged' })
    expect(await service.cancel(forged)).toMatchObject({ ok: false, status: 404 })
    const late = bookingHandler(store.sql, { now: () => new Date(Date.now() + 100 * 3_600_000) })
    expect(await late.service.open(reschedule)).toEqual({ state: 'expired' })
  })
})

describe('reminders (a fake clock at booking time)', () => {
  const sent: OutgoingMail[] = []
  const mailer = { send: async (mail: OutgoingMail) => void sent.push(mail) }

  it('are queued 24 h and 1 h before, sent by the outbox when due', async () => {
    // Booked "two hours ago" for a session 25 hours after that: the 24-hour reminder is due now.
    const then = new Date(Date.now() - 2 * 3_600_000)
    const start = halfHourAfter(then, 25, false)
    const { handle } = bookingHandler(store.sql, { now: () => then })
    expect((await handle(bookingRequest(slotAt(start), 'sam@example.com'))).status).toBe(200)
    const reminders = (await outbox()).filter((m) => m.kind.startsWith('booking-reminder-'))
    expect(reminders.map((m) => [m.kind, m.next_attempt_at.getTime()])).toEqual([
      ['booking-reminder-24h', start.getTime() - 24 * 3_600_000],
      ['booking-reminder-1h', start.getTime() - 3_600_000],
    ])
    sent.length = 0
    await drainOutbox(store.sql, mailer, { from: 'site@codehome.example' })
    const subjects = sent.map((m) => m.subject)
    expect(subjects).toContain('Reminder: your strategy session with Codehome is tomorrow')
    expect(subjects).not.toContain('Reminder: your strategy session with Codehome is in one hour')
    // The invites went out as attachments the mailer was given.
    const welcome = sent.find((m) => m.subject.startsWith('Your strategy session'))!
    expect(welcome.attachments?.[0]).toMatchObject({ filename: 'invite.ics' })
    expect(Buffer.from(welcome.attachments![0]!.base64, 'base64').toString()).toContain(
      'METHOD:REQUEST',
    )
  })

  it('none for a session booked inside the window', async () => {
    const now = new Date()
    const { handle } = bookingHandler(store.sql, { now: () => now })
    expect(
      (await handle(bookingRequest(slotAt(halfHourAfter(now, 5, false)), 'a@example.com'))).status,
    ).toBe(200)
    expect((await outbox()).map((m) => m.kind).filter((k) => k.includes('reminder'))).toEqual([
      'booking-reminder-1h',
    ])
    await store.db.exec('delete from bookings; delete from email_outbox; delete from leads;')
    expect(
      (await handle(bookingRequest(slotAt(halfHourAfter(now, 0.5, false)), 'b@example.com')))
        .status,
    ).toBe(200)
    expect((await outbox()).filter((m) => m.kind.includes('reminder'))).toEqual([])
  })
})

describe('on a real PostgreSQL server (a pool of 10 connections)', () => {
  let server: TestPostgres
  let database: LeadsDatabase

  beforeAll(async () => {
    server = startPostgres(E2E_PORT + 57)
    database = await openLeadsDatabase({ databaseUrl: server.url, pgliteDataDir: 'unused' })
  })
  afterAll(async () => {
    await database?.close()
    server?.destroy()
  })

  it('20 concurrent bookings for one seat: exactly one, the others 409', async () => {
    const { handle, service } = bookingHandler(database.sql)
    const start = halfHourAfter(new Date(), 50)
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        handle(bookingRequest(slotAt(start), `pg${i}@example.com`)),
      ),
    )
    expect(responses.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)])
    const { rows } = await database.sql.query<{ n: number }>(
      'select count(*)::int as n from bookings',
    )
    expect(rows[0]!.n).toBe(1)
    const slot = slotAt(start)
    expect(
      (await service.slots(slot.date, slot.zone)).find((s) => s.time === slot.time),
    ).toMatchObject({ available: false, reason: 'booked' })
  })

  it('one writer of the calendar at a time: a booking waits for another transaction writing bookings, then goes through', async () => {
    // Two overlapping inserts racing on the exclusion constraint can deadlock (each waits for the
    // other's index entry): Postgres then fails one with 40P01, a 503 for a visitor. Every write of
    // `bookings` takes one advisory lock first (20261128100000_booking_calendar_lock.sql).
    const { default: pg } = await import('pg')
    const other = new pg.Client({ connectionString: server.url })
    await other.connect()
    try {
      await other.query('begin')
      // A statement-level trigger fires even when the statement touches no row.
      await other.query('update bookings set updated_at = now() where false')
      const { handle } = bookingHandler(database.sql)
      const waiting = handle(
        bookingRequest(slotAt(halfHourAfter(new Date(), 90)), 'waits@example.com'),
      )
      const blocked = async () =>
        (
          await other.query<{ n: number }>(
            "select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted",
          )
        ).rows[0]!.n
      await expect.poll(blocked, { timeout: 10_000 }).toBe(1)
      await other.query('rollback')
      expect((await waiting).status).toBe(200)
    } finally {
      await other.end()
    }
  })
})

describe('a person’s sessions in a privacy request', () => {
  it('are exported with the person, and erased with their lead; a neighbour’s stays', async () => {
    const { exportPerson, erasePerson } = await import('@/core/privacy/people.ts')
    const { handle } = bookingHandler(store.sql)
    const start = halfHourAfter(new Date(), 72)
    expect((await handle(bookingRequest(slotAt(start), 'sam@example.com'))).status).toBe(200)
    const later = new Date(start.getTime() + 2 * 3_600_000)
    expect((await handle(bookingRequest(slotAt(later), 'kim@example.com'))).status).toBe(200)

    const exported = (await exportPerson(store.sql, 'SAM@example.com', 'admin')) as {
      data: Record<string, { starts_at: Date | string }[]>
    }
    const sessions = exported.data.bookings!
    expect(sessions).toHaveLength(1)
    expect(new Date(sessions[0]!.starts_at)).toEqual(start)

    await erasePerson(store.sql, 'sam@example.com', 'admin')
    const { rows } = await store.db.query<{ starts_at: Date }>('select starts_at from bookings')
    expect(rows).toEqual([{ starts_at: later }])
  })
})
