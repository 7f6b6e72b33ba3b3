/**
 * The webhook route refuses what it must before it touches the cache. (A signed request that
 * revalidates a page is tested end to end against the production server.)
 */
import { encodeSignatureHeader } from '@sanity/webhook'
import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
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

  it('answers 400 to a signed body without a _type', async () => {
    const { POST } = await route(SECRET)
    const body = JSON.stringify({ _id: 'x' })
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET)
    const response = await POST(request(body, { 'sanity-webhook-signature': signature }))
    expect(response.status).toBe(400)
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
