/**
 * GET /api/search on the local dataset: visitors' queries never become cache entries (each one
 * was a file in .next/cache/fetch-cache), and one address gets a person's share of searches.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { buildSeed, toNdjson } from '@/scripts/seed/build'
import { SEARCHES_PER_MINUTE } from '@/web/lib/search'

const cacheEntries = vi.hoisted(() => new Set<string>())

vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: false }),
  cookies: async () => ({ get: () => undefined }),
}))
// The data cache, recording the key of every entry it would store.
vi.mock('next/cache', () => ({
  unstable_cache:
    <T>(run: () => Promise<T>, keys: string[]) =>
    () => {
      cacheEntries.add(JSON.stringify(keys))
      return run()
    },
}))

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'search-'))
  const file = path.join(dir, 'dataset.ndjson')
  await writeFile(file, toNdjson(buildSeed().documents))
  vi.stubEnv('CONTENT_DATASET', file)
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await rm(dir, { recursive: true, force: true })
})

const search = (q: string) =>
  new NextRequest(`http://localhost/api/search?q=${encodeURIComponent(q)}`)

describe('GET /api/search', () => {
  it('stores nothing per query, and refuses an address past its share with 429', async () => {
    // The limit is a minute's: the clock stands still at the start of one, so that the test's
    // searches never straddle two (the next minute counts the last one's less and less).
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-30T10:00:05Z'))
    onTestFinished(() => void vi.useRealTimers())
    const { GET } = await import('@/app/api/search/route')
    const first = await GET(search('seo'))
    expect(first.status).toBe(200)
    const body = (await first.json()) as { results: { title: string }[] }
    expect(body.results.length).toBeGreaterThan(0)
    for (let i = 1; i < SEARCHES_PER_MINUTE; i++) {
      expect((await GET(search(`seo ${i} q${i.toString(36)}`))).status).toBe(200)
    }
    expect(cacheEntries).toEqual(new Set())

    const refused = await GET(search('one more'))
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(await refused.json()).toEqual({
      error: 'Too many searches from this address. Please try again in a minute.',
    })
  })
})
