/**
 * The booking settings the seed writes: the agency's bookable hours are the Working Hours window of
 * site-shell §9 seen from its own zone (USA EST, 10:30 AM – 6:30 PM in New York) on the opening
 * days of the claims (Monday to Friday). After seeding the CMS is the source of truth.
 */
import { DEFAULT_HORIZON_DAYS } from '@/core/booking/availability.ts'
import { CLAIMS, WORKING_HOURS } from './catalogue'

const AGENCY_ZONE = 'America/New_York'

/** "6:30 PM" → "18:30". */
export function twentyFourHour(label: string): string {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(label)
  if (!match) throw new Error(`Not a 12-hour time: ${label}`)
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0)
  return `${String(hour).padStart(2, '0')}:${match[2]}`
}

export function bookingSeed(keyed: (field: string, items: object[]) => object[]) {
  const window = WORKING_HOURS.find((row) => row.timeZone === AGENCY_ZONE)
  if (!window) throw new Error(`The working hours have no row in ${AGENCY_ZONE}`)
  return {
    _type: 'bookingSettings',
    timeZone: AGENCY_ZONE,
    hours: keyed(
      'bookingHours',
      CLAIMS.openingDays.map((day) => ({
        _type: 'bookableHours',
        day: day.toLowerCase(),
        start: twentyFourHour(window.start),
        end: twentyFourHour(window.end),
      })),
    ),
    minimumNoticeHours: 2,
    horizonDays: DEFAULT_HORIZON_DAYS,
    bufferMinutes: 0,
    dailyCap: 8,
    concurrentSessions: 1,
  }
}
