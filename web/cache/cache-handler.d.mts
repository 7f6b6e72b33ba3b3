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

export default class SiteCacheHandler {
  constructor(context: unknown)
}
