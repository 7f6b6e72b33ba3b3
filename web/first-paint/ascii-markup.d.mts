/** Types of ascii-markup.mjs (plain JavaScript, imported by the cache handler at run time). */

/** The ASCII step: the page with every character outside ASCII escaped where it stands. */
export function asciiMarkup(html: string): { html: string; problem?: string }
