/** Types of index.mjs (plain JavaScript, imported by the cache handler at run time). */

export { STALE_RELOAD_KEY, startUpScripts } from './deferred-scripts.mjs'

/** The steps, by the names their problems are reported under, in the order they run. */
export const STEPS: Readonly<{
  criticalCss: string
  startUpScripts: string
  flightScripts: string
  flightPlacement: string
  asciiMarkup: string
}>

/** The Studio and the lead desk: tools, not pages of the site. */
export const TOOL_PAGES: RegExp

/** Whether a path (`studio/desk.html`, `/admin/leads`) is one of the tool pages. */
export function isToolPage(pathname: string): boolean

/** A step that did not match the page, and why. */
export interface StepProblem {
  step: string
  problem: string
}

/** The page rewritten by every step, and the problems of the steps that did not match it. */
export function rewritePage(
  html: string,
  options: { distDir: string },
): Promise<{ html: string; problems: StepProblem[] }>

/** The same text, held one byte per character when it is ASCII (decoded afresh from its bytes). */
export function compactString(text: string): string
