import type { Metadata } from 'next'
import { ManageBooking } from '@/web/components/booking/manage-booking'
import { bookingService } from '@/web/booking/service'

// Per request: the session's state lives in the database.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Your strategy session',
  robots: { index: false, follow: false },
}

type Props = {
  params: Promise<{ token: string }>
  searchParams: Promise<{ action?: string | string[] }>
}

/** /booking/{token}: the visitor's link from a confirmation, to move or cancel their session. */
export default async function ManageBookingPage({ params, searchParams }: Props) {
  const { token } = await params
  const { action } = await searchParams
  const service = bookingService()
  const link = await service.open(decodeURIComponent(token).slice(0, 300)).catch(() => null)
  return (
    <ManageBooking
      token={link?.state === 'live' ? link.token : null}
      state={link?.state ?? 'unavailable'}
      message={link && link.state !== 'live' ? (service.linkWords[link.state] ?? null) : null}
      session={
        link && 'booking' in link
          ? { start: link.booking.start.toISOString(), timeZone: link.booking.timeZone }
          : null
      }
      intent={action === 'cancel' ? 'cancel' : 'reschedule'}
    />
  )
}
