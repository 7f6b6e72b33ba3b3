/**
 * The client address the rate limits key on, from what every Next host gives a request (issue
 * 28): the host's own header when configured, else X-Forwarded-For as far as the trusted proxies.
 */
import { describe, expect, it } from 'vitest'
import { addressFrom } from '@/web/http/client-address'

const request = (headers: Record<string, string>) => new Request('http://site/x', { headers })

describe('addressFrom', () => {
  it("with nothing in front: the address Next wrote into X-Forwarded-For (the socket's)", () => {
    const config = { TRUSTED_PROXY_HOPS: 0 }
    expect(addressFrom(request({ 'x-forwarded-for': '127.0.0.2' }), config)).toBe('127.0.0.2')
    expect(addressFrom(request({ 'x-forwarded-for': '::ffff:127.0.0.3' }), config)).toBe(
      '127.0.0.3',
    )
    expect(addressFrom(request({}), config)).toBe('unknown')
  })

  it('behind one proxy (the bundled nginx): what the proxy appended, not what the client wrote', () => {
    const config = { TRUSTED_PROXY_HOPS: 1 }
    const forged = request({ 'x-forwarded-for': '6.6.6.6, 7.7.7.7, 203.0.113.7' })
    expect(addressFrom(forged, config)).toBe('203.0.113.7')
    expect(addressFrom(forged, { TRUSTED_PROXY_HOPS: 2 })).toBe('7.7.7.7')
  })

  it("takes the host's own header first when one is configured", () => {
    const config = { TRUSTED_PROXY_HOPS: 1, CLIENT_IP_HEADER: 'x-vercel-forwarded-for' }
    const headers = { 'x-vercel-forwarded-for': '203.0.113.9', 'x-forwarded-for': '6.6.6.6' }
    expect(addressFrom(request(headers), config)).toBe('203.0.113.9')
    // A request without it (not through that edge) falls back to X-Forwarded-For.
    expect(addressFrom(request({ 'x-forwarded-for': '6.6.6.6, 203.0.113.8' }), config)).toBe(
      '203.0.113.8',
    )
  })
})
