import { type NextRequest } from 'next/server'
import { bookingService } from '@/web/booking/service'

/**
 * GET /api/booking/invite?token=… — the visitor's calendar file (.ics) of their session, as the
 * confirmation e-mail carries it, for the confirmation page's "Add to calendar". The token is the
 * session's signed manage link: 400 without one, 404 for a forged or unknown one, 410 when the
 * link is used, expired or the session cancelled; 503 while the database cannot be read.
 */
export async function GET(request: NextRequest) {
  const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }
  const token = (request.nextUrl.searchParams.get('token') ?? '').slice(0, 300)
  if (!token) return Response.json({ error: 'token is required' }, { status: 400, headers })
  let found
  try {
    found = await bookingService().confirmation(token)
  } catch (error) {
    console.error('[booking] invite unavailable', error)
    return Response.json(
      { error: 'The service is temporarily unavailable. Please try again.' },
      { status: 503, headers: { ...headers, 'Retry-After': '2' } },
    )
  }
  if (found.state !== 'live') {
    const status = found.state === 'forged' || found.state === 'missing' ? 404 : 410
    return Response.json(
      { error: bookingService().linkWords[found.state] ?? 'This link cannot be used.' },
      { status, headers },
    )
  }
  return new Response(found.invite.content, {
    headers: {
      ...headers,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="strategy-session.ics"',
    },
  })
}
