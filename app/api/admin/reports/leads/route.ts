import { adminApi } from '@/web/admin/auth'
import { leadReportResponse } from '@/web/admin/report-api'

export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  return leadReportResponse(request, adminApi())
}
