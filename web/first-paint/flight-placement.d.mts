/** Types of flight-placement.mjs (plain JavaScript, imported by the cache handler at run time). */

/** The rows of flight data, each whole, as React's flight client splits them. */
export function flightRows(text: string): { id: string; text: string; sized: boolean }[]

/** The flight-placement step: the page rewritten, or as it was with the `problem` that stopped it. */
export function flightPlacement(
  html: string,
  options?: { stretch?: number },
): { html: string; problem?: string }
