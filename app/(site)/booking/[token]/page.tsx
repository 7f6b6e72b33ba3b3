import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
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

/** The token of the path, as the link wrote it (Next may hand it still percent-encoded). */
function tokenOf(raw: string): string | null {
  try {
    return decodeURIComponent(raw).slice(0, 300)
  } catch {
    return null
  }
}

/**
 * /booking/{token}: the visitor's link from a confirmation, to move or cancel their session. A
 * token that is not one of the site's (forged, mistyped) or names no session answers 404, as
 * POST /api/booking/manage does, with the words of ./not-found.tsx; a used, expired or cancelled
 * link keeps its page, which says so.
 */
export default async function ManageBookingPage({ params, searchParams }: Props) {
  const { token: raw } = await params
  const { action } = await searchParams
  const token = tokenOf(raw)
  if (token === null) notFound()
  const service = bookingService()
  const link = await service.open(token).catch(() => null)
  if (link?.state === 'forged' || link?.state === 'missing') notFound()
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
