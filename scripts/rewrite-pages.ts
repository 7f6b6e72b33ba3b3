/**
 * `postbuild`, before the service worker is built: the prerendered pages rewritten for their first
 * paint and their start-up scripts hinted (web/first-paint/build.ts). Exits non-zero, naming each
 * page and step, when the rewrite does not match Next's output.
 */
import { FirstPaintBuildError, rewriteBuild } from '../web/first-paint/build'

try {
  const report = await rewriteBuild({ distDir: process.env.NEXT_DIST_DIR || '.next' })
  console.log(
    `Rewritten for the first paint (inline rules, start-up scripts after it, ASCII markup): ${report.pages} prerendered pages ` +
      `(${report.changed} changed now), of the ${report.listed} Next's prerender manifest lists.` +
      (report.standalone
        ? ` Written to the standalone server's copy too (${report.standalone}).`
        : ''),
  )
  console.log(
    `Compiled while they stream in (//# allFunctionsCalledOnLoad): ${report.hinted} of the ${report.scripts} scripts they start with gained the hint now.`,
  )
} catch (error) {
  if (!(error instanceof FirstPaintBuildError)) throw error
  console.error(error.message)
  process.exit(1)
}
