import 'server-only'
/**
 * The one way pages read content. Results are cached in Next's data cache under the given tags
 * until the Sanity webhook revalidates them, so pages stay prerendered (or ISR) and never become
 * per-request because of content. Reads are published unless they ask for the preview (`preview:
 * true`, a page rendering for someone in draft mode): then the cache is bypassed and drafts are
 * shown, as web/preview/scope.ts rules: every draft for an editor, and for a client's preview link
 * only its page's own document, on its page (the read that passes that `page`).
 *
 * Why `unstable_cache` and not `'use cache'`: with Cache Components a page's static shell is sent
 * before request-time checks run, so an unknown slug would answer 200 and an alias redirect would
 * be streamed; the site must answer 404 and 308. The previous caching model keeps those statuses
 * (https://nextjs.org/docs/app/guides/caching-without-cache-components).
 */
import type { ClientReturn, QueryParams } from '@sanity/client'
import { unstable_cache } from 'next/cache'
import { cookies } from 'next/headers'
import { cache as perRequest } from 'react'
import { previewPerspective, PREVIEW_PERSPECTIVE_COOKIE } from '@/web/preview/perspective'
import { previewGrant } from '@/web/preview/preview-gate'
import { draftsForRead, mainDocumentFilter } from '@/web/preview/scope'
import { DEFAULT_LOCALE, type Locale } from '../../core/i18n/locales.ts'
import { backend } from './backend'
import type { Perspective } from './backends/types'

/**
 * Whether an editor is previewing drafts: draft mode plus the editor's preview-access cookie
 * (web/preview/preview-gate.ts); false outside a request, and for a client's preview link (it
 * shows one draft, without the Studio's edit links).
 */
export async function isDraftMode(): Promise<boolean> {
  return (await previewGrant())?.kind === 'editor'
}

/**
 * The id of the document a client's preview link shows the draft of: its page's own document
 * (web/preview/scope.ts), the published one at that path, else a new document whose draft has
 * it. Null when the path has none: then the link shows no draft at all.
 */
const linkedDocumentId = perRequest(async (path: string): Promise<string | null> => {
  const main = mainDocumentFilter(path)
  if (!main) return null
  const query = `*[${main.filter}][0]._id`
  for (const perspective of ['published', 'drafts'] as const) {
    const id = await backend.query<string | null>(query, main.params, perspective)
    if (typeof id === 'string') return id
  }
  return null
})

/** How a preview read is made for this request, or null when it reads the published content. */
async function previewRead(
  page: string | undefined,
): Promise<{ perspective: Perspective; stega: boolean } | null> {
  const grant = await previewGrant()
  const drafts = draftsForRead(grant, page)
  if (drafts === 'all') return { perspective: await editorPerspective(), stega: true }
  if (drafts === 'linked-document' && grant?.kind === 'link') {
    const id = await linkedDocumentId(grant.path)
    return id ? { perspective: { draftOf: id }, stega: false } : null
  }
  return null
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
   * The path of the page whose own document this read is ('/services/seo' for the service's
   * query and its slug list): a client's preview link to that path shows that document's draft
   * in this read. Reads without it show such a link the published content.
   */
  page?: string
  /**
   * false: not kept in the data cache. For queries whose parameters come from visitors (search):
   * each distinct set of parameters would be an entry of its own (a file in .next/cache, a key in
   * Redis), so the cache would grow with whatever visitors type.
   */
  cache?: boolean
  /**
   * The language read (core/i18n/locales.ts), English by default: a query of translated documents
   * takes it as `$locale` (web/content/projections.ts `inLocale`). Its tags must be that
   * language's too (typeTag(type, locale)).
   */
  locale?: Locale
}

export async function contentFetch<const Q extends string>({
  query,
  params: given = {},
  tags,
  preview = false,
  page,
  cache = true,
  locale = DEFAULT_LOCALE,
}: ContentFetchOptions<Q>): Promise<ClientReturn<Q, unknown>> {
  // The read's language, for a query that takes one (a query of untranslated documents does not).
  const params = query.includes('$locale') ? { ...given, locale } : given
  const drafts = preview ? await previewRead(page) : null
  if (drafts) {
    return backend.query<ClientReturn<Q, unknown>>(query, params, drafts.perspective, {
      stega: drafts.stega,
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
