/**
 * A client's preview link, `/preview/{token}` (web/preview/client-links.ts): an open link turns
 * draft mode on for that browser, with access to the link's page only, and sends it there; any
 * other link (forged, mistyped, expired, revoked) goes to a page that says so, never to a draft.
 * On any host, the public one included.
 */
import { openClientLink } from '@/web/preview/open-client-link'

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  return openClientLink(request, token, new Date())
}
