/**
 * The booking wiring the Edge Function runs (core/booking/site-booking.ts over Sanity's HTTP API
 * through core/content/sanity-query.ts), on PGlite: the rules come from the CMS's GROQ answer (a
 * stubbed Sanity), two visitors for one seat get 200 and 409 slot_taken, the invites ride on the
 * outbox rows, the reminders are queued, the links open on the site's own service (the app's
 * wiring over the same database), and an unreachable Sanity falls back to the last rules read,
 * else the seeded defaults, without refusing anyone.
 */
import { describe, expect, it } from 'vitest'
import { DEFAULT_BOOKING_RULES, SLOT_TAKEN_MESSAGE } from '@/core/booking/availability.ts'
import {
  BOOKING_SETTINGS_QUERY,
  bookingRulesSource,
  type StoredBookingSettings,
} from '@/core/booking/booking-settings.ts'
import { createSiteBooking } from '@/core/booking/site-booking.ts'
import { createSanityQuery } from '@/core/content/sanity-query.ts'
import { bookingSettingsQuery } from '@/web/content/queries'
import {
  bookingDatabase,
  bookingRequest,
  editedBookingSettings,
  halfHourAfter,
  readInvite,
  slotAt,
} from '../helpers/booking'
import { handlerFor, SITE } from '../helpers/leads'

const store = bookingDatabase()

const EDITED = editedBookingSettings('https://meet.google.com/edg-ebok-ing')

/** A stand-in for Sanity's query endpoint: answers `answer()` and records what was asked. */
function sanityStandIn(answer: () => Response) {
  const asked: URL[] = []
  const fetch = (async (input: RequestInfo | URL) => {
    asked.push(new URL(String(input)))
    return answer()
  }) as typeof globalThis.fetch
  return { asked, fetch }
}

/** The Edge Function's wiring (index.ts), with Sanity's HTTP API stood in by `fetch`. */
function edgeBooking(fetch: typeof globalThis.fetch, onSettingsUnreachable?: () => void) {
  const groq = createSanityQuery({
    projectId: 'abc123',
    dataset: 'production',
    apiVersion: '2025-10-01',
    fetch,
  })
  const booking = createSiteBooking({
    sql: store.sql,
    readSettings: () => groq<StoredBookingSettings>(BOOKING_SETTINGS_QUERY),
    siteFacts: async () => SITE,
    ...(onSettingsUnreachable ? { onSettingsUnreachable } : {}),
  })
  return { booking, handle: handlerFor(store.db, { booking: booking.planner }) }
}

interface OutboxRow {
  kind: string
  attachments: { fileName: string; contentType: string; content: string }[] | null
  next_attempt_at: Date
}
const outbox = async () =>
  (
    await store.db.query<OutboxRow>(
      'select kind, attachments, next_attempt_at from email_outbox order by id',
    )
  ).rows

describe('the Edge Function books through the shared wiring', () => {
  it('asks Sanity the app’s own query', () => {
    expect(bookingSettingsQuery).toBe(BOOKING_SETTINGS_QUERY)
  })

  it('takes the seat by the CMS’s rules: one 200, one 409 slot_taken, invites and reminders queued', async () => {
    const sanity = sanityStandIn(() => Response.json({ result: EDITED }))
    const { handle } = edgeBooking(sanity.fetch)
    const start = halfHourAfter(new Date(), 72)
    const slot = slotAt(start)

    const first = await handle(bookingRequest(slot, 'first@example.com'))
    const second = await handle(bookingRequest(slot, 'second@example.com'))
    expect(first.status).toBe(200)
    expect(second.status).toBe(409)
    expect(await second.json()).toEqual({
      success: false,
      error: SLOT_TAKEN_MESSAGE,
      code: 'slot_taken',
    })

    // The rules were the CMS's answer to the shared query, read once for both requests.
    expect(sanity.asked).toHaveLength(1)
    expect(sanity.asked[0]!.origin).toBe('https://abc123.apicdn.sanity.io')
    expect(sanity.asked[0]!.searchParams.get('query')).toBe(BOOKING_SETTINGS_QUERY)
    const { rows } = await store.db.query<{ starts_at: Date; blocked_until: Date }>(
      'select starts_at, blocked_until from bookings',
    )
    expect(rows).toEqual([
      { starts_at: start, blocked_until: new Date(start.getTime() + (30 + 15) * 60_000) },
    ])

    const mails = await outbox()
    for (const kind of ['welcome', 'notification']) {
      const mail = mails.find((m) => m.kind === kind)!
      expect(mail.attachments).toHaveLength(1)
      expect(mail.attachments![0]!.fileName).toBe('invite.ics')
      const invite = readInvite(mail.attachments![0]!.content)
      expect(invite.method).toBe('REQUEST')
      expect(invite.start.toISOString()).toBe(start.toISOString())
      expect(invite.location).toBe(EDITED.meetingLink)
      expect(invite.description).toContain(`Reschedule: ${SITE.siteUrl}/booking/`)
    }
    const reminders = mails.filter((m) => m.kind.startsWith('booking-reminder-'))
    expect(reminders.map((m) => m.next_attempt_at.getTime()).sort()).toEqual([
      start.getTime() - 24 * 3_600_000,
      start.getTime() - 3_600_000,
    ])
  })

  it('signs links the site’s own service opens (one database, one link secret)', async () => {
    const { handle } = edgeBooking(sanityStandIn(() => Response.json({ result: EDITED })).fetch)
    const slot = slotAt(halfHourAfter(new Date(), 72))
    expect((await handle(bookingRequest(slot, 'sam@example.com'))).status).toBe(200)
    const welcome = (await outbox()).find((m) => m.kind === 'welcome')!
    const link = /Reschedule: (\S+)/.exec(readInvite(welcome.attachments![0]!.content).description)
    const token = decodeURIComponent(new URL(link![1]!).pathname.split('/').pop()!)

    // The app's wiring: the same factory over the same database, its rules from its own backend.
    const site = createSiteBooking({
      sql: store.sql,
      readSettings: async () => EDITED,
      siteFacts: async () => SITE,
    })
    const opened = await site.open(token)
    expect(opened.state).toBe('live')
    expect(await site.open(`${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`)).toEqual({
      state: 'forged',
    })
  })

  it('books by the seeded defaults when Sanity cannot be reached, and says so in the log', async () => {
    const failures: unknown[] = []
    const sanity = sanityStandIn(() => new Response('upstream down', { status: 502 }))
    const { booking, handle } = edgeBooking(sanity.fetch, () => failures.push('unreachable'))
    expect(await booking.rules()).toEqual(DEFAULT_BOOKING_RULES)
    expect(failures).toHaveLength(1)

    // A weekday afternoon in New York, three days on: inside the seeded hours.
    const day = new Date(Date.now() + 3 * 86_400_000)
    while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1)
    const date = day.toISOString().slice(0, 10)
    const response = await handle(
      bookingRequest({ date, time: '2:00 PM', zone: 'America/New_York' }, 'sam@example.com'),
    )
    expect(response.status).toBe(200)
    const welcome = (await outbox()).find((m) => m.kind === 'welcome')!
    expect(readInvite(welcome.attachments![0]!.content).location).toBe(
      'The meeting link follows by e-mail before the session.',
    )
  })
})

describe('the rules when the CMS stops answering', () => {
  it('keeps the last rules read, asks again on the next call, and takes the new ones when it answers', async () => {
    let clock = 0
    let answer: () => Promise<StoredBookingSettings> = async () => EDITED
    const rules = bookingRulesSource({ read: () => answer(), ttlMs: 5_000, now: () => clock })

    expect((await rules()).meetingLink).toBe(EDITED.meetingLink)
    answer = async () => {
      throw new Error('Sanity answered 503')
    }
    clock += 5_001
    expect((await rules()).meetingLink).toBe(EDITED.meetingLink)

    // The failure was not kept: within the TTL, the next call asks again.
    const edited = { ...EDITED, meetingLink: 'https://meet.google.com/new-room-xyz' }
    answer = async () => edited
    clock += 1
    expect((await rules()).meetingLink).toBe(edited.meetingLink)
  })
})
