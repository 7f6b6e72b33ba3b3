/** Types of deferred-scripts.mjs (plain JavaScript, imported by the cache handler at run time). */

/** The start-up scripts step: the page rewritten, or as it was with the `problem` that stopped it. */
export function deferredScripts(html: string): { html: string; problem?: string }

/** The page with Next's start-up scripts inserted after its first paint; as it was without any. */
export function deferStartUpScripts(html: string): string

/** The scripts a rewritten page inserts after its first paint (none for a page not rewritten). */
export function startUpScripts(html: string): string[]

/** Session storage key (with the path after it) of a page reloaded because its scripts are gone. */
export const STALE_RELOAD_KEY: string
