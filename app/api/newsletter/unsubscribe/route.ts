import { oneClickUnsubscribeResponse } from '@/web/privacy/routes'
import { privacyRouteDeps } from '@/web/leads/server/privacy-routes'

export const dynamic = 'force-dynamic'

/** RFC 8058 one-click unsubscribe (the List-Unsubscribe header of every newsletter e-mail). */
export function POST(request: Request) {
  return oneClickUnsubscribeResponse(request, privacyRouteDeps())
}

export function GET(request: Request) {
  return oneClickUnsubscribeResponse(request, privacyRouteDeps())
}
