/**
 * The site's cache handler (web/cache/cache-handler.mjs) over Next's own file cache, as one server
 * without Redis runs it: what it keeps of a page that answers 404, and what it drops of another
 * build's.
 */
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import SiteCacheHandler, { dropOtherBuildsPages } from '@/web/cache/cache-handler.mjs'

let root: string
let handler: InstanceType<typeof SiteCacheHandler>

// The file methods Next hands its cache (next/dist/server/lib/node-fs-methods), from node:fs.
const fs = {
  existsSync,
  readFileSync,
  readFile,
  writeFile,
  stat,
  mkdir: (dir: string) => mkdir(dir, { recursive: true }),
}

const page = (status: number, text: string) => ({
  kind: 'APP_PAGE',
  html: `<!DOCTYPE html><html><head><title>${text}</title></head><body><main>${text}</main></body></html>`,
  rscData: Buffer.from(`0:"${text}"`),
  headers: { 'x-next-cache-tags': 'service:seo' },
  postponed: undefined,
  status,
  segmentData: undefined,
})
const setContext = { cacheControl: { revalidate: 60, expire: 31_536_000 }, tags: [] }
const getContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false }

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cache-handler-'))
  await mkdir(path.join(root, 'server'), { recursive: true })
  handler = new SiteCacheHandler({
    fs,
    serverDistDir: path.join(root, 'server'),
    flushToDisk: true,
  })
  // The test pages have no style sheet to inline: the first-paint steps say so, and store them as they are.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterAll(async () => {
  vi.restoreAllMocks()
  await rm(root, { recursive: true, force: true })
})

describe('a page that answers 404', () => {
  it('is not stored at an address that never had a page (random addresses would fill the cache)', async () => {
    await handler.set('/services/no-such-service', page(404, 'Not found'), setContext)
    expect(await handler.get('/services/no-such-service', getContext)).toBeNull()
  })

  it('replaces the page stored at its address (its document deleted without a publish webhook)', async () => {
    await handler.set('/services/seo', page(200, 'SEO'), setContext)
    expect((await handler.get('/services/seo', getContext))?.value?.status).toBe(200)
    // The page's revalidation period has passed; rendered again, the page is gone. Kept as it
    // was, the stale page would be served (and regenerated, and dropped) on every request.
    await handler.set('/services/seo', page(404, 'Not found'), setContext)
    const stored = await handler.get('/services/seo', getContext)
    expect(stored?.value?.status).toBe(404)
    expect(stored?.value?.html).toContain('Not found')
  })
})

describe("the pages another build's server regenerated", () => {
  /** A build's folder (`.next`) with its BUILD_ID and a page in its route cache, marked by `marker`. */
  const build = async (buildId: string, marker?: string) => {
    const dist = await mkdtemp(path.join(tmpdir(), 'route-cache-'))
    await writeFile(path.join(dist, 'BUILD_ID'), buildId)
    const folder = path.join(dist, 'server', 'route-cache')
    await mkdir(path.join(folder, 'APP_PAGE', 'abc', '$'), { recursive: true })
    await writeFile(
      path.join(folder, 'APP_PAGE', 'abc', '$', 'about.html'),
      '<link href="/_next/old.css">',
    )
    if (marker) await writeFile(path.join(folder, '.build-id'), marker)
    return {
      dist,
      server: path.join(dist, 'server'),
      page: path.join(folder, 'APP_PAGE', 'abc', '$', 'about.html'),
    }
  }

  it('are dropped when the server starts on a new build (they name style sheets it lacks), and the cache marked as its', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { dist, server, page } = await build('build-2', 'build-1')
    expect(dropOtherBuildsPages(server)).toBe(true)
    expect(existsSync(page)).toBe(false)
    expect(readFileSync(path.join(server, 'route-cache', '.build-id'), 'utf8').trim()).toBe(
      'build-2',
    )
    // A folder no build marked (written before this check existed) counts as another build's.
    const unmarked = await build('build-3')
    expect(dropOtherBuildsPages(unmarked.server)).toBe(true)
    expect(existsSync(unmarked.page)).toBe(false)
    await rm(dist, { recursive: true, force: true })
    await rm(unmarked.dist, { recursive: true, force: true })
  })

  it("are kept across a restart on the same build (the server's own regenerated pages)", async () => {
    const { dist, server, page } = await build('build-2', 'build-2')
    // Through the handler, as Next constructs it on a server's first request.
    new SiteCacheHandler({ fs, serverDistDir: server, flushToDisk: true })
    expect(existsSync(page)).toBe(true)
    await rm(dist, { recursive: true, force: true })
  })

  it('are checked once per process: what the server stores afterwards stays', async () => {
    const { dist, server, page } = await build('build-5', 'build-4')
    new SiteCacheHandler({ fs, serverDistDir: server, flushToDisk: true })
    expect(existsSync(page)).toBe(false)
    await mkdir(path.dirname(page), { recursive: true })
    await writeFile(page, 'stored by this server')
    new SiteCacheHandler({ fs, serverDistDir: server, flushToDisk: true })
    expect(existsSync(page)).toBe(true)
    await rm(dist, { recursive: true, force: true })
  })
})
