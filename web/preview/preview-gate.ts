import 'server-only'
/**
 * Who is previewing in this request: Next's draft-mode cookie and a `preview-access` cookie that
 * says who turned it on (web/preview/client-links.ts): an editor, or a client's preview link that
 * is still open, with the page it was made for. Which drafts each read then shows is
 * web/preview/scope.ts's rule. Asked once per request, and only when the draft-mode cookie is
 * there, so a visitor's request never reads a cookie or the database and their pages stay static.
 */
import { cookies, draftMode } from 'next/headers'
import { cache } from 'react'
import { env } from '@/web/env'
import { leadsSql } from '@/web/server/database'
import { getPreviewLink, linkState, parseAccess, PREVIEW_ACCESS_COOKIE } from './client-links'
import { samePage, type PreviewGrant } from './scope'

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

export const previewGrant = cache(async (): Promise<PreviewGrant> => {
  if (!(await draftModeOn())) return null
  const key = previewKey()
  if (!key) return null
  const access = await parseAccess(key, (await cookies()).get(PREVIEW_ACCESS_COOKIE)?.value)
  if (!access) return null
  if (access.kind === 'editor') return access
  try {
    const link = await getPreviewLink(await leadsSql(), access.id)
    // The row is the truth: open now, and for the page the cookie was signed for.
    if (!link || linkState(link, new Date()) !== 'open' || !samePage(link.path, access.path)) {
      return null
    }
    return { kind: 'link', id: link.id, path: link.path }
  } catch (error) {
    // Never a draft when the link cannot be checked.
    console.error('[preview] a preview link could not be checked:', error)
    return null
  }
})

/** Whether someone previews at all (the preview bar, `noindex`); which drafts is per read. */
export const isPreviewing = cache(async (): Promise<boolean> => (await previewGrant()) !== null)
