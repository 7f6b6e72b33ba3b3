import { describe, expect, it } from 'vitest'
import {
  formatBookingDate,
  intlTimeZoneLabel,
  TIME_SLOTS,
  timeZoneLabel,
  TIME_ZONES,
  tomorrowInZone,
  zonesFor,
} from '@/core/booking/booking-form.ts'

describe('booking rules', () => {
  it('offers 9:00 to 17:00 every 30 minutes as 12-hour labels', () => {
    expect(TIME_SLOTS).toHaveLength(17)
    expect(TIME_SLOTS[0]).toBe('9:00 AM')
    expect(TIME_SLOTS[1]).toBe('9:30 AM')
    expect(TIME_SLOTS).toContain('11:30 AM')
    expect(TIME_SLOTS).toContain('12:00 PM')
    expect(TIME_SLOTS).toContain('12:30 PM')
    expect(TIME_SLOTS.at(-1)).toBe('5:00 PM')
  })

  it('offers the nine zones, with the visitor’s own first when it is not one of them', () => {
    expect(TIME_ZONES).toEqual([
      'Europe/London',
      'America/New_York',
      'America/Los_Angeles',
      'America/Chicago',
      'Asia/Karachi',
      'Asia/Dubai',
      'Europe/Paris',
      'Asia/Tokyo',
      'Australia/Sydney',
    ])
    expect(zonesFor('Asia/Tokyo')).toEqual([...TIME_ZONES])
    expect(zonesFor('America/Denver')).toEqual(['America/Denver', ...TIME_ZONES])
    expect(zonesFor('Not/A_Zone')).toEqual([...TIME_ZONES])
  })

  it('labels each zone with its city and Intl’s generic name; the nine are written out as Intl words them', () => {
    for (const zone of TIME_ZONES) expect(timeZoneLabel(zone), zone).toBe(intlTimeZoneLabel(zone))
    expect(timeZoneLabel('America/New_York')).toBe('New York (Eastern Time)')
    expect(timeZoneLabel('America/Denver')).toBe('Denver (Mountain Time)')
    expect(timeZoneLabel('Not/A_Zone')).toBe('Not/A_Zone')
  })

  it('computes tomorrow in the chosen zone', () => {
    const now = new Date('2026-12-31T20:00:00Z')
    expect(tomorrowInZone('America/Los_Angeles', now)).toBe('2027-01-01')
    expect(tomorrowInZone('Asia/Tokyo', now)).toBe('2027-01-02')
    expect(tomorrowInZone('Australia/Sydney', now)).toBe('2027-01-02')
  })

  it('writes dates out with Intl', () => {
    expect(formatBookingDate('2026-03-06')).toBe('Friday, March 6, 2026')
  })
})
