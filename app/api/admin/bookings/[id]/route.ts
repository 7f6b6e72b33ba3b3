import { adminApi } from '@/web/admin/auth'
import { bookingStateResponse } from '@/web/admin/bookings-api'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

export async function PATCH(request: Request, { params }: Context) {
  return bookingStateResponse(request, (await params).id, adminApi())
}
