/**
 * Builds the service worker (web/service-worker/sw.ts → public/sw.js) after `next build`, with
 * Serwist's configurator mode (bundler-agnostic: it works with Turbopack builds). Runs as the
 * `postbuild` script, so `npm run build` does everything.
 *
 * Precached: the offline pages (one per language) and the static assets the public site uses —
 * the scripts, styles, fonts and icon sprite its prerendered pages reference, followed through the chunks they
 * load on demand (forms, calculator, map). The Studio's bundle (megabytes) is left out: editors load it from the
 * network. Injected: the deployment version (the build id), which names the worker's caches.
 * https://serwist.pages.dev/docs/next/config
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { type BuildOptions, runBuildCommand } from '@serwist/cli'
import { serwist } from '@serwist/next/config'
import { TOOL_PAGES } from '../web/first-paint/index.mjs'
import { OFFLINE_PAGES } from '../web/service-worker/cache-rules.ts'

type ManifestTransform = NonNullable<BuildOptions['manifestTransforms']>[number]

const DIST = '.next'
/** A static asset named in a page, a script or a style sheet. */
const ASSET = /static\/[A-Za-z0-9_\-/.]+?\.(?:js|css|woff2|svg)/g
/** A font referenced relatively from a style sheet (`url(../media/x.woff2)`). */
const RELATIVE_MEDIA = /\.\.\/media\/[A-Za-z0-9_\-.]+\.woff2/g

async function siteAssets(): Promise<Set<string>> {
  const pages = (await readdir(`${DIST}/server/app`, { recursive: true }))
    .map((file) => file.split(path.sep).join('/'))
    .filter(
      (file) => file.endsWith('.html') && !TOOL_PAGES.test(file) && !file.includes('_global-error'),
    )
    .map((file) => `${DIST}/server/app/${file}`)
  const found = new Set<string>()
  const queue: string[] = []
  const note = (asset: string) => {
    const file = `${DIST}/${asset}`
    if (!found.has(file)) {
      found.add(file)
      queue.push(file)
    }
  }
  for (const page of pages) {
    for (const [asset] of (await readFile(page, 'utf8')).matchAll(ASSET)) note(asset)
  }
  while (queue.length) {
    const file = queue.shift()!
    if (!/\.(js|css)$/.test(file)) continue
    const text = await readFile(file, 'utf8').catch(() => '')
    for (const [asset] of text.matchAll(ASSET)) note(asset)
    for (const [relative] of text.matchAll(RELATIVE_MEDIA))
      note(`static/media/${path.basename(relative)}`)
  }
  return found
}

const version = (await readFile(`${DIST}/BUILD_ID`, 'utf8')).trim()
const assets = await siteAssets()

const onlySiteAssets: ManifestTransform = async (entries) => ({
  manifest: entries.filter(
    (entry) => !entry.url.startsWith(`${DIST}/static/`) || assets.has(entry.url),
  ),
  warnings: [],
})

const config = await serwist({
  swSrc: 'web/service-worker/sw.ts',
  swDest: 'public/sw.js',
  precachePrerendered: false,
  // The offline page of each language, prerendered (`/ar/offline` is server/app/ar/offline.html).
  globPatterns: [
    `${DIST}/static/**/*.{js,css,woff2,svg}`,
    ...OFFLINE_PAGES.map(({ url }) => `${DIST}/server/app${url}.html`),
  ],
  manifestTransforms: [onlySiteAssets],
  // The Studio's chunks are larger than Serwist's 2 MiB default; the filter above drops them.
  maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
  esbuildOptions: { define: { __DEPLOYMENT_VERSION__: JSON.stringify(version) } },
})

await runBuildCommand({ config, watch: false })
console.log(`Service worker for deployment ${version}: public/sw.js`)
