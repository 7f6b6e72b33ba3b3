/** The inbox's "Export CSV" link: the API's export, with the admin session cookie. */
import { adminApi } from '@/web/admin/auth'
import { leadsCsvResponse } from '@/web/admin/leads-api'

export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  return leadsCsvResponse(request, adminApi(true))
}
