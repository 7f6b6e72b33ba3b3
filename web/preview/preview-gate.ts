import 'server-only'
/**
 * Whether this request may see drafts: Next's draft-mode cookie and a `preview-access` cookie
 * that says who turned it on (web/preview/client-links.ts): an editor, or a client's preview link
 * that is still open. Asked once per request, and only when the draft-mode cookie is there, so a
 * visitor's request never reads a cookie or the database and their pages stay static.
 */
import { cookies, draftMode } from 'next/headers'
import { cache } from 'react'
import { env } from '@/web/env'
import { leadsSql } from '@/web/server/database'
import { getPreviewLink, linkState, parseAccess, PREVIEW_ACCESS_COOKIE } from './client-links'

/**
 * The key preview cookies and links are signed with: the local preview secret, else Sanity's
 * read token (either is needed to read drafts at all). Null: drafts cannot be previewed here.
 */
export function previewKey(): string | null {
  return env.PREVIEW_SECRET ?? env.SANITY_API_READ_TOKEN ?? null
}

async function draftModeOn(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    // Outside a request (generateStaticParams, sitemap generation at build time).
    return false
  }
}

export const canSeeDrafts = cache(async (): Promise<boolean> => {
  if (!(await draftModeOn())) return false
  const key = previewKey()
  if (!key) return false
  const access = parseAccess(key, (await cookies()).get(PREVIEW_ACCESS_COOKIE)?.value)
  if (!access) return false
  if (access.kind === 'editor') return true
  try {
    const link = await getPreviewLink(await leadsSql(), access.id)
    return Boolean(link && linkState(link, new Date()) === 'open')
  } catch (error) {
    // Never a draft when the link cannot be checked.
    console.error('[preview] a preview link could not be checked:', error)
    return false
  }
})
