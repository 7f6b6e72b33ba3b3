import { adminApi } from '@/web/admin/auth'
import { leadResponse } from '@/web/admin/leads-api'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

export async function GET(request: Request, { params }: Context) {
  return leadResponse(request, (await params).id, adminApi())
}

export async function PATCH(request: Request, { params }: Context) {
  return leadResponse(request, (await params).id, adminApi())
}
