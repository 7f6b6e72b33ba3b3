import type { QueryParams } from '@sanity/client'

/**
 * `published` sees only published documents; `drafts` sees each document's draft in place of the
 * published version where one exists (what an editor previews). On Sanity, the Presentation tool
 * can also ask for a stack of content releases over the drafts (`['rSummer', 'drafts']`); the
 * local dataset has no releases and shows its drafts for such a stack.
 *
 * `{ draftOf: id }` is published content with that one document's draft in its place: what a
 * client's preview link shows on its page (web/preview/scope.ts). The local dataset overlays
 * exactly that document; Sanity has no such perspective, so there the read that renders the
 * page's own document uses `drafts` (documents its query follows by reference show their drafts
 * too), while every other read of the page stays published.
 */
export type Perspective = 'published' | 'drafts' | string[] | { draftOf: string }

export interface QueryOptions {
  /**
   * Encode edit links into display strings for visual editing (draft mode only). Only Sanity can:
   * it needs the Content Source Map the Content Lake returns with a result.
   */
  stega?: boolean
}

/** A source of content that answers GROQ. Two exist: the local dataset and Sanity's Content Lake. */
export interface ContentBackend {
  readonly name: 'local' | 'sanity'
  /**
   * Part of every cache key: the local dataset's file signature, so a cache entry written before
   * the file changed (even by an earlier build) is never read after it.
   */
  version(): Promise<string>
  /** Seconds after which cached results are refetched even without a webhook; false = never. */
  readonly revalidate: number | false
  query<R = unknown>(
    query: string,
    params: QueryParams,
    perspective: Perspective,
    options?: QueryOptions,
  ): Promise<R>
}
