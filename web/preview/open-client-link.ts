import 'server-only'
/**
 * Opening a client's preview link (app/(site)/preview/[token]/route.ts), with the clock passed in
 * so that expiry is tested without waiting.
 */
import { cookies, draftMode } from 'next/headers'
import { leadsSql } from '@/web/server/database'
import { idOfToken, openPreviewLink, PREVIEW_ACCESS_COOKIE } from './client-links'
import { previewKey } from './preview-gate'

import { CLOSED_LINK_PATH, type ClosedReason } from './closed-link'

const seeOther = (location: string) =>
  new Response(null, {
    status: 303,
    headers: { location, 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' },
  })

const closed = (reason: ClosedReason) => seeOther(`${CLOSED_LINK_PATH}?reason=${reason}`)

export async function openClientLink(request: Request, token: string, now: Date) {
  const key = previewKey()
  if (!key) return closed('unavailable')
  const id = idOfToken(key, token)
  if (!id) return closed('invalid')
  let opened: Awaited<ReturnType<typeof openPreviewLink>>
  try {
    opened = await openPreviewLink(await leadsSql(), id, now)
  } catch (error) {
    console.error('[preview] a preview link could not be checked:', error)
    return closed('unavailable')
  }
  if ('closed' in opened) return closed(opened.closed === 'unknown' ? 'invalid' : opened.closed)
  const { link } = opened
  ;(await draftMode()).enable()
  // Scoped to the link's page: the browser sends it there only, and the server checks the link
  // again on every request (web/preview/preview-gate.ts), so revoking it ends the preview at once.
  ;(await cookies()).set(PREVIEW_ACCESS_COOKIE, `l.${token}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure: new URL(request.url).protocol === 'https:',
    path: link.path,
    expires: link.expiresAt,
  })
  return seeOther(link.path)
}
