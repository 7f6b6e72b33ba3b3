import { adminApi } from '@/web/admin/auth'
import { leadsListResponse } from '@/web/admin/leads-api'

export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  return leadsListResponse(request, adminApi())
}
