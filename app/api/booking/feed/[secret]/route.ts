import { feedResponse } from '@/web/admin/bookings-api'
import { leadsSql } from '@/web/server/database'
import { siteFacts } from '@/web/content/site-facts'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ secret: string }> }

/** GET /api/booking/feed/{secret}.ics — the agency's private calendar feed (revocable). */
export async function GET(_request: Request, { params }: Context) {
  try {
    return await feedResponse(await leadsSql(), (await params).secret, await siteFacts())
  } catch (error) {
    console.error('[booking] feed unavailable:', error)
    return new Response('The calendar is temporarily unavailable', {
      status: 503,
      headers: { 'Retry-After': '2', 'Cache-Control': 'no-store' },
    })
  }
}
