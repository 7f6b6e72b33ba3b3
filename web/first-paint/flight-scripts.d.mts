/** Types of flight-scripts.mjs (plain JavaScript, imported by the cache handler at run time). */

/** What a flight script placed inside an element ends with: it takes itself out as it runs. */
export const REMOVES_ITSELF: string

/** The body of a JSON string literal as the body of a single-quoted JavaScript string literal. */
export function singleQuotedBody(body: string): string

/** The flight-scripts step: the page rewritten, or as it was with the `problem` that stopped it. */
export function flightScripts(html: string): { html: string; problem?: string }
