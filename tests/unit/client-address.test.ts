/**
 * Who the client is (issue 42, 1): the host's own header when configured, else X-Forwarded-For as
 * far as the trusted proxies, else the TCP peer, which Next writes into X-Forwarded-For once
 * proxy.ts has removed whatever the client wrote there.
 */
import { globSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  addressFrom,
  CLIENT_WRITTEN_ADDRESS_HEADERS,
  clientClaimsRemoved,
} from '@/web/http/client-address'

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

describe('clientClaimsRemoved', () => {
  const claims = {
    'x-forwarded-for': '6.6.6.6',
    'x-real-ip': '7.7.7.7',
    forwarded: 'for=8.8.8.8',
    cookie: 'a=b',
  }

  it('with nothing trusted in front: drops every address a client can write, keeps the rest', () => {
    const cleaned = clientClaimsRemoved(new Headers(claims), { TRUSTED_PROXY_HOPS: 0 })
    expect(cleaned).not.toBeNull()
    for (const name of CLIENT_WRITTEN_ADDRESS_HEADERS) expect(cleaned!.has(name)).toBe(false)
    expect(cleaned!.get('cookie')).toBe('a=b')
    // What the route then sees is only what Next writes: the peer.
    const routeSees = new Headers(cleaned!)
    routeSees.set('x-forwarded-for', '127.0.0.9')
    expect(
      addressFrom(new Request('http://site/x', { headers: routeSees }), { TRUSTED_PROXY_HOPS: 0 }),
    ).toBe('127.0.0.9')
  })

  it('changes nothing when the request carries no claim (most requests pay nothing)', () => {
    expect(
      clientClaimsRemoved(new Headers({ cookie: 'a=b' }), { TRUSTED_PROXY_HOPS: 0 }),
    ).toBeNull()
  })

  it('keeps the headers that trusted proxies or the host wrote', () => {
    expect(clientClaimsRemoved(new Headers(claims), { TRUSTED_PROXY_HOPS: 1 })).toBeNull()
    expect(
      clientClaimsRemoved(new Headers(claims), {
        TRUSTED_PROXY_HOPS: 0,
        CLIENT_IP_HEADER: 'x-real-ip',
      }),
    ).toBeNull()
  })
})

describe("proxy.ts's matcher", () => {
  it('runs on every endpoint, admin page and server action, which key on the address', async () => {
    // Imported here: Next's testing module patches the console, which the address warning uses.
    const { unstable_doesMiddlewareMatch } = await import('next/experimental/testing/server')
    const { config } = await import('@/proxy')
    const routes = globSync('app/{api,functions}/**/route.ts').map(
      (file) =>
        '/' +
        file
          .replace(/^app\//, '')
          .replace(/\/route\.ts$/, '')
          .replace(/\[\.\.\.[^\]]+\]/g, 'a/b')
          .replace(/\[[^\]]+\]/g, 'x'),
    )
    expect(routes.length).toBeGreaterThan(10)
    const paths = [...routes, '/admin/leads', '/admin']
    const unmatched = paths.filter((url) => !unstable_doesMiddlewareMatch({ config, url }))
    expect(unmatched).toEqual([])
    // A server action posted to any page (its header says so).
    expect(
      unstable_doesMiddlewareMatch({
        config,
        url: '/careers',
        headers: { 'next-action': '0123' },
      }),
    ).toBe(true)
  })
})
