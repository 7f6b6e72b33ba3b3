/**
 * The agency's other free times (issue 45, item 3): the spec's 9:00 AM–5:00 PM list never meets
 * the agency's New York hours for a visitor in Karachi, Dubai or Tokyo on a weekday, so on a date
 * where that list has none the slots add the agency's real free times in the visitor's zone,
 * marked outsideSpecList; zones whose list meets the hours (New York, London) get none. Across
 * New York's March clock change. Then such a time is booked end to end (PGlite): stored, invited,
 * and the e-mails greet by name, say it is confirmed, and tell the agency where the lead came from.
 */
import { describe, expect, it } from 'vitest'
import {
  bookableStart,
  DEFAULT_BOOKING_RULES,
  daySlots,
  localTime,
  otherTimes,
} from '@/core/booking/availability.ts'
import { TIME_SLOTS } from '@/core/booking/booking-form.ts'
import { bookingBody } from '../helpers/booking-body'
import { bookingDatabase, bookingHandler, readInvite } from '../helpers/booking'
import { human, leadRequest } from '../helpers/leads'

// Monday 1 March 2027, noon UTC: New York is on EST until Sunday 14 March 2027.
const NOW = new Date('2027-03-01T12:00:00Z')
const rules = DEFAULT_BOOKING_RULES

const others = (date: string, zone: string, now = NOW) =>
  otherTimes(date, zone, rules, [], now).map((slot) => slot.time)

describe('other times our team is free', () => {
  it.each([
    // Wednesday 3 March 2027: 10:30–18:30 EST is 15:30–23:30 UTC.
    [
      'Asia/Tokyo',
      '2027-03-03',
      ['12:30 AM', '1:00 AM', '1:30 AM', '2:00 AM', '2:30 AM', '3:00 AM', '3:30 AM', '4:00 AM'],
      '8:00 AM',
    ],
    ['Asia/Karachi', '2027-03-03', ['12:00 AM', '12:30 AM'], '11:30 PM'],
    ['Asia/Dubai', '2027-03-03', ['12:00 AM', '12:30 AM'], '11:30 PM'],
  ])('%s on %s: none of the spec list, 16 others', (zone, date, first, last) => {
    const slots = daySlots(date, zone, rules, [], NOW)
    const listed = slots.filter((slot) => !slot.outsideSpecList)
    expect(listed.map((slot) => slot.time)).toEqual([...TIME_SLOTS])
    expect(listed.some((slot) => slot.available)).toBe(false)
    const extra = slots.filter((slot) => slot.outsideSpecList)
    expect(extra).toHaveLength(16)
    expect(extra.every((slot) => slot.available && !TIME_SLOTS.includes(slot.time))).toBe(true)
    expect(extra.map((slot) => slot.time).slice(0, first.length)).toEqual(first)
    expect(extra.at(-1)!.time).toBe(last)
    // Each is a real half hour inside the agency's hours, in New York.
    for (const slot of extra) {
      const there = localTime(new Date(slot.start), 'America/New_York')
      expect(there.minutes).toBeGreaterThanOrEqual(10 * 60 + 30)
      expect(there.minutes + 30).toBeLessThanOrEqual(18 * 60 + 30)
      expect(localTime(new Date(slot.start), zone).date).toBe(date)
    }
  })

  it('Karachi’s evening and small hours; Dubai’s likewise', () => {
    expect(others('2027-03-03', 'Asia/Karachi')).toEqual([
      ...['12:00 AM', '12:30 AM', '1:00 AM', '1:30 AM', '2:00 AM', '2:30 AM', '3:00 AM'],
      ...['3:30 AM', '4:00 AM', '8:30 PM', '9:00 PM', '9:30 PM', '10:00 PM', '10:30 PM'],
      ...['11:00 PM', '11:30 PM'],
    ])
    expect(others('2027-03-03', 'Asia/Dubai')).toEqual([
      ...['12:00 AM', '12:30 AM', '1:00 AM', '1:30 AM', '2:00 AM', '2:30 AM', '3:00 AM'],
      ...['7:30 PM', '8:00 PM', '8:30 PM', '9:00 PM', '9:30 PM', '10:00 PM', '10:30 PM'],
      ...['11:00 PM', '11:30 PM'],
    ])
  })

  it('New York and London: the spec list meets the hours, so no other times', () => {
    for (const zone of ['America/New_York', 'Europe/London']) {
      const slots = daySlots('2027-03-03', zone, rules, [], NOW)
      expect(slots, zone).toHaveLength(17)
      expect(
        slots.some((slot) => slot.available),
        zone,
      ).toBe(true)
      expect(others('2027-03-03', zone), zone).toEqual([])
    }
    // London after New York moves to EDT (14 March) but before it does itself (28 March).
    expect(others('2027-03-17', 'Europe/London')).toEqual([])
    expect(others('2027-03-29', 'Europe/London')).toEqual([])
  })

  it('follows New York’s clock change: Tokyo’s times move an hour earlier', () => {
    // Before: EST. 10:30 is 00:30 the next day in Tokyo, 18:00 is 08:00.
    expect(others('2027-03-10', 'Asia/Tokyo')[0]).toBe('12:30 AM')
    expect(others('2027-03-10', 'Asia/Tokyo').at(-1)).toBe('8:00 AM')
    // After (EDT from 14 March): Monday's 10:30 is 11:30 PM in Tokyo, Tuesday's day ends at 7:00 AM.
    expect(others('2027-03-16', 'Asia/Tokyo')).toEqual([
      ...['12:00 AM', '12:30 AM', '1:00 AM', '1:30 AM', '2:00 AM', '2:30 AM', '3:00 AM'],
      ...['3:30 AM', '4:00 AM', '4:30 AM', '5:00 AM', '5:30 AM', '6:00 AM', '6:30 AM'],
      ...['7:00 AM', '11:30 PM'],
    ])
    // Karachi, the day of the change (Sunday in New York): only Saturday's hours are not there.
    expect(others('2027-03-15', 'Asia/Karachi')).toEqual([
      '7:30 PM',
      '8:00 PM',
      '8:30 PM',
      '9:00 PM',
      '9:30 PM',
      '10:00 PM',
      '10:30 PM',
      '11:00 PM',
      '11:30 PM',
    ])
  })

  it('weekends follow New York’s: Tokyo’s Saturday morning is Friday in New York', () => {
    expect(others('2027-03-06', 'Asia/Tokyo')).toHaveLength(16)
    expect(others('2027-03-07', 'Asia/Tokyo')).toEqual([])
    expect(others('2027-03-08', 'Asia/Tokyo')).toEqual([])
  })

  it('a booked other time shows as booked, and the list stays (decided by the rules)', () => {
    const [first] = otherTimes('2027-03-03', 'Asia/Tokyo', rules, [], NOW)
    const start = new Date(first!.start)
    const held = [{ start, end: new Date(start.getTime() + 1_800_000) }]
    const slots = otherTimes('2027-03-03', 'Asia/Tokyo', rules, held, NOW)
    expect(slots).toHaveLength(16)
    expect(slots[0]).toMatchObject({ time: '12:30 AM', available: false, reason: 'booked' })
  })

  it('bookableStart accepts the spec labels and exactly the other times offered', () => {
    expect(bookableStart('2027-03-03', '9:00 AM', 'Asia/Tokyo', rules, NOW)?.toISOString()).toBe(
      '2027-03-03T00:00:00.000Z',
    )
    expect(bookableStart('2027-03-03', '1:00 AM', 'Asia/Tokyo', rules, NOW)?.toISOString()).toBe(
      '2027-03-02T16:00:00.000Z',
    )
    // A half hour outside the agency's hours, a label that is not one, or a time in New York,
    // where the spec's list has times: no other time.
    expect(bookableStart('2027-03-03', '10:00 PM', 'Asia/Tokyo', rules, NOW)).toBeNull()
    expect(bookableStart('2027-03-03', '1:15 AM', 'Asia/Tokyo', rules, NOW)).toBeNull()
    expect(bookableStart('2027-03-03', '6:00 PM', 'America/New_York', rules, NOW)).toBeNull()
  })
})

describe('booking an other time, end to end', () => {
  const store = bookingDatabase()

  it('Tokyo: stored, invited at that instant, e-mails by name and with the lead’s source', async () => {
    const now = () => NOW
    const { handle } = bookingHandler(store.sql, { rules, now })
    const slot = { date: '2027-03-03', time: '1:00 AM', zone: 'Asia/Tokyo' }
    const touch = {
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring-tokyo',
      utm_term: '',
      utm_content: '',
      gclid: '',
      fbclid: '',
      msclkid: '',
      landing_page: 'http://127.0.0.1/book-call',
      referrer: '',
      at: NOW.toISOString(),
    }
    const body = {
      ...bookingBody(slot, 'aiko@example.com', human),
      attribution: { first: touch, last: touch },
      consent: { analytics: false, marketing: false, functional: false },
    }
    const response = await handle(leadRequest(body))
    expect(response.status).toBe(200)
    const answer = (await response.json()) as { leadId: string; booking?: { token: string } }
    expect(answer.booking?.token).toMatch(/^[0-9a-f-]{36}\.0\.\d+\.[0-9a-f]{64}$/)

    const { rows } = await store.db.query<{ starts_at: Date; time_zone: string }>(
      'select starts_at, time_zone from bookings',
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.starts_at.toISOString()).toBe('2027-03-02T16:00:00.000Z')
    expect(rows[0]!.time_zone).toBe('Asia/Tokyo')

    const mails = (
      await store.db.query<{
        kind: string
        text_body: string
        html_body: string
        attachments: { content: string }[]
      }>(
        "select kind, text_body, html_body, attachments from email_outbox where kind in ('welcome', 'notification')",
      )
    ).rows
    const welcome = mails.find((mail) => mail.kind === 'welcome')!
    const notice = mails.find((mail) => mail.kind === 'notification')!
    expect(welcome.text_body.startsWith('Hi Sam Lee,\n')).toBe(true)
    expect(welcome.text_body).toContain('is confirmed for Wednesday, March 3, 2027 at 1:00 AM')
    expect(welcome.text_body).not.toMatch(/within 1 hour/i)
    expect(welcome.text_body).toContain('/booking/')
    expect(readInvite(welcome.attachments[0]!.content).start.toISOString()).toBe(
      '2027-03-02T16:00:00.000Z',
    )
    expect(notice.text_body).toContain('Source: google / cpc')
    expect(notice.text_body).toContain('Campaign: spring-tokyo')
    expect(notice.text_body).toContain(
      `In the admin: http://127.0.0.1/admin/leads/${answer.leadId}`,
    )
    expect(notice.html_body).toContain(`href="http://127.0.0.1/admin/leads/${answer.leadId}"`)
    expect(notice.text_body).not.toContain('{{lead_id}}')
  })

  it('refuses a half hour that is not one of the day’s other times (422, nothing stored)', async () => {
    const { handle } = bookingHandler(store.sql, { rules, now: () => NOW })
    const slot = { date: '2027-03-03', time: '10:00 PM', zone: 'Asia/Tokyo' }
    const response = await handle(leadRequest(bookingBody(slot, 'late@example.com', human)))
    expect(response.status).toBe(422)
    expect((await store.db.query('select 1 from leads')).rows).toHaveLength(0)
  })
})

describe('the e-mails’ words', () => {
  it('greet a plain name by name, anything else with Hello', async () => {
    const { greetingFor } = await import('@/core/leads/lead-emails.ts')
    expect(greetingFor('Sam Lee')).toBe('Hi Sam Lee,')
    expect(greetingFor("Siobhán O'Neill-Ng")).toBe("Hi Siobhán O'Neill-Ng,")
    expect(greetingFor('山田 太郎')).toBe('Hi 山田 太郎,')
    for (const name of ['', 'Visit http://spam.example', 'win $1000', 'a@b.c', 'x'.repeat(61)]) {
      expect(greetingFor(name), name).toBe('Hello,')
    }
  })

  it('no e-mail of a booked session says it will be confirmed within the hour', async () => {
    const { renderLeadEmails } = await import('@/core/leads/lead-emails.ts')
    const { SITE } = await import('../helpers/leads')
    const { LEAD_FIELDS } = await import('@/core/leads/lead-record.ts')
    const record = {
      ...Object.fromEntries(LEAD_FIELDS.map((field) => [field, ''])),
      servicesBreakdown: [],
      name: 'Sam Lee',
      email: 'sam@example.com',
      preferredDate: '2027-03-03',
      preferredTime: '1:00 AM',
      timezone: 'Asia/Tokyo',
      selectedServices: [],
    } as never
    const options = { sendWelcomeEmail: true, sendNotificationEmail: true }
    const booked = renderLeadEmails('gmeet', record, SITE, { ...options, sessionBooked: true })
    for (const mail of booked) expect(mail.text, mail.kind).not.toMatch(/within 1 hour/i)
    expect(booked[0]!.subject).toBe('Your strategy session with Codehome is confirmed')
    // A request with no seat taken (no booking service) keeps the spec's promise.
    const wish = renderLeadEmails('gmeet', record, SITE, options)
    expect(wish[0]!.text).toContain('We will contact you within 1 hour')
    expect(wish[1]!.text).toContain('Source: (unknown)')
    expect(wish[1]!.text).toContain('In the admin: http://127.0.0.1/admin/leads/{{lead_id}}')
  })
})

describe('add-to-calendar links', () => {
  it('Google and Outlook get the session’s instants in UTC, its title and room', async () => {
    const { calendarLinks } = await import('@/core/booking/invite.ts')
    const links = calendarLinks({
      start: new Date('2027-03-02T16:00:00Z'),
      end: new Date('2027-03-02T16:30:00Z'),
      summary: 'Strategy session with Codehome',
      description: 'A 30-minute strategy session.\nReschedule: http://127.0.0.1/booking/x',
      location: 'https://meet.google.com/abc-defg-hij',
    })
    const google = new URL(links.google)
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(google.searchParams.get('action')).toBe('TEMPLATE')
    expect(google.searchParams.get('dates')).toBe('20270302T160000Z/20270302T163000Z')
    expect(google.searchParams.get('text')).toBe('Strategy session with Codehome')
    expect(google.searchParams.get('details')).toContain('Reschedule: http://127.0.0.1/booking/x')
    const outlook = new URL(links.outlook)
    expect(outlook.host).toBe('outlook.live.com')
    expect(outlook.searchParams.get('startdt')).toBe('2027-03-02T16:00:00.000Z')
    expect(outlook.searchParams.get('enddt')).toBe('2027-03-02T16:30:00.000Z')
    expect(outlook.searchParams.get('location')).toBe('https://meet.google.com/abc-defg-hij')
  })
})
