/** Types of the parts of cache-handler.mjs (plain JavaScript, loaded by Next) that tests use. */

/** Whether a cache value is a page (or route response) that answered 404. */
export function isNotFound(value: unknown): boolean

/** Whether a cache value is a page that answered with a redirect (never stored either). */
export function isRedirect(value: unknown): boolean

/**
 * A page rewritten for its first paint (web/first-paint); the value as it was otherwise. A step
 * that does not match the page is logged as an error and leaves the page as it was for that step.
 */
export function forFirstPaint<T extends { kind?: string; html?: unknown }>(
  value: T,
  distDir: string | undefined,
  key?: string,
): Promise<T>

/**
 * Empties `.next/server/route-cache` when another build's server wrote it and marks it as this
 * build's; once per folder and process. Whether pages of another build were dropped.
 */
export function dropOtherBuildsPages(serverDistDir: string | undefined): boolean

/** A cache entry as Next's cache handlers return it. */
interface CacheEntry {
  lastModified?: number
  value: { kind?: string; status?: number; html?: string; [field: string]: unknown } | null
}

export default class SiteCacheHandler {
  constructor(context: unknown)
  get(key: string, context: unknown): Promise<CacheEntry | null>
  /** Stores the entry, except a redirect, or a 404 where no page is stored (hasEntry). */
  set(key: string, value: unknown, context: unknown): Promise<void>
  /** Whether a page (or route response) is stored at this key, whatever its age. */
  hasEntry(key: string, value: unknown): Promise<boolean>
  revalidateTag(tags: string | string[], durations?: unknown): Promise<void>
}
