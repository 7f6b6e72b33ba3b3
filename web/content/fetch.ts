import 'server-only'
/**
 * The one way pages read content. Results are cached in Next's data cache under the given tags
 * until the Sanity webhook revalidates them, so pages stay prerendered (or ISR) and never become
 * per-request because of content. Reads are published unless they ask for the preview (`preview:
 * true`, a page rendering for an editor in draft mode): then the cache is bypassed and drafts
 * are shown.
 *
 * Why `unstable_cache` and not `'use cache'`: with Cache Components a page's static shell is sent
 * before request-time checks run, so an unknown slug would answer 200 and an alias redirect would
 * be streamed; the site must answer 404 and 308. The previous caching model keeps those statuses
 * (https://nextjs.org/docs/app/guides/caching-without-cache-components).
 */
import type { ClientReturn, QueryParams } from '@sanity/client'
import { unstable_cache } from 'next/cache'
import { cookies } from 'next/headers'
import { previewPerspective, PREVIEW_PERSPECTIVE_COOKIE } from '@/web/preview/perspective'
import { canSeeDrafts } from '@/web/preview/preview-gate'
import { backend } from './backend'
import type { Perspective } from './backends/types'

/**
 * Whether an editor (or a client's open preview link) is previewing drafts: draft mode plus the
 * preview-access cookie (web/preview/preview-gate.ts); false outside a request.
 */
export async function isDraftMode(): Promise<boolean> {
  return canSeeDrafts()
}

/**
 * The perspective an editor in draft mode previews: drafts, or what they picked in the
 * Presentation tool's perspective menu. Cookies are read here, in the draft branch only: a
 * visitor's request never gets this far, so their pages stay static.
 */
async function editorPerspective(): Promise<Perspective> {
  return previewPerspective((await cookies()).get(PREVIEW_PERSPECTIVE_COOKIE)?.value)
}

export interface ContentFetchOptions<Q extends string> {
  query: Q
  params?: QueryParams
  /** Tags from web/content/tags.ts: every type the query reads. */
  tags: string[]
  /**
   * true: an editor in draft mode sees their drafts (and, on Sanity, stega edit links). Only for
   * what a page renders for that editor. Everything else reads the published content, the
   * default: what leaves the page (order and quote prices, e-mails, structured data, sitemaps,
   * share images, search answers) must never carry a draft.
   */
  preview?: boolean
  /**
   * false: not kept in the data cache. For queries whose parameters come from visitors (search):
   * each distinct set of parameters would be an entry of its own (a file in .next/cache, a key in
   * Redis), so the cache would grow with whatever visitors type.
   */
  cache?: boolean
}

export async function contentFetch<const Q extends string>({
  query,
  params = {},
  tags,
  preview = false,
  cache = true,
}: ContentFetchOptions<Q>): Promise<ClientReturn<Q, unknown>> {
  if (preview && (await isDraftMode())) {
    return backend.query<ClientReturn<Q, unknown>>(query, params, await editorPerspective(), {
      stega: true,
    })
  }
  if (!cache) return backend.query<ClientReturn<Q, unknown>>(query, params, 'published')
  const cached = unstable_cache(
    () => backend.query<ClientReturn<Q, unknown>>(query, params, 'published'),
    ['content', backend.name, await backend.version(), query, JSON.stringify(params)],
    { tags, revalidate: backend.revalidate },
  )
  return cached()
}
