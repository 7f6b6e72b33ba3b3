/** Types of deferred-scripts.mjs (plain JavaScript, imported by the cache handler at run time). */

/** The page with Next's start-up scripts inserted after its first paint; as it was without any. */
export function deferStartUpScripts(html: string): string

/** The scripts a rewritten page inserts after its first paint (none for a page not rewritten). */
export function startUpScripts(html: string): string[]
