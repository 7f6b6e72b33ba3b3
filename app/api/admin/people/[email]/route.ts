import { adminApi } from '@/web/admin/auth'
import { personResponse } from '@/web/admin/people-api'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ email: string }> }

/** Everything held about an address, as JSON. */
export async function GET(request: Request, { params }: Context) {
  return personResponse(request, (await params).email, adminApi())
}

/** Erases an address from every table. */
export async function DELETE(request: Request, { params }: Context) {
  return personResponse(request, (await params).email, adminApi())
}
