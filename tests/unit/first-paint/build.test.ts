/**
 * The build's rewrite of its prerendered pages (web/first-paint/build.ts): it rewrites every page
 * of the site and the standalone server's copy, hints their start-up scripts, and fails, naming
 * the page and the step, before it writes anything, when it does not match Next's output.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { COMPILE_HINT } from '@/web/first-paint/compile-hints'
import { FirstPaintBuildError, rewriteBuild, standaloneAppDir } from '@/web/first-paint/build'

const LINK = '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>'
const script = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`
const page = (head: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body><main class="flex">x</main></body></html>`

/** A build as `next build` leaves it, with `pages` (file under server/app → HTML). */
const PAGES: Record<string, string> = {
  'index.html': page(LINK + script('runtime') + script('home')),
  'services/seo.html': page(LINK + script('runtime') + script('service')),
  // Next's own page for an error in the root layout: scripts, no style sheet of the site's.
  '_global-error.html': page(script('runtime')),
  // A tool page: left as Next wrote it.
  'admin/leads.html': page(LINK + script('runtime')),
}
const ROUTES = ['/', '/services/seo', '/_global-error', '/admin/leads']

let root: string | undefined

async function build({
  pages = PAGES,
  routes = ROUTES,
  standalone = true,
}: { pages?: Record<string, string>; routes?: string[]; standalone?: boolean } = {}) {
  root = await mkdtemp(path.join(tmpdir(), 'first-paint-build-'))
  const dist = path.join(root, '.next')
  const app = path.join(dist, 'server/app')
  await mkdir(app, { recursive: true })
  for (const [file, html] of Object.entries(pages)) {
    await mkdir(path.dirname(path.join(app, file)), { recursive: true })
    await writeFile(path.join(app, file), html)
  }
  const manifest: Record<string, object> = {
    // A route handler's entry (an image, a feed): not a page.
    '/flags/AC.svg': { routeType: 'route', dataRoute: null },
  }
  for (const route of routes)
    manifest[route] = { routeType: 'page', dataRoute: `${route === '/' ? '/index' : route}.rsc` }
  await writeFile(
    path.join(dist, 'prerender-manifest.json'),
    JSON.stringify({ version: 4, routes: manifest }),
  )
  await mkdir(path.join(dist, 'static/chunks'), { recursive: true })
  await writeFile(
    path.join(dist, 'static/chunks/site.css'),
    '.flex{display:flex}.grid{display:grid}',
  )
  for (const name of ['runtime', 'home', 'service'])
    await writeFile(path.join(dist, `static/chunks/${name}.js`), `${name}()`)
  // `next build` copies the pages for the standalone server before postbuild runs.
  if (standalone) await cp(app, standaloneAppDir('.next', root), { recursive: true })
  return { root, dist, app, standalone: standaloneAppDir('.next', root) }
}

const read = (file: string) => readFile(file, 'utf8')

/** The build's error, or a failure when it did not throw. */
async function failure(run: Promise<unknown>): Promise<FirstPaintBuildError> {
  const error = await run.then(
    () => undefined,
    (error: unknown) => error,
  )
  expect(error).toBeInstanceOf(FirstPaintBuildError)
  return error as FirstPaintBuildError
}

afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true })
  root = undefined
})

describe('the build rewritten for the first paint', () => {
  it('rewrites every page of the site, and the standalone copy, and hints their start-up scripts', async () => {
    const { root, dist, app, standalone } = await build()
    const report = await rewriteBuild({ distDir: '.next', projectDir: root })
    expect(report).toEqual({
      pages: 3,
      changed: 3,
      listed: 3,
      scripts: 3,
      hinted: 3,
      standalone: path.join('.next', 'standalone', '.next', 'server', 'app'),
    })
    const seo = await read(path.join(app, 'services/seo.html'))
    expect(seo).toContain('<style data-critical-css>.flex{display:flex}')
    expect(seo).not.toContain('.grid')
    expect(seo).toContain('<script data-start-up-scripts>')
    expect(await read(path.join(app, '_global-error.html'))).toContain(
      '<script data-start-up-scripts>',
    )
    // What the standalone server serves is the same page.
    for (const file of ['index.html', 'services/seo.html', '_global-error.html'])
      expect(await read(path.join(standalone, file))).toBe(await read(path.join(app, file)))
    expect(await read(path.join(app, 'admin/leads.html'))).toBe(PAGES['admin/leads.html'])
    expect(await read(path.join(dist, 'static/chunks/home.js'))).toBe(`${COMPILE_HINT}home()`)

    // Run again on the same build (postbuild twice): nothing left to change, and no failure.
    const again = await rewriteBuild({ distDir: '.next', projectDir: root })
    expect(again).toMatchObject({ pages: 3, changed: 0, listed: 3, scripts: 3, hinted: 0 })
  })

  it('works without a standalone output', async () => {
    const { root, app } = await build({ standalone: false })
    const report = await rewriteBuild({ distDir: path.join(root, '.next'), projectDir: root })
    expect(report.standalone).toBeUndefined()
    expect(await read(path.join(app, 'index.html'))).toContain('<style data-critical-css>')
  })
})

describe('the build fails loudly, and writes nothing, when', () => {
  it('a page has no style sheet link of Next’s', async () => {
    const pages = { ...PAGES, 'services/seo.html': page(script('runtime') + script('service')) }
    const { root, app, dist } = await build({ pages })
    const error = await failure(rewriteBuild({ distDir: '.next', projectDir: root }))
    expect(error.problems).toContainEqual(
      expect.stringMatching(/^services\/seo\.html: critical CSS: no style sheet link/),
    )
    expect(error.problems).toContain(
      'rewrote 2 pages, fewer than the 3 prerender-manifest.json lists',
    )
    expect(error.message).toContain('services/seo.html: critical CSS')
    expect(await read(path.join(app, 'index.html'))).toBe(PAGES['index.html'])
    expect(await read(path.join(dist, 'static/chunks/home.js'))).toBe('home()')
  })

  it('a page has no start-up scripts, or one of a shape the rewrite does not know', async () => {
    const pages = {
      ...PAGES,
      'index.html': page(LINK),
      'services/seo.html': page(
        LINK + '<script src="/_next/static/chunks/runtime.js" async="" crossorigin=""></script>',
      ),
    }
    const { root } = await build({ pages })
    const error = await failure(rewriteBuild({ distDir: '.next', projectDir: root }))
    expect(error.problems).toEqual([
      expect.stringMatching(/^index\.html: start-up scripts: no start-up scripts/),
      expect.stringMatching(/^services\/seo\.html: start-up scripts: a start-up script of a shape/),
      'rewrote 1 pages, fewer than the 3 prerender-manifest.json lists',
    ])
  })

  it("Next's prerender manifest lists a page the build does not have", async () => {
    const { root } = await build({ routes: [...ROUTES, '/blogs/new-post'] })
    const error = await failure(rewriteBuild({ distDir: '.next', projectDir: root }))
    expect(error.problems).toEqual([
      'blogs/new-post.html: listed in prerender-manifest.json, but the build has no such page',
      'rewrote 3 pages, fewer than the 4 prerender-manifest.json lists',
    ])
  })

  it('the manifest no longer says which routes are pages', async () => {
    const { root, dist } = await build()
    await writeFile(
      path.join(dist, 'prerender-manifest.json'),
      JSON.stringify({ routes: { '/': { dataRoute: '/index.rsc' } } }),
    )
    const error = await failure(rewriteBuild({ distDir: '.next', projectDir: root }))
    expect(error.problems).toEqual([expect.stringContaining('no `routeType`')])
  })

  it('there are no start-up scripts to hint', async () => {
    const { root } = await build({ pages: {}, routes: [] })
    const error = await failure(rewriteBuild({ distDir: '.next', projectDir: root }))
    expect(error.problems).toEqual(['no start-up scripts found in any page: nothing to hint'])
  })

  it('a page names a start-up script the build does not have', async () => {
    const pages = { ...PAGES, 'index.html': page(LINK + script('runtime') + script('gone')) }
    const { root, app } = await build({ pages })
    const error = await failure(rewriteBuild({ distDir: '.next', projectDir: root }))
    expect(error.problems).toEqual([
      '/_next/static/chunks/gone.js: a start-up script the pages name, not in the build',
    ])
    expect(await read(path.join(app, 'index.html'))).toBe(pages['index.html'])
  })

  it("the standalone server's copy lacks a page", async () => {
    const { root, standalone } = await build()
    await rm(path.join(standalone, 'services/seo.html'))
    const error = await failure(rewriteBuild({ distDir: '.next', projectDir: root }))
    expect(error.problems).toEqual([
      expect.stringMatching(/^services\/seo\.html: not in the standalone server's copy/),
    ])
  })
})
