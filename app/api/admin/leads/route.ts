import { adminLeadsResponse } from '@/web/admin/leads-api'
import { adminFailures } from '@/web/admin/session'
import { env } from '@/web/env'
import { requestAddress } from '@/web/http/client-address'
import { recentLeads } from '@/web/leads/server/service'

export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  return adminLeadsResponse(request, {
    adminToken: env.ADMIN_TOKEN,
    list: recentLeads,
    failures: { limiter: adminFailures(), address: requestAddress },
  })
}
