/**
 * The parts of Next's internals the project uses (web/cache/next-internals.mjs) are where, and what,
 * the project expects of them in the installed Next; and no other module reaches into `next/dist`.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, it } from 'vitest'
import {
  FILE_SYSTEM_CACHE,
  FileSystemCache,
  ROUTE_CACHE_DIRECTORY,
  ROUTE_CACHE_KEY,
} from '@/web/cache/next-internals.mjs'

const root = path.resolve(import.meta.dirname, '../..')

it("finds Next's default incremental cache, a class with get, set and revalidateTag", () => {
  expect(FILE_SYSTEM_CACHE).toBe('next/dist/server/lib/incremental-cache/file-system-cache.js')
  expect(typeof FileSystemCache).toBe('function')
  for (const method of ['get', 'set', 'revalidateTag'] as const)
    expect(typeof FileSystemCache.prototype[method], method).toBe('function')
  // What the cache handler passes it (Next's handler context) is enough to construct one.
  const cache = new FileSystemCache({
    fs: undefined,
    serverDistDir: path.join(root, '.next/server'),
    revalidatedTags: [],
  })
  expect(typeof cache.get).toBe('function')
})

it("finds the folder of Next's route cache, where its route keys start", async () => {
  expect(ROUTE_CACHE_KEY).toBe('next/dist/server/lib/route-cache-key.js')
  expect(ROUTE_CACHE_DIRECTORY).toBe('route-cache')
  const { getRouteCacheKey } = (await import('next/dist/server/lib/route-cache-key.js')) as {
    getRouteCacheKey: (pathname: string, owner: { kind: string; sourceRoute: string }) => string
  }
  expect(getRouteCacheKey('/about', { kind: 'APP_PAGE', sourceRoute: '/about/page' })).toMatch(
    new RegExp(`^/${ROUTE_CACHE_DIRECTORY}/APP_PAGE/`),
  )
})

it('is the only module that imports from next/dist', async () => {
  const sources: string[] = []
  const walk = async (dir: string) => {
    for (const entry of await readdir(path.join(root, dir), { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) await walk(file)
      else if (/\.(m?[jt]sx?|d\.mts)$/.test(entry.name)) sources.push(file)
    }
  }
  for (const dir of ['app', 'web', 'scripts', 'core', 'studio', 'schemas', 'supabase'])
    await walk(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error
    })
  sources.push('proxy.ts', 'instrumentation.ts', 'next.config.ts')
  expect(sources.length).toBeGreaterThan(100)
  const reaching: string[] = []
  for (const file of sources) {
    const source = await readFile(path.join(root, file), 'utf8').catch(() => '')
    // A module specifier (an import, a require, a module declaration) naming next/dist.
    if (/['"`]next\/dist\//.test(source)) reaching.push(file)
  }
  expect(reaching).toEqual([path.join('web', 'cache', 'next-internals.mjs')])
})
