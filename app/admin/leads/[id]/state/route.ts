/** The lead state form's target (web/admin/leads-api.ts), with the admin session cookie. */
import { adminApi } from '@/web/admin/auth'
import { leadStateFormResponse } from '@/web/admin/leads-api'

export const dynamic = 'force-dynamic'

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return leadStateFormResponse(request, (await params).id, adminApi(true))
}
