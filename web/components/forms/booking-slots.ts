'use client'
/**
 * A date's slots as GET /api/booking/slots answers them, for the booking forms, the calendar and
 * the manage page.
 */
import { useEffect, useState } from 'react'
import type { UnavailableReason } from '@/core/booking/availability.ts'
import { TIME_SLOTS } from '@/web/leads/rules'
import { fill } from '@/web/i18n/fill'
import { BOOKING_EN } from './messages/booking'

/** The heading of the agency's other free times (outside the spec's 9:00 AM–5:00 PM list). */
export const OTHER_TIMES_HEADING = BOOKING_EN.otherTimes

/** A slot as GET /api/booking/slots answers it. */
export interface OfferedSlot {
  time: string
  available: boolean
  /** Why it cannot be booked, and that in English words; a form in another language words it. */
  reason?: UnavailableReason
  reasonText?: string
  /** Of a date past the booking horizon: the last date that can be booked. */
  lastDate?: string
  /** One of the agency's other free times, outside the spec's list. */
  outsideSpecList?: boolean
}

/**
 * The slots of a date in a zone from the server (which are free now, and why the others are not),
 * fetched again when the date or zone changes or a booking was refused as taken. A date past the
 * booking horizon (the server's 400 naming its `lastDate`) has every label too far ahead. Null
 * until known: the form then offers every label and the function decides.
 */
export function useOfferedSlots(date: string, zone: string, refresh: number) {
  const [offered, setOffered] = useState<{ key: string; slots: OfferedSlot[] } | null>(null)
  const key = `${date}|${zone}|${refresh}`
  useEffect(() => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !zone) return
    const controller = new AbortController()
    const query = new URLSearchParams({ date, timezone: zone })
    fetch(`/api/booking/slots?${query}`, { signal: controller.signal, cache: 'no-store' })
      .then((response) => (response.ok || response.status === 400 ? response.json() : null))
      .then((body: { slots?: OfferedSlot[]; lastDate?: string } | null) => {
        if (body?.slots) setOffered({ key, slots: body.slots })
        else if (body?.lastDate) {
          const { lastDate } = body
          const reasonText = fill(BOOKING_EN.tooFarUntil, { date: lastDate })
          setOffered({
            key,
            slots: TIME_SLOTS.map((time) => ({
              time,
              available: false,
              reason: 'too-far' as const,
              reasonText,
              lastDate,
            })),
          })
        }
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [date, zone, key])
  return offered?.key === key ? offered.slots : null
}
