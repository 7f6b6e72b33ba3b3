import 'server-only'
/**
 * The one way pages read content. Results are cached in Next's data cache under the given tags
 * until the Sanity webhook revalidates them, so pages stay prerendered (or ISR) and never become
 * per-request because of content. In draft mode the cache is bypassed and drafts are shown.
 *
 * Why `unstable_cache` and not `'use cache'`: with Cache Components a page's static shell is sent
 * before request-time checks run, so an unknown slug would answer 200 and an alias redirect would
 * be streamed; the site must answer 404 and 308. The previous caching model keeps those statuses
 * (https://nextjs.org/docs/app/guides/caching-without-cache-components).
 */
import type { ClientReturn, QueryParams } from '@sanity/client'
import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import { backend } from './backend'

/** Whether an editor is previewing drafts (false outside a request, e.g. at build time). */
export async function isDraftMode(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    // Outside a request (generateStaticParams, sitemap generation at build time).
    return false
  }
}

export interface ContentFetchOptions<Q extends string> {
  query: Q
  params?: QueryParams
  /** Tags from web/content/tags.ts: every type the query reads. */
  tags: string[]
}

export async function contentFetch<const Q extends string>({
  query,
  params = {},
  tags,
}: ContentFetchOptions<Q>): Promise<ClientReturn<Q, unknown>> {
  if (await isDraftMode()) {
    return backend.query<ClientReturn<Q, unknown>>(query, params, 'drafts')
  }
  const cached = unstable_cache(
    () => backend.query<ClientReturn<Q, unknown>>(query, params, 'published'),
    ['content', backend.name, await backend.version(), query, JSON.stringify(params)],
    { tags, revalidate: backend.revalidate },
  )
  return cached()
}
