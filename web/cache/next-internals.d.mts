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
