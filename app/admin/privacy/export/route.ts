import { adminApi } from '@/web/admin/auth'
import { personResponse } from '@/web/admin/people-api'

export const dynamic = 'force-dynamic'

/** /admin/privacy/export?email=…: the admin page's download of a person's data (session cookie). */
export function GET(request: Request) {
  const email = new URL(request.url).searchParams.get('email') ?? ''
  return personResponse(request, encodeURIComponent(email), adminApi(true))
}
