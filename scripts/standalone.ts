/**
 * The last step of `postbuild`: makes .next/standalone (next.config.ts `output: 'standalone'`) a
 * complete server that runs from any directory with `node .next/standalone/server.js`, which is
 * what the Dockerfile copies and runs. https://nextjs.org/docs/app/api-reference/config/next-config-js/output
 *
 * - `.next/static` and `public/` beside server.js, as Next's docs ask (Next leaves them out, for
 *   a CDN); copied after the earlier postbuild steps, which mark the start-up scripts and write
 *   public/sw.js.
 * - `.next/server` again, file by file for the files Next put there: `next build` copied them
 *   before postbuild rewrote the prerendered pages (scripts/rewrite-pages.ts), so the standalone
 *   server would otherwise serve each page as Next first rendered it.
 * - What tracing cannot see, because it is loaded by a path built at run time: the PGlite worker
 *   (web/server/pglite-thread.mjs, a `new Worker(path)`) and the PGlite package it imports
 *   with its WebAssembly and data files; the migrations (read with readdir, copied whole so that
 *   no migration can be missing); the local dataset, when CONTENT_DATASET is a relative path (the
 *   server works in its own directory).
 *
 * Then it proves the result: from the standalone directory, the cache handler imports with every
 * module it needs, and PGlite opens a database and answers a query. Anything missing stops the
 * build with its name.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { copyFile, cp, mkdir, readdir, readFile, rm, stat } from 'node:fs/promises'
import path from 'node:path'

const DIST = process.env.NEXT_DIST_DIR || '.next'
const STANDALONE = path.join(DIST, 'standalone')
/** Where the server looks for its build output: the dist directory's name, inside standalone. */
const STANDALONE_DIST = path.join(STANDALONE, DIST)

/** Files and directories loaded by a path built at run time, which tracing does not follow. */
const RUNTIME_PATHS = [
  'web/server/pglite-thread.mjs',
  'node_modules/@electric-sql/pglite',
  'supabase/migrations',
]

if (!existsSync(path.join(STANDALONE, 'server.js'))) {
  throw new Error(
    `${STANDALONE}/server.js is missing: next build did not write a standalone server (is output: 'standalone' set in next.config.ts?)`,
  )
}

// 1. The server's build output as postbuild left it.
const serverFiles = (await readdir(path.join(STANDALONE_DIST, 'server'), { recursive: true })).map(
  (file) => path.join('server', file),
)
let updated = 0
for (const file of serverFiles) {
  const source = path.join(DIST, file)
  const target = path.join(STANDALONE_DIST, file)
  if (!existsSync(source)) throw new Error(`${source} is gone, but next build put it in ${target}`)
  if ((await stat(target)).isDirectory()) continue
  const [before, after] = await Promise.all([readFile(target), readFile(source)])
  if (!before.equals(after)) {
    await copyFile(source, target)
    updated++
  }
}

// 2. Static assets and public files, replaced whole (a rebuild leaves no stale copy behind).
await copyDirectory(path.join(DIST, 'static'), path.join(STANDALONE_DIST, 'static'))
await copyDirectory('public', path.join(STANDALONE, 'public'))

// 3. What tracing misses.
for (const item of RUNTIME_PATHS) {
  if (!existsSync(item)) throw new Error(`${item} is missing: the standalone server needs it`)
  await rm(path.join(STANDALONE, item), { recursive: true, force: true })
  await mkdir(path.dirname(path.join(STANDALONE, item)), { recursive: true })
  await cp(item, path.join(STANDALONE, item), {
    recursive: true,
    filter: (source) => !source.endsWith('.map'),
  })
}
// The local dataset, unless content comes from Sanity (the build read one or the other).
const dataset = process.env.CONTENT_DATASET || '.data/dataset.ndjson'
let datasetNote = 'no dataset (content from Sanity)'
if (!process.env.NEXT_PUBLIC_SANITY_PROJECT_ID?.trim()) {
  if (!existsSync(dataset)) {
    throw new Error(`The local dataset ${dataset} (CONTENT_DATASET) is missing: run npm run seed`)
  }
  datasetNote = `the dataset ${dataset} read where it is (an absolute path)`
  if (!path.isAbsolute(dataset)) {
    await mkdir(path.dirname(path.join(STANDALONE, dataset)), { recursive: true })
    await copyFile(dataset, path.join(STANDALONE, dataset))
    datasetNote = `the dataset ${dataset}`
  }
}

// 4. The proof, from the standalone directory (no REDIS_URL: the handler's file cache). Node would
// find a module missing there in the repository's node_modules, a few folders up, so every module
// resolved outside the standalone directory is a failure.
const check = `
  const { registerHooks } = await import('node:module')
  const { pathToFileURL } = await import('node:url')
  const root = pathToFileURL(process.cwd() + '/').href
  const outside = new Set()
  registerHooks({
    resolve(specifier, context, next) {
      const resolved = next(specifier, context)
      if (resolved.url.startsWith('file:') && !resolved.url.startsWith(root)) outside.add(resolved.url)
      return resolved
    },
  })
  await import('./web/cache/cache-handler.mjs')
  // As web/server/pglite-thread.mjs finds it (no node_modules between it and this folder).
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create()
  const { rows } = await db.query('select 1 as ok')
  if (rows[0]?.ok !== 1) throw new Error('PGlite did not answer')
  await db.close()
  if (outside.size) throw new Error('Resolved outside the standalone directory:\\n' + [...outside].join('\\n'))
`
const { REDIS_URL: _redis, NODE_PATH: _nodePath, ...checkEnv } = process.env
const result = spawnSync(process.execPath, ['--input-type=module', '-e', check], {
  cwd: STANDALONE,
  env: checkEnv,
  encoding: 'utf8',
})
if (result.status !== 0) {
  throw new Error(
    `The standalone server in ${STANDALONE} cannot load what it needs:\n${result.stderr || result.stdout}`,
  )
}

console.log(
  `Standalone server complete: ${updated} of ${serverFiles.length} server files updated after postbuild, static assets, public/, ${RUNTIME_PATHS.join(', ')} and ${datasetNote}; its cache handler and PGlite load from ${STANDALONE}.`,
)

async function copyDirectory(source: string, target: string) {
  if (!existsSync(source)) throw new Error(`${source} is missing: the standalone server needs it`)
  await rm(target, { recursive: true, force: true })
  await cp(source, target, { recursive: true })
}
