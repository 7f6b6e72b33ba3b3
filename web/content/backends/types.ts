import type { QueryParams } from '@sanity/client'
import type { Perspective } from '@/web/preview/perspective'

/** Which content a read sees (web/preview/perspective.ts, where draft mode decides it). */
export type { Perspective }

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
