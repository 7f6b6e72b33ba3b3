import type { QueryParams } from '@sanity/client'

/**
 * `published` sees only published documents; `drafts` sees each document's draft in place of the
 * published version where one exists (what an editor previews).
 */
export type Perspective = 'published' | 'drafts'

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
  query<R = unknown>(query: string, params: QueryParams, perspective: Perspective): Promise<R>
}
