import 'server-only'
import { checkSlotQuery, SlotQueryError } from '@/core/booking/availability.ts'
import { bookingService } from './service'

/**
 * POST /api/booking/manage with { token, action: 'reschedule', date, time, timezone } or
 * { token, action: 'cancel' }: the visitor's signed link moves or cancels their session. Answers
 * 200 { success: true, start, state }, or success: false with words: 400 (bad body), 404 (forged
 * link), 409 (the new time was just taken), 410 (link used or expired), 422 (time not bookable),
 * 503 (database unavailable). Never a 5xx for what a visitor sends. A Request in, a Response out,
 * like the other routes' modules; app/api/booking/manage/route.ts only hands it the request.
 */
export async function manageBooking(request: Request): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store' }
  const fail = (status: number, error: string, code?: string) =>
    Response.json({ success: false, error, ...(code ? { code } : {}) }, { status, headers })
  let body: Record<string, unknown>
  try {
    const parsed: unknown = await request.json()
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('shape')
    body = parsed as Record<string, unknown>
  } catch {
    return fail(400, 'Send JSON: { token, action, date, time, timezone }')
  }
  const token = typeof body.token === 'string' ? body.token.slice(0, 300) : ''
  const action = body.action
  if (!token || (action !== 'reschedule' && action !== 'cancel')) {
    return fail(400, 'token and action ("reschedule" or "cancel") are required')
  }
  try {
    let result
    if (action === 'cancel') {
      result = await bookingService().cancel(token)
    } else {
      let query
      try {
        query = checkSlotQuery(
          typeof body.date === 'string' ? body.date : null,
          typeof body.timezone === 'string' ? body.timezone : null,
        )
      } catch (error) {
        if (error instanceof SlotQueryError) return fail(400, error.message)
        throw error
      }
      const time = typeof body.time === 'string' ? body.time : ''
      result = await bookingService().reschedule(token, query.date, time, query.zone)
    }
    if (!result.ok) return fail(result.status, result.error, result.code)
    return Response.json(
      { success: true, state: result.booking.state, start: result.booking.start.toISOString() },
      { headers },
    )
  } catch (error) {
    console.error('[booking] manage failed', error)
    return fail(503, 'The service is temporarily unavailable. Please try again.')
  }
}
