import { type NextRequest, NextResponse } from 'next/server'
import { isBookableTimeZone } from '@/core/booking/booking-form.ts'
import { ZONE_WORDS } from '@/core/booking/availability.ts'
import { bookingService } from '@/web/booking/service'

/**
 * GET /api/booking/days?month=YYYY-MM&timezone=Area/City — the booking calendar's month: each day
 * from today to the month's end (or the booking horizon, `lastDate`) with how many of its slots
 * can be booked now, the agency's other times included (`otherTimes`: some are outside the spec's
 * 9:00 AM–5:00 PM list). Worked out by the same service as GET /api/booking/slots, which stays the
 * answer for a day's times. Never cached.
 *
 * 400 with words for a month that is not one (years 2000–2999) or a zone that is not an IANA
 * zone; 503 only while the database cannot be read.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams
  const headers = { 'Cache-Control': 'no-store' }
  const month = params.get('month') ?? ''
  const zone = params.get('timezone')
  if (!/^2\d{3}-(0[1-9]|1[0-2])$/.test(month)) {
    return NextResponse.json(
      { error: 'month must be a month written YYYY-MM, e.g. 2026-12' },
      { status: 400, headers },
    )
  }
  if (!isBookableTimeZone(zone)) {
    return NextResponse.json({ error: ZONE_WORDS }, { status: 400, headers })
  }
  try {
    const answer = await bookingService().days(month, zone)
    return NextResponse.json({ month, timezone: zone, ...answer }, { headers })
  } catch (error) {
    console.error('[booking] days unavailable', error)
    return NextResponse.json(
      { error: 'Availability is temporarily unavailable. Please try again.' },
      { status: 503, headers: { ...headers, 'Retry-After': '2' } },
    )
  }
}
