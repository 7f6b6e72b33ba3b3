import type { Metadata } from 'next'
import { bookingSecret, listBookings } from '@/core/booking/booking-store.ts'
import { adminAccess } from '@/web/admin/auth'
import { feedUrl } from '@/web/admin/bookings-api'
import { deliveryNotice } from '@/web/admin/inbox-page'
import { AdminFrame } from '@/web/components/admin/admin-frame'
import { AdminSignIn, AdminUnavailable } from '@/web/components/admin/admin-sign-in'
import { BookingCalendar } from '@/web/components/admin/booking-calendar'
import { bookingRules } from '@/web/booking/service'
import { siteUrl } from '@/web/env'

// Per request: it reads the session cookie and the database.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Sessions', robots: { index: false, follow: false } }

const DAY = 86_400_000

/** /admin/bookings: the upcoming sessions by day, their state, and the private feed URL. */
export default async function AdminBookingsPage() {
  const access = await adminAccess()
  if (access.status === 'signed-out') return <AdminSignIn />
  if (access.status === 'unavailable') return <AdminUnavailable />
  const now = Date.now()
  const data = await Promise.all([
    listBookings(access.sql, new Date(now - DAY), new Date(now + 60 * DAY)),
    bookingSecret(access.sql, 'feed'),
    deliveryNotice(access.sql),
    bookingRules(),
  ]).catch((error: unknown) => {
    console.error('[admin] bookings unavailable:', error)
    return null
  })
  if (!data) return <AdminUnavailable />
  const [bookings, secret, notice, rules] = data
  return (
    <AdminFrame notice={notice}>
      <BookingCalendar
        zone={rules.timeZone}
        feedUrl={feedUrl(siteUrl, secret)}
        sessions={bookings.map((booking) => ({
          id: booking.id,
          leadId: booking.leadId,
          start: booking.start.toISOString(),
          state: booking.state,
          name: booking.name,
          email: booking.email,
          timeZone: booking.timeZone,
        }))}
      />
    </AdminFrame>
  )
}
