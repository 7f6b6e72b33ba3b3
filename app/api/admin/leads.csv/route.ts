import { adminApi } from '@/web/admin/auth'
import { leadsCsvResponse } from '@/web/admin/leads-api'

export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  return leadsCsvResponse(request, adminApi())
}
