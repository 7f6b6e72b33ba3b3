import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { sessionTime } from '@/core/booking/session-mail.ts'
import { BookingConfirmation } from '@/web/components/booking/booking-confirmation'
import { bookingService } from '@/web/booking/service'

// Per request: the session's state lives in the database.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Your strategy session is booked',
  robots: { index: false, follow: false },
}

type Props = { params: Promise<{ token: string }> }

/**
 * /booking/{token}/confirmed: where the booking form takes a visitor once their session is booked
 * (the token is the session's signed manage link, from the function's answer). A token that is
 * not one of the site's, or names no session, answers 404 like the manage page; a link that is
 * used, expired or cancelled goes to the manage page, which says so.
 */
export default async function BookingConfirmedPage({ params }: Props) {
  const { token: raw } = await params
  let token: string
  try {
    token = decodeURIComponent(raw).slice(0, 300)
  } catch {
    notFound()
  }
  const service = bookingService()
  const found = await service.confirmation(token)
  if (found.state === 'forged' || found.state === 'missing') notFound()
  const path = `/booking/${encodeURIComponent(token)}`
  if (found.state !== 'live') redirect(path)
  const { session, calendars, booking } = found
  const agencyWhen =
    session.agencyZone !== booking.timeZone ? sessionTime(booking.start, session.agencyZone) : null
  return (
    <BookingConfirmation
      session={{
        when: sessionTime(booking.start, booking.timeZone),
        agencyWhen,
        meetingLink: session.meetingLink,
        email: booking.email,
        invitePath: `/api/booking/invite?token=${encodeURIComponent(token)}`,
        google: calendars.google,
        outlook: calendars.outlook,
        reschedulePath: path,
        cancelPath: `${path}?action=cancel`,
      }}
    />
  )
}
