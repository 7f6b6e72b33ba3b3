/**
 * After `next build`: every prerendered page of the site gets its own rules inline and loads the
 * site's style sheet without blocking its first paint (web/cache/critical-css.mjs), and inserts its
 * start-up scripts after that paint (web/cache/deferred-scripts.mjs). Runs in `postbuild` before
 * the service worker is built, which precaches the offline page by its hash. Pages the cache stores
 * later (regenerated after a publish) are rewritten by the cache handler, the same way.
 *
 * The scripts those pages start with are then marked to be compiled while they stream in
 * (./compile-hints.ts), before the service worker hashes them.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { inlineCriticalCss } from '../web/cache/critical-css.mjs'
import { deferStartUpScripts, startUpScripts } from '../web/cache/deferred-scripts.mjs'
import { hintScripts } from './compile-hints'
import { TOOL_PAGES } from './tool-pages'

const DIST = process.env.NEXT_DIST_DIR || '.next'

const pages = (await readdir(`${DIST}/server/app`, { recursive: true }))
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => file.endsWith('.html') && !TOOL_PAGES.test(file))

let rewritten = 0
const scripts = new Set<string>()
for (const page of pages) {
  const file = `${DIST}/server/app/${page}`
  const html = await readFile(file, 'utf8')
  const out = deferStartUpScripts(await inlineCriticalCss(html, { distDir: DIST }))
  for (const src of startUpScripts(out)) scripts.add(src)
  if (out !== html) {
    await writeFile(file, out)
    rewritten++
  }
}
console.log(
  `Rewritten for the first paint (inline rules, start-up scripts after it): ${rewritten} of ${pages.length} prerendered pages.`,
)
const hinted = await hintScripts(DIST, scripts)
console.log(
  `Compiled while they stream in (//# allFunctionsCalledOnLoad): ${hinted} of the ${scripts.size} scripts they start with.`,
)
