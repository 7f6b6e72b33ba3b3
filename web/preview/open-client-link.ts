import 'server-only'
/**
 * Opening a client's preview link (app/(site)/preview/[token]/route.ts), with the clock passed in
 * so that expiry is tested without waiting.
 */
import { cookies, draftMode } from 'next/headers'
import { leadsSql } from '@/web/server/database'
import { idOfToken, linkAccess, openPreviewLink, PREVIEW_ACCESS_COOKIE } from './client-links'
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
  const id = await idOfToken(key, token)
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
  // The value carries the link's page, signed: the server shows the draft on that path only
  // (web/preview/scope.ts), and checks the link again on every request
  // (web/preview/preview-gate.ts), so revoking it ends the preview at once. The cookie's Path is
  // a convenience (the browser sends it there only), not the check.
  ;(await cookies()).set(PREVIEW_ACCESS_COOKIE, await linkAccess(key, id, link.path), {
    httpOnly: true,
    sameSite: 'lax',
    secure: new URL(request.url).protocol === 'https:',
    path: link.path,
    expires: link.expiresAt,
  })
  return seeOther(link.path)
}
