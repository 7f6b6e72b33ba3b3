import 'server-only'
/**
 * Redirects of paths of two segments or more outside the proxy's sections (`/news/:slug`):
 * answered by the catch-all route that would otherwise render 404 (app/(site)/[...missing],
 * rendered per request), so the proxy does not run on every path
 * (docs/content-and-editing.md#redirects).
 */
import { permanentRedirect, redirect } from 'next/navigation'
import { getSiteRedirects } from './site-redirects'
import { countRedirectHit } from './count'
import { answerPath } from './table'

/** Redirects (throws Next's redirect) when an editor's redirect matches `pathname`. */
export async function redirectIfListed(pathname: string): Promise<void> {
  const table = await getSiteRedirects().catch((error: unknown) => {
    console.error('[redirects] table unavailable:', error)
    return null
  })
  const answer = table && answerPath(pathname, table)
  if (answer?.kind !== 'redirect') return
  countRedirectHit(answer.ruleId)
  if (answer.status === 308) permanentRedirect(answer.location)
  redirect(answer.location)
}
