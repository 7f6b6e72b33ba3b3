import { adminApi } from '@/web/admin/auth'
import { bookingsListResponse } from '@/web/admin/bookings-api'

export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  return bookingsListResponse(request, adminApi())
}
