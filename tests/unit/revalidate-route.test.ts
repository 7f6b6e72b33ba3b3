/**
 * The webhook route refuses what it must before it touches the cache. (A signed request that
 * revalidates a page is tested end to end against the production server.)
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { encodeSignatureHeader } from '@sanity/webhook'
import { NextRequest } from 'next/server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildSeed, toNdjson } from '@/scripts/seed/build'
import { tagsForChange } from '@/web/content/tags'

const SECRET = 'unit-test-webhook-secret'

async function route(secret?: string) {
  vi.resetModules()
  vi.stubEnv('SANITY_REVALIDATE_SECRET', secret ?? '')
  return import('@/app/api/revalidate/route')
}

const request = (body: string, headers: Record<string, string> = {}) =>
  new NextRequest('http://localhost/api/revalidate', { method: 'POST', body, headers })

afterEach(() => vi.unstubAllEnvs())

// The redirect table is read from a dataset of the test's own (a fresh clone has no .data yet).
let dir: string
let dataset: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'revalidate-'))
  dataset = path.join(dir, 'dataset.ndjson')
  await writeFile(dataset, toNdjson(buildSeed().documents))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('POST /api/revalidate', () => {
  const payload = JSON.stringify({ _type: 'service', _id: 'service-seo', slug: 'seo' })

  it('answers 500 with a message when no secret is configured', async () => {
    const { POST } = await route()
    const response = await POST(request(payload))
    expect(response.status).toBe(500)
    expect((await response.json()).message).toMatch(/SANITY_REVALIDATE_SECRET/)
  })

  it('refuses an unsigned request with 401', async () => {
    const { POST } = await route(SECRET)
    const response = await POST(request(payload))
    expect(response.status).toBe(401)
    expect((await response.json()).message).toMatch(/Missing signature/)
  })

  it('refuses a request signed with another secret with 401', async () => {
    const { POST } = await route(SECRET)
    const signature = await encodeSignatureHeader(payload, Date.now(), 'some-other-secret')
    const response = await POST(request(payload, { 'sanity-webhook-signature': signature }))
    expect(response.status).toBe(401)
    expect((await response.json()).message).toMatch(/Invalid signature/)
  })

  it('refuses a body altered after signing with 401', async () => {
    const { POST } = await route(SECRET)
    const signature = await encodeSignatureHeader(payload, Date.now(), SECRET)
    const forged = payload.replace('service-seo', 'service-ppc')
    const response = await POST(request(forged, { 'sanity-webhook-signature': signature }))
    expect(response.status).toBe(401)
  })

  it("answers a redirect's publish without expiring any page: the redirect table is read again", async () => {
    vi.stubEnv('CONTENT_DATASET', dataset)
    const { POST } = await route(SECRET)
    const { getSiteRedirects } = await import('@/web/redirects/site-redirects')
    const body = JSON.stringify({ _type: 'redirect', _id: 'redirect-spring' })
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET)
    const stamp = () =>
      (globalThis as Record<symbol, { stamp: string } | undefined>)[
        Symbol.for('codehome.site-redirects')
      ]?.stamp
    await getSiteRedirects()
    const before = stamp()
    const response = await POST(request(body, { 'sanity-webhook-signature': signature }))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ revalidated: true, tags: [], redirects: true })
    expect(stamp()).not.toBe(before)
  })

  it('answers 400 to a signed body without a _type', async () => {
    const { POST } = await route(SECRET)
    const body = JSON.stringify({ _id: 'x' })
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET)
    const response = await POST(request(body, { 'sanity-webhook-signature': signature }))
    expect(response.status).toBe(400)
  })
})

describe('POST /api/revalidate: abuse (issue 13, item 6)', () => {
  const payload = JSON.stringify({ _type: 'service', _id: 'service-seo', slug: 'seo' })
  /** A request whose body arrives as a stream, the way a large upload does. */
  const streamed = (body: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
    new NextRequest(
      new Request('http://localhost/api/revalidate', {
        method: 'POST',
        body,
        headers,
        duplex: 'half',
      } as RequestInit),
    )
  const signed = async (body: string, at = Date.now()) => ({
    'sanity-webhook-signature': await encodeSignatureHeader(body, at, SECRET),
  })

  it('refuses a signature dated more than five minutes from now, either way, with 401', async () => {
    const { POST } = await route(SECRET)
    for (const at of [Date.now() - 5 * 60_000 - 1_000, Date.now() + 5 * 60_000 + 1_000]) {
      const response = await POST(request(payload, await signed(payload, at)))
      expect(response.status).toBe(401)
      expect((await response.json()).message).toMatch(/expired/i)
    }
  })

  it('refuses a declared body over 64 KB with 413 before reading any of it', async () => {
    const { POST } = await route(SECRET)
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++
        controller.enqueue(new Uint8Array(16 * 1024).fill(32))
        if (pulled === 5) controller.close()
      },
    })
    const response = await POST(
      streamed(body, { ...(await signed(payload)), 'content-length': String(80 * 1024) }),
    )
    expect(response.status).toBe(413)
    // The Request wrappers buffer a chunk or two ahead; reading the body would pull all five.
    expect(pulled).toBeLessThanOrEqual(2)
  })

  it('refuses a signed body over 64 KB with 413 even when its length is not declared', async () => {
    const { POST } = await route(SECRET)
    const big = JSON.stringify({
      _type: 'service',
      _id: 'service-seo',
      padding: 'x'.repeat(70_000),
    })
    const chunks = [big.slice(0, 40_000), big.slice(40_000)]
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift()
        if (next === undefined) controller.close()
        else controller.enqueue(new TextEncoder().encode(next))
      },
    })
    const response = await POST(streamed(body, await signed(big)))
    expect(response.status).toBe(413)
  })
})

describe('tagsForChange', () => {
  it('revalidates the type and the slug of a changed document', () => {
    expect(tagsForChange({ _type: 'service', slug: 'seo' })).toEqual([
      'sanity:service',
      'sanity:service:seo',
    ])
    expect(tagsForChange({ _type: 'siteSettings', slug: null })).toEqual(['sanity:siteSettings'])
  })

  it('revalidates every type for an asset or an unknown type', () => {
    expect(tagsForChange({ _type: 'sanity.imageAsset' })).toContain('sanity:service')
    expect(tagsForChange({ _type: 'sanity.imageAsset' })).toContain('sanity:siteSettings')
  })
})
