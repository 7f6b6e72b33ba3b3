/**
 * Availability: the spec's 17 labels of a date in the visitor's zone as instants in UTC, across
 * the March and October/November clock changes of London, New York and Sydney, and which of them
 * the agency's rules (hours in New York, notice, buffer, cap, seats) let a visitor book.
 */
import { describe, expect, it } from 'vitest'
import {
  checkSlotQuery,
  DEFAULT_BOOKING_RULES,
  daySlots,
  localTime,
  SlotQueryError,
  zonedInstant,
  type BookingRules,
  type HeldSession,
} from '@/core/booking/availability.ts'

const at = (date: string, label: string, zone: string) =>
  daySlots(date, zone, DEFAULT_BOOKING_RULES, [], new Date('2027-01-01T00:00:00Z')).find(
    (slot) => slot.time === label,
  )!

describe('slot instants across daylight-saving changes', () => {
  it.each([
    // London: BST from 01:00 UTC on Sunday 28 March 2027 to 01:00 UTC on Sunday 31 October 2027.
    ['Europe/London', '2027-03-27', '2027-03-27T09:00:00.000Z'],
    ['Europe/London', '2027-03-28', '2027-03-28T08:00:00.000Z'],
    ['Europe/London', '2027-10-30', '2027-10-30T08:00:00.000Z'],
    ['Europe/London', '2027-10-31', '2027-10-31T09:00:00.000Z'],
    // New York: EDT from Sunday 14 March 2027 to Sunday 7 November 2027.
    ['America/New_York', '2027-03-13', '2027-03-13T14:00:00.000Z'],
    ['America/New_York', '2027-03-14', '2027-03-14T13:00:00.000Z'],
    ['America/New_York', '2027-11-06', '2027-11-06T13:00:00.000Z'],
    ['America/New_York', '2027-11-07', '2027-11-07T14:00:00.000Z'],
    // Sydney (southern summer): AEDT until Sunday 4 April 2027, again from Sunday 3 October 2027.
    ['Australia/Sydney', '2027-04-03', '2027-04-02T22:00:00.000Z'],
    ['Australia/Sydney', '2027-04-04', '2027-04-03T23:00:00.000Z'],
    ['Australia/Sydney', '2027-10-02', '2027-10-01T23:00:00.000Z'],
    ['Australia/Sydney', '2027-10-03', '2027-10-02T22:00:00.000Z'],
  ])('9:00 AM in %s on %s starts at %s', (zone, date, utc) => {
    expect(at(date, '9:00 AM', zone).start).toBe(utc)
  })

  it('gives 17 slots, half an hour apart, even on a change day', () => {
    for (const [zone, date] of [
      ['Europe/London', '2027-03-28'],
      ['America/New_York', '2027-11-07'],
      ['Australia/Sydney', '2027-04-04'],
    ] as const) {
      const slots = daySlots(date, zone, DEFAULT_BOOKING_RULES, [], new Date(0))
      expect(slots).toHaveLength(17)
      expect(slots[0]!.time).toBe('9:00 AM')
      expect(slots[16]!.time).toBe('5:00 PM')
      const starts = slots.map((slot) => Date.parse(slot.start))
      for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBe(1_800_000)
    }
  })

  it('knows that a skipped wall-clock time does not exist', () => {
    expect(zonedInstant('2027-03-28', 60 + 30, 'Europe/London')).toBeNull()
    expect(zonedInstant('2027-03-14', 2 * 60 + 30, 'America/New_York')).toBeNull()
    expect(localTime(new Date('2027-03-28T01:30:00Z'), 'Europe/London')).toMatchObject({
      date: '2027-03-28',
      minutes: 2 * 60 + 30,
      weekday: 'sunday',
    })
  })
})

describe('which slots the agency’s hours allow (10:30 AM – 6:30 PM in New York, Mon–Fri)', () => {
  // The whole year ahead, past the default 90-day horizon: these are about the clocks.
  const rules = { ...DEFAULT_BOOKING_RULES, horizonDays: 730 }
  const open = (date: string, zone: string) =>
    daySlots(date, zone, rules, [], new Date('2027-01-01T00:00:00Z'))
      .filter((slot) => slot.available)
      .map((slot) => slot.time)

  it('moves with the weeks when London and New York change clocks on different dates', () => {
    // Both on standard time: five hours apart.
    expect(open('2027-03-08', 'Europe/London')[0]).toBe('3:30 PM')
    // New York on summer time, London not yet: four hours apart.
    expect(open('2027-03-15', 'Europe/London')[0]).toBe('2:30 PM')
    // Both on summer time again.
    expect(open('2027-03-29', 'Europe/London')[0]).toBe('3:30 PM')
    // London back on standard time, New York not yet (1–6 November 2027).
    expect(open('2027-11-01', 'Europe/London')[0]).toBe('2:30 PM')
    expect(open('2027-11-08', 'Europe/London')[0]).toBe('3:30 PM')
  })

  it('reads the agency’s day and closing time, not the visitor’s', () => {
    // Tuesday 9:00 AM in Sydney (AEDT) is Monday 6:00 PM in New York: the last half-hour.
    expect(open('2027-03-16', 'Australia/Sydney')).toEqual(['9:00 AM'])
    // Saturday in Sydney is Friday in New York; Monday in Sydney is Sunday there: closed.
    expect(open('2027-03-20', 'Australia/Sydney')).toEqual(['9:00 AM'])
    expect(open('2027-03-22', 'Australia/Sydney')).toEqual([])
    // A weekend in New York.
    expect(open('2027-03-13', 'America/New_York')).toEqual([])
    const weekday = open('2027-03-12', 'America/New_York')
    expect(weekday[0]).toBe('10:30 AM')
    expect(weekday.at(-1)).toBe('5:00 PM')
    expect(weekday).toHaveLength(14)
  })

  it('says why a slot cannot be booked', () => {
    const slots = daySlots(
      '2027-03-12',
      'America/New_York',
      DEFAULT_BOOKING_RULES,
      // 12:00 PM in New York (on standard time until 14 March)
      [{ start: new Date('2027-03-12T17:00:00Z'), end: new Date('2027-03-12T17:30:00Z') }],
      new Date('2027-03-12T14:00:00Z'),
    )
    const reason = (time: string) => slots.find((slot) => slot.time === time)!.reason
    expect(reason('9:00 AM')).toBe('too-soon')
    expect(reason('10:30 AM')).toBe('too-soon')
    expect(reason('11:00 AM')).toBeUndefined()
    expect(reason('12:00 PM')).toBe('booked')
    expect(slots.find((slot) => slot.time === '12:30 PM')!.available).toBe(true)
  })
})

describe('buffer, seats and the daily cap', () => {
  const rules = (changes: Partial<BookingRules>): BookingRules => ({
    ...DEFAULT_BOOKING_RULES,
    ...changes,
  })
  const session = (iso: string): HeldSession => ({
    start: new Date(iso),
    end: new Date(Date.parse(iso) + 1_800_000),
  })
  const reasons = (r: BookingRules, held: HeldSession[]) =>
    Object.fromEntries(
      daySlots('2027-03-12', 'America/New_York', r, held, new Date('2027-01-01T00:00:00Z')).map(
        (slot) => [slot.time, slot.reason ?? 'open'],
      ),
    )

  it('keeps the buffer free on both sides of a session', () => {
    const held = [session('2027-03-12T18:00:00Z')] // 1:00 PM in New York (EST)
    const r = reasons(rules({ bufferMinutes: 15 }), held)
    expect(r['12:00 PM']).toBe('open')
    expect(r['12:30 PM']).toBe('booked')
    expect(r['1:00 PM']).toBe('booked')
    expect(r['1:30 PM']).toBe('booked')
    expect(r['2:00 PM']).toBe('open')
  })

  it('lets as many sessions run at once as there are seats', () => {
    const held = [session('2027-03-12T18:00:00Z')]
    expect(reasons(rules({ concurrentSessions: 2 }), held)['1:00 PM']).toBe('open')
    expect(
      reasons(rules({ concurrentSessions: 2 }), [...held, session('2027-03-12T18:00:00Z')])[
        '1:00 PM'
      ],
    ).toBe('booked')
  })

  it('closes the agency’s day once the cap is reached', () => {
    const held = [session('2027-03-12T15:00:00Z'), session('2027-03-12T16:00:00Z')]
    const r = reasons(rules({ dailyCap: 2 }), held)
    expect(r['2:00 PM']).toBe('day-full')
    expect(reasons(rules({ dailyCap: 3 }), held)['2:00 PM']).toBe('open')
  })
})

describe('the query', () => {
  it('accepts a calendar date and an IANA zone', () => {
    expect(checkSlotQuery('2027-03-12', 'Asia/Karachi')).toEqual({
      date: '2027-03-12',
      zone: 'Asia/Karachi',
    })
  })
  it.each([
    [null, 'Europe/London', /date/],
    ['2027-02-30', 'Europe/London', /date/],
    ['12/03/2027', 'Europe/London', /date/],
    ['2027-03-12', null, /timezone/],
    ['2027-03-12', 'Mars/Olympus', /timezone/],
    ['2027-03-12', 'UTC', /timezone/],
  ])('refuses date %s in zone %s with words', (date, zone, words) => {
    expect(() => checkSlotQuery(date, zone)).toThrow(SlotQueryError)
    expect(() => checkSlotQuery(date, zone)).toThrow(words)
  })
})
