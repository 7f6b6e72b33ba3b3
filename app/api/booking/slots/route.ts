import { type NextRequest, NextResponse } from 'next/server'
import {
  BeyondHorizonError,
  checkSlotQuery,
  REASON_WORDS,
  SlotQueryError,
} from '@/core/booking/availability.ts'
import { bookingService } from '@/web/booking/service'

/**
 * GET /api/booking/slots?date=YYYY-MM-DD&timezone=Area/City — the spec's 17 half-hour slots of
 * that date in that zone, each with its start in UTC and whether it can be booked now (with the
 * reason in words when not). Never cached: a booking elsewhere changes the answer.
 *
 * 400 with words for a date that is not one, a zone that is not an IANA zone (UTC included), and
 * a date past the booking horizon (the CMS's, 90 days by default: `lastDate` names the last
 * bookable one); 503 only while the database cannot be read.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams
  const headers = { 'Cache-Control': 'no-store' }
  const refuse = (error: SlotQueryError) =>
    NextResponse.json(
      {
        error: error.message,
        ...(error instanceof BeyondHorizonError ? { lastDate: error.lastDate } : {}),
      },
      { status: 400, headers },
    )
  let query
  try {
    query = checkSlotQuery(params.get('date'), params.get('timezone'))
  } catch (error) {
    if (!(error instanceof SlotQueryError)) throw error
    return refuse(error)
  }
  try {
    const slots = await bookingService().slots(query.date, query.zone)
    return NextResponse.json(
      {
        date: query.date,
        timezone: query.zone,
        slots: slots.map((slot) =>
          slot.reason ? { ...slot, reasonText: REASON_WORDS[slot.reason] } : slot,
        ),
      },
      { headers },
    )
  } catch (error) {
    if (error instanceof SlotQueryError) return refuse(error)
    console.error('[booking] slots unavailable', error)
    return NextResponse.json(
      { error: 'Availability is temporarily unavailable. Please try again.' },
      { status: 503, headers: { ...headers, 'Retry-After': '2' } },
    )
  }
}
