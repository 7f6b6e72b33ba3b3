/**
 * Free booking slots of the e2e server (GET /api/booking/slots): tests that book a session take
 * the first free one from a date on, so they hold under the CMS's real availability and never
 * collide with a session another test booked.
 */
import type { APIRequestContext } from '@playwright/test'

export interface FreeSlot {
  date: string
  time: string
  zone: string
  start: string
}

interface SlotsAnswer {
  slots: { time: string; start: string; available: boolean; reason?: string }[]
}

const nextDate = (date: string, days = 1) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

export async function slotsOf(request: APIRequestContext, date: string, zone: string) {
  const response = await request.get(
    `/api/booking/slots?date=${date}&timezone=${encodeURIComponent(zone)}`,
  )
  if (!response.ok()) throw new Error(`slots of ${date} in ${zone}: ${response.status()}`)
  return ((await response.json()) as SlotsAnswer).slots
}

/** The first free slot on or after `from` (YYYY-MM-DD) in `zone`, skipping `skip` of them. */
export async function freeSlot(
  request: APIRequestContext,
  zone: string,
  from: string,
  skip = 0,
): Promise<FreeSlot> {
  let date = from
  let left = skip
  for (let day = 0; day < 60; day++, date = nextDate(date)) {
    for (const slot of await slotsOf(request, date, zone)) {
      if (!slot.available) continue
      if (left-- > 0) continue
      return { date, time: slot.time, zone, start: slot.start }
    }
  }
  throw new Error(`No free slot in ${zone} within 60 days of ${from}`)
}

/** The next date on or after `from` that is a `weekday` (0 Sunday … 6 Saturday). */
export function nextWeekday(from: string, weekday: number): string {
  let date = from
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== weekday) date = nextDate(date)
  return date
}

export { nextDate }
