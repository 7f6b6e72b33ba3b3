/** Types of the parts of cache-handler.mjs (plain JavaScript, loaded by Next) that tests use. */

/** Whether a cache value is a page (or route response) that answered 404. */
export function isNotFound(value: unknown): boolean

/**
 * A page with its own rules inline (critical-css.mjs) and its start-up scripts after its first paint
 * (deferred-scripts.mjs); the value as it was otherwise, and for a step that fails.
 */
export function forFirstPaint<T extends { kind?: string; html?: unknown }>(
  value: T,
  distDir: string | undefined,
): Promise<T>

export default class SiteCacheHandler {
  constructor(context: unknown)
}
