/**
 * After `next build`: every prerendered page of the site rewritten for its first paint
 * (./index.mjs), and the scripts those pages start with marked to be compiled while they stream in
 * (./compile-hints.ts). Run by `postbuild` (scripts/rewrite-pages.ts) before the service worker is
 * built, which precaches the offline page by its hash.
 *
 * It fails, before it writes anything, when the rewrite did not match Next's output as it should:
 * a page where a step found nothing to rewrite (or a tag of a shape it does not know), a page that
 * Next's prerender manifest lists and the build lacks, or no start-up scripts at all. A Next
 * release that changes its markup then stops the build by name, instead of shipping pages that
 * have silently lost their speed.
 *
 * With `output: 'standalone'`, `next build` has already copied the pages into the standalone
 * server's build (`.next/standalone/.next/server/app`): the rewritten pages are written there too,
 * so both servers serve the same pages. The compile hints change `.next/static` in place, which
 * is copied beside the standalone server after this.
 */
import { access, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { hintScripts } from './compile-hints'
import { isToolPage, rewritePage, STEPS, startUpScripts } from './index.mjs'

/**
 * Pages Next prerenders that a step does not apply to, by file under `server/app`, with why.
 * `_global-error`: Next's own page for an error in the root layout, styled inline; it links no
 * style sheet of the site's.
 */
export const NOT_APPLICABLE: Readonly<Record<string, readonly string[]>> = {
  '_global-error.html': [STEPS.criticalCss],
}

export interface FirstPaintBuild {
  /** The build directory (`.next`, or NEXT_DIST_DIR). */
  distDir: string
  /** The project's directory, which the standalone output mirrors; the working directory by default. */
  projectDir?: string
}

export interface FirstPaintReport {
  /** The site's prerendered pages (the tool pages left out). */
  pages: number
  /** Of them, the ones changed now (the others were rewritten by an earlier run). */
  changed: number
  /** The site's pages in Next's prerender manifest. */
  listed: number
  /** The start-up scripts the pages name, and how many gained the compile hint now. */
  scripts: number
  hinted: number
  /** The standalone server's copy of the pages, when the build has one. */
  standalone?: string
}

/** The rewrite did not match Next's output: one line per problem, naming the page and the step. */
export class FirstPaintBuildError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The pages could not be rewritten for their first paint (web/first-paint): ${problems.length} problem(s)\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    )
    this.name = 'FirstPaintBuildError'
  }
}

/** The file under `server/app` of a prerendered route (`/` → `index.html`). */
export function pageFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`
}

/** The site's prerendered pages as Next's prerender manifest lists them, as files under `server/app`. */
export async function listedPages(distDir: string): Promise<string[]> {
  const manifest = JSON.parse(
    await readFile(path.join(distDir, 'prerender-manifest.json'), 'utf8'),
  ) as { routes?: Record<string, { routeType?: string; dataRoute?: string | null }> }
  const routes = Object.entries(manifest.routes ?? {})
  if (routes.length > 0 && !routes.some(([, route]) => 'routeType' in route))
    throw new FirstPaintBuildError([
      'prerender-manifest.json: its routes have no `routeType` (Next changed the manifest), so the pages it lists are unknown',
    ])
  return routes
    .filter(([, route]) => route.routeType === 'page')
    .map(([route]) => pageFile(route))
    .filter((file) => !isToolPage(file))
}

/** Where the standalone server's copy of `server/app` is (whether or not the build has one). */
export function standaloneAppDir(distDir: string, projectDir = process.cwd()): string {
  const dist = path.relative(projectDir, path.resolve(projectDir, distDir))
  return path.join(projectDir, dist, 'standalone', dist, 'server', 'app')
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

/** Rewrites the build's pages and hints their scripts; throws {@link FirstPaintBuildError}. */
export async function rewriteBuild({
  distDir: dist,
  projectDir = process.cwd(),
}: FirstPaintBuild): Promise<FirstPaintReport> {
  const distDir = path.resolve(projectDir, dist)
  const appDir = path.join(distDir, 'server', 'app')
  const pages = (await readdir(appDir, { recursive: true }))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !isToolPage(file))
    .sort()
  const listed = await listedPages(distDir)
  const standalone = standaloneAppDir(distDir, projectDir)
  const hasStandalone = await exists(standalone)

  const problems: string[] = []
  const present = new Set(pages)
  for (const file of listed)
    if (!present.has(file))
      problems.push(`${file}: listed in prerender-manifest.json, but the build has no such page`)

  const rewritten = new Map<string, { before: string; after: string }>()
  const failing = new Set<string>()
  const scripts = new Set<string>()
  for (const file of pages) {
    const before = await readFile(path.join(appDir, file), 'utf8')
    const { html: after, problems: found } = await rewritePage(before, { distDir })
    for (const { step, problem } of found)
      if (!NOT_APPLICABLE[file]?.includes(step)) {
        problems.push(`${file}: ${step}: ${problem}`)
        failing.add(file)
      }
    for (const src of startUpScripts(after)) scripts.add(src)
    rewritten.set(file, { before, after })
    if (hasStandalone && !(await exists(path.join(standalone, file))))
      problems.push(`${file}: not in the standalone server's copy (${standalone})`)
  }
  const done = listed.filter((file) => present.has(file) && !failing.has(file)).length
  if (done < listed.length)
    problems.push(
      `rewrote ${done} pages, fewer than the ${listed.length} prerender-manifest.json lists`,
    )
  if (scripts.size === 0) problems.push('no start-up scripts found in any page: nothing to hint')
  for (const src of scripts)
    if (!(await exists(path.join(distDir, src.replace(/^\/_next\//, '')))))
      problems.push(`${src}: a start-up script the pages name, not in the build`)
  if (problems.length > 0) throw new FirstPaintBuildError(problems)

  let changed = 0
  for (const [file, { before, after }] of rewritten) {
    if (after !== before) {
      await writeFile(path.join(appDir, file), after)
      changed++
    }
    if (hasStandalone) await writeFile(path.join(standalone, file), after)
  }
  const hinted = await hintScripts(distDir, scripts)
  return {
    pages: pages.length,
    changed,
    listed: listed.length,
    scripts: scripts.size,
    hinted,
    ...(hasStandalone ? { standalone: path.relative(projectDir, standalone) } : {}),
  }
}
