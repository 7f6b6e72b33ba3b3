/** The lead page's résumé link: always a download, with the admin session cookie. */
import { adminApi } from '@/web/admin/auth'
import { resumeResponse } from '@/web/admin/leads-api'

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return resumeResponse(request, (await params).id, adminApi(true))
}
