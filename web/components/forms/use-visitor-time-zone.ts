'use client'
import { useEffect, useState } from 'react'
import { bookableZoneOf } from '@/core/booking/booking-form.ts'

/**
 * The browser's zone as the booking rules name it, or null: "UTC", which a browser hiding its
 * zone reports, is Etc/UTC (core/booking/booking-form.ts `isBookableTimeZone`).
 */
const browserZone = () => bookableZoneOf(Intl.DateTimeFormat().resolvedOptions().timeZone)

/**
 * The visitor's own IANA time zone: null while rendering on the server and in the first render on
 * the client, then the browser's. Asked for in a task of its own after the form has rendered (a
 * message to itself, which no stopped test clock holds up): a page's first Intl date format loads
 * the time-zone data, ~10 ms here and four times that on a slow phone, which the hydration task of
 * /book-call carried before.
 */
export function useVisitorTimeZone(): string | null {
  const [zone, setZone] = useState<string | null>(null)
  useEffect(() => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => setZone(browserZone())
    channel.port2.postMessage(null)
    return () => channel.port1.close()
  }, [])
  return zone
}
