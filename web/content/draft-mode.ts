import 'server-only'
/**
 * Turning draft mode on and off. Draft mode is Next's per-browser cookie: with it, pages render
 * per request from drafts (web/content/fetch.ts) for that editor alone; everyone else keeps the
 * prerendered pages.
 *
 * On: `GET /api/draft-mode/enable?sanity-preview-secret=…&sanity-preview-pathname=/services/seo`,
 * the URL Sanity's Presentation tool opens. On Sanity the secret is one the Studio has just
 * stored in the Content Lake, checked by next-sanity's `defineEnableDraftMode`; on the local
 * dataset it is PREVIEW_SECRET. Either way only on a preview host and only towards a path of
 * this site. Off: `POST /api/draft-mode/disable` (a form, so no prefetch turns it off).
 * https://nextjs.org/docs/app/guides/draft-mode
 */
import { cookies, draftMode } from 'next/headers'
import { redirect, unstable_rethrow } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { sanityConfig } from './backend'
import { createSanityClient, type SanityBackendConfig } from './backends/sanity'
import { env, siteUrl } from '@/web/env'
import { requestAddress } from '@/web/http/client-address'
import { rateLimiter } from '@/web/lib/rate-limits'
import {
  isAllowedHost,
  PATHNAME_PARAM,
  sameSitePath,
  SECRET_PARAM,
  secretsMatch,
} from '@/web/preview/access'
import { editorAccess, PREVIEW_ACCESS_COOKIE } from '@/web/preview/client-links'
import { PREVIEW_PERSPECTIVE_COOKIE } from '@/web/preview/perspective'
import { previewKey } from '@/web/preview/preview-gate'
import type { RateLimiter } from '@/core/http/rate-limit.ts'
import { processGlobal } from '@/web/server/process-global.mjs'

const answer = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
  })

/** Wrong preview secrets accepted per client address per minute, then every try is refused. */
export const PREVIEW_FAILURES_PER_MINUTE = 10

/**
 * Wrong preview secrets per client address, like the admin token's (web/admin/session.ts): only
 * failures count, and an address past the limit is refused even with the right secret until the
 * minute has passed, so the secret cannot be guessed at the server's speed.
 */
function previewFailures(): RateLimiter {
  return processGlobal('preview.failures', () =>
    rateLimiter('preview-failures', PREVIEW_FAILURES_PER_MINUTE),
  )
}

/**
 * Hosts where draft mode can be turned on: PREVIEW_HOSTS and, on Sanity, the site's own host
 * too, because the Studio embedded at /studio frames the site on its own origin.
 */
export function previewHosts(): string[] {
  return sanityConfig ? [...env.PREVIEW_HOSTS, new URL(siteUrl).host] : env.PREVIEW_HOSTS
}

/**
 * Marks this browser as an editor's (web/preview/preview-gate.ts): draft mode shows drafts only
 * with it. Same attributes as Next's draft-mode cookie, so it reaches the Studio's frame too.
 */
async function markEditor(): Promise<void> {
  const key = previewKey()
  if (!key) return
  ;(await cookies()).set(PREVIEW_ACCESS_COOKIE, await editorAccess(key), {
    httpOnly: true,
    sameSite: 'none',
    secure: true,
    path: '/',
  })
}

export async function enableDraftMode(request: NextRequest): Promise<Response> {
  if (!sanityConfig && !env.PREVIEW_SECRET) {
    return answer(404, 'Draft preview is not set up here: set PREVIEW_SECRET and PREVIEW_HOSTS.')
  }
  if (!isAllowedHost(request.headers.get('host'), previewHosts())) {
    return answer(403, 'Drafts can only be previewed on a preview host (PREVIEW_HOSTS).')
  }
  const path = sameSitePath(request.nextUrl.searchParams.get(PATHNAME_PARAM))
  if (path === null) {
    return answer(400, `${PATHNAME_PARAM} must be a path on this site, such as /services/seo.`)
  }
  const failures = previewFailures()
  const address = requestAddress(request)
  if (await failures.blocked(address)) {
    const response = answer(429, 'Too many wrong preview secrets. Please wait a minute.')
    response.headers.set('retry-after', '60')
    return response
  }
  const response = await (sanityConfig
    ? enableOnSanity(request, sanityConfig)
    : enableOnLocal(request, path, env.PREVIEW_SECRET!))
  if (response.status === 401) await failures.take(address)
  return response
}

async function enableOnLocal(request: NextRequest, path: string, secret: string) {
  const given = request.nextUrl.searchParams.get(SECRET_PARAM)
  if (!given || !secretsMatch(given, secret)) {
    return answer(401, 'The preview secret is missing or wrong.')
  }
  ;(await draftMode()).enable()
  await markEditor()
  redirect(path)
}

async function enableOnSanity(request: NextRequest, config: SanityBackendConfig) {
  if (!config.token) {
    return answer(500, 'Previewing drafts from Sanity needs SANITY_API_READ_TOKEN.')
  }
  const { GET } = defineEnableDraftMode({
    client: createSanityClient(config).withConfig({ token: config.token }),
  })
  try {
    // A valid secret turns draft mode on and redirects (Next's redirect is thrown, and rethrown);
    // the editor's mark is set first and taken back when the secret is refused.
    await markEditor()
    const response = await GET(request)
    if (response.status !== 401) return response
    ;(await cookies()).delete(PREVIEW_ACCESS_COOKIE)
  } catch (error) {
    unstable_rethrow(error)
    console.error('Checking a preview secret with Sanity failed:', error)
    return answer(502, 'Sanity could not be reached to check the preview secret. Try again.')
  }
  return answer(
    401,
    "The preview secret is missing, wrong or expired: open the page from the Studio's Presentation tool again.",
  )
}

/** Where 'Exit preview' returns: the form's page, else the referring page of this site, else /. */
function returnPath(request: NextRequest, form: FormData | null): string {
  const field = form?.get('redirect')
  if (typeof field === 'string') return sameSitePath(field) ?? '/'
  const referer = request.headers.get('referer')
  if (!referer) return '/'
  try {
    const url = new URL(referer)
    if (url.host !== request.headers.get('host')) return '/'
    return sameSitePath(`${url.pathname}${url.search}`) ?? '/'
  } catch {
    return '/'
  }
}

export async function disableDraftMode(request: NextRequest): Promise<Response> {
  ;(await draftMode()).disable()
  const jar = await cookies()
  if (jar.has(PREVIEW_PERSPECTIVE_COOKIE)) jar.delete(PREVIEW_PERSPECTIVE_COOKIE)
  if (jar.has(PREVIEW_ACCESS_COOKIE)) jar.delete(PREVIEW_ACCESS_COOKIE)
  const form = await request.formData().catch(() => null)
  // 303: the browser follows a form's POST with a GET of the page.
  return new Response(null, {
    status: 303,
    headers: { location: returnPath(request, form), 'cache-control': 'private, no-store' },
  })
}
