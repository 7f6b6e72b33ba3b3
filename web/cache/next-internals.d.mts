/** Types of next-internals.mjs (plain JavaScript, imported by the cache handler at run time). */

/** Where Next keeps its default incremental cache. */
export const FILE_SYSTEM_CACHE: string

/** Next's default incremental cache (its `CacheHandler` interface). */
export const FileSystemCache: new (context: unknown) => {
  get(key: string, context: unknown): Promise<unknown>
  set(key: string, value: unknown, context: unknown): Promise<void>
  revalidateTag(tags: string | string[], durations?: unknown): Promise<void>
  resetRequestCache?(): void
}

/** Where Next makes a regenerated page's cache key (getRouteCacheKey). */
export const ROUTE_CACHE_KEY: string

/** The folder under `.next/server` of the pages a running server regenerated ('route-cache'). */
export const ROUTE_CACHE_DIRECTORY: string
