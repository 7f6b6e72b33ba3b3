/**
 * The site's pages rewritten for their first paint: the one entry to the rewrites of Next's HTML.
 *
 * - critical CSS (./critical-css.mjs): the page's own rules inline, the site's style sheet loaded
 *   without blocking the first paint;
 * - start-up scripts (./deferred-scripts.mjs): Next's start-up scripts inserted after that paint;
 * - flight scripts (./flight-scripts.mjs): React's flight data in single-quoted strings, whose
 *   quotes need no escape;
 * - flight placement (./flight-placement.mjs): each row of that data pushed right after the markup
 *   it repeats, where compression finds the repeat;
 * - ASCII markup (./ascii-markup.mjs): every character outside ASCII escaped where it stands, so
 *   the server sends the stored page without encoding it again on each request.
 *
 * The first four read Next's markup, so each reports a `problem` when it does not find what it expects
 * there (no style sheet link, no start-up scripts, a tag of a shape it does not know) instead of
 * passing the page on silently as it was. The build (./build.ts, after `next build`) fails on any;
 * the cache handler (web/cache/cache-handler.mjs), which applies the same rewrite to every page it
 * stores later, logs them as errors and stores the page as the steps left it. The build also marks
 * the scripts the pages start with for compilation while they stream in (./compile-hints.ts).
 *
 * Plain JavaScript: the cache handler imports it at run time, outside Next's bundles.
 */
import { asciiMarkup } from './ascii-markup.mjs'
import { criticalCss } from './critical-css.mjs'
import { deferredScripts, STALE_RELOAD_KEY, startUpScripts } from './deferred-scripts.mjs'
import { flightPlacement } from './flight-placement.mjs'
import { flightScripts } from './flight-scripts.mjs'

export { STALE_RELOAD_KEY, startUpScripts }

/** The steps, by the names their problems are reported under, in the order they run. */
export const STEPS = Object.freeze({
  criticalCss: 'critical CSS',
  startUpScripts: 'start-up scripts',
  flightScripts: 'flight scripts',
  flightPlacement: 'flight placement',
  asciiMarkup: 'ASCII markup',
})

/**
 * The Studio and the lead desk (paths as under `.next/server/app`, or URL paths): tools, not pages
 * of the site. Their HTML keeps Next's style sheet link and script tags, and the service worker
 * does not precache their assets (scripts/build-service-worker.ts).
 */
export const TOOL_PAGES = /^(studio|admin)(\/|\.|$)/

/**
 * Whether a path (`studio/desk.html`, `/admin/leads`) is one of the {@link TOOL_PAGES}.
 * @param {string} pathname
 */
export function isToolPage(pathname) {
  return TOOL_PAGES.test(pathname.replace(/^\/+/, ''))
}

/**
 * The page rewritten by every step, and the problems of the steps that did not match it (each
 * such step leaves the page as it was; a step that throws is reported the same way).
 * @param {string} html
 * @param {{ distDir: string }} options `distDir`: the build (`.next`), where the style sheets are
 * @returns {Promise<{ html: string, problems: { step: string, problem: string }[] }>}
 */
export async function rewritePage(html, { distDir }) {
  /** @type {{ step: string, problem: string }[]} */
  const problems = []
  /** @param {string} step @param {(html: string) => Promise<{ html: string, problem?: string }>} apply */
  const run = async (step, apply) => {
    try {
      const result = await apply(html)
      html = result.html
      if (result.problem) problems.push({ step, problem: result.problem })
    } catch (error) {
      problems.push({ step, problem: error instanceof Error ? error.message : String(error) })
    }
  }
  await run(STEPS.criticalCss, (page) => criticalCss(page, { distDir }))
  await run(STEPS.startUpScripts, async (page) => deferredScripts(page))
  await run(STEPS.flightScripts, async (page) => flightScripts(page))
  await run(STEPS.flightPlacement, async (page) => flightPlacement(page))
  await run(STEPS.asciiMarkup, async (page) => asciiMarkup(page))
  return { html: compactString(html), problems }
}

/**
 * The same text, held one byte per character when it is ASCII: decoded afresh from its bytes. A
 * string built from pieces of a two-byte string (by `replace`, `slice`, `+`) keeps the two-byte
 * form even when every character is ASCII, and the server would pay for it on each request
 * (./ascii-markup.mjs). A page read from a file or from Redis is decoded afresh already.
 * @param {string} text
 */
export function compactString(text) {
  return new TextDecoder().decode(new TextEncoder().encode(text))
}
