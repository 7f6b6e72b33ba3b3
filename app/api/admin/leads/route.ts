import { adminLeadsResponse } from '@/web/admin/leads-api'
import { env } from '@/web/env'
import { recentLeads } from '@/web/leads/server/service'

export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  return adminLeadsResponse(request, { adminToken: env.ADMIN_TOKEN, list: recentLeads })
}
