/**
 * The CDN cache policy of public pages (issue 13, headers): a short shared max-age with a long
 * stale-while-revalidate instead of Next's year, and no long cache for a 404.
 */
import { describe, expect, it } from 'vitest'
import { cdnCacheControl } from '@/web/http/cdn-cache'

const policy = { maxAge: 60, staleWhileRevalidate: 31_536_000 }

describe('cdnCacheControl', () => {
  it("replaces Next's shared cache value on pages (and their 304s)", () => {
    for (const status of [200, 304]) {
      expect(cdnCacheControl(status, 's-maxage=31536000', policy)).toBe(
        's-maxage=60, stale-while-revalidate=31536000',
      )
      expect(
        cdnCacheControl(status, 's-maxage=3600, stale-while-revalidate=31532400', policy),
      ).toBe('s-maxage=60, stale-while-revalidate=31536000')
    }
    expect(cdnCacheControl(200, 's-maxage=31536000', { maxAge: 30, staleWhileRevalidate: 0 })).toBe(
      's-maxage=30',
    )
  })

  it('lets a CDN keep a 404 only briefly and never stale', () => {
    expect(cdnCacheControl(404, 's-maxage=31536000', policy)).toBe(
      'public, max-age=0, s-maxage=60, must-revalidate',
    )
  })

  it('keeps what a response set for itself', () => {
    for (const value of [
      'public, max-age=31536000, immutable',
      'private, no-cache, no-store, max-age=0, must-revalidate',
      'no-store',
      'public, s-maxage=60, stale-while-revalidate=600',
      undefined,
    ]) {
      expect(cdnCacheControl(200, value, policy)).toBeUndefined()
      expect(cdnCacheControl(404, value, policy)).toBeUndefined()
    }
  })
})
