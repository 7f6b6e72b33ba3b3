/** Types of critical-css.mjs (plain JavaScript, imported by the cache handler at run time). */

/** A style sheet's relative `url()`s made absolute (`href`: the sheet's path). */
export function absoluteUrls(css: string, href: string): string

/**
 * Where a page's first screen ends in its markup: at least `blocks` of <main>'s blocks and `bytes`
 * of its markup; the footer only when <main> is shorter than `mainBeforeFooter`.
 */
export const FIRST_SCREEN: Readonly<{ blocks: number; bytes: number; mainBeforeFooter: number }>

/** The CSS of the sheets `hrefs` (in `distDir`) that the page's first screen uses; undefined for a sheet outside the build. */
export function usedCss(html: string, hrefs: string[], distDir: string): Promise<string | undefined>

/** The critical CSS step: the page rewritten, or as it was with the `problem` that stopped it. */
export function criticalCss(
  html: string,
  options: { distDir: string },
): Promise<{ html: string; problem?: string }>

/** The page with its own rules inline and Next's style sheets loaded without blocking the first paint. */
export function inlineCriticalCss(html: string, options: { distDir: string }): Promise<string>
