import { privacyRequestResponse } from '@/web/privacy/routes'
import { privacyRouteDeps } from '@/web/leads/server/privacy-routes'

export const dynamic = 'force-dynamic'

/** A visitor's request to see or erase their data (the privacy policy page's form). */
export function POST(request: Request) {
  return privacyRequestResponse(request, privacyRouteDeps())
}
