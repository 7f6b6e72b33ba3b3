/**
 * The rate limit's client address and its memory (issue 13, abuse item 3): X-Forwarded-For is
 * believed only as far as the configured trusted hops, and the limiter forgets addresses.
 */
import { describe, expect, it } from 'vitest'
import {
  addressKey,
  clientAddress,
  createRateLimiter,
} from '@/supabase/functions/_shared/rate-limit.ts'

const request = (forwardedFor?: string) =>
  new Request('http://site/functions/v1/enhanced-crm-automation', {
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  })

describe('clientAddress', () => {
  it('with no trusted proxy (the default) takes the socket address and ignores the header', () => {
    const peer = '198.51.100.20'
    for (const spoof of ['203.0.113.1', '203.0.113.2, 198.51.100.99', undefined]) {
      expect(clientAddress(request(spoof), { peer })).toBe(peer)
    }
    expect(clientAddress(request('203.0.113.1'))).toBe('unknown')
  })

  it('behind N trusted proxies takes the N-th entry from the right', () => {
    // The client wrote "6.6.6.6"; the CDN appended the client's real address, the load
    // balancer the CDN's.
    const header = '6.6.6.6, 203.0.113.7, 10.0.0.5'
    const peer = '10.0.0.9'
    expect(clientAddress(request(header), { peer, trustedHops: 1 })).toBe('10.0.0.5')
    expect(clientAddress(request(header), { peer, trustedHops: 2 })).toBe('203.0.113.7')
    // Fewer entries than hops (the request bypassed a proxy): the leftmost.
    expect(clientAddress(request('203.0.113.7'), { peer, trustedHops: 2 })).toBe('203.0.113.7')
    // No header at all: the socket.
    expect(clientAddress(request(), { peer, trustedHops: 1 })).toBe(peer)
  })

  it('keys IPv6 addresses by their /64 and IPv4 ones however they are written', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('203.0.113.7:4312')).toBe('203.0.113.7')
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:0DB8:0001:0002:ffff::9'))
    expect(addressKey('[2001:db8::1]:443')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
  })
})

describe('createRateLimiter', () => {
  it('refuses past the limit per key and per window, and counts nothing it refuses', () => {
    let t = 0
    const limiter = createRateLimiter(2, { now: () => t })
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, false])
    expect(limiter.blocked('a')).toBe(true)
    expect(limiter.take('b')).toBe(true)
    t = 120_000 // two windows later
    expect(limiter.blocked('a')).toBe(false)
    expect(limiter.take('a')).toBe(true)
  })

  it('keeps at most maxKeys addresses, forgetting the least recently used', () => {
    let t = 0
    const limiter = createRateLimiter(1, { now: () => t, maxKeys: 3 })
    for (const key of ['a', 'b', 'c']) expect(limiter.take(key)).toBe(true)
    expect(limiter.take('a')).toBe(false) // still remembered: 'a' is now the most recent
    expect(limiter.take('d')).toBe(true) // evicts 'b', the least recently used
    expect(limiter.take('b')).toBe(true) // forgotten, so allowed again (evicts 'c')
    expect(limiter.take('a')).toBe(false)
    t = 30_000
    // A flood of distinct addresses never grows the memory past the cap, and never refuses one.
    for (let i = 0; i < 1_000; i++) expect(limiter.take(`flood-${i}`)).toBe(true)
  })
})
