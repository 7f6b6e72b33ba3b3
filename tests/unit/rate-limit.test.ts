/**
 * The rate limit's client address and its memory (issue 13, abuse item 3): X-Forwarded-For is
 * believed only as far as the configured trusted hops, and the limiter forgets addresses, but not
 * the ones it is refusing.
 */
import { describe, expect, it } from 'vitest'
import {
  addressKey,
  clientAddress,
  createMemoryStore,
  createRateLimiter,
  DEFAULT_MAX_KEYS,
} from '@/core/http/rate-limit.ts'

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
  it('refuses past the limit per key and per window, and counts nothing it refuses', async () => {
    let t = 0
    const limiter = createRateLimiter(2, { now: () => t })
    const a = [await limiter.take('a'), await limiter.take('a'), await limiter.take('a')]
    expect(a).toEqual([true, true, false])
    expect(await limiter.blocked('a')).toBe(true)
    expect(await limiter.take('b')).toBe(true)
    t = 120_000 // two windows later
    expect(await limiter.blocked('a')).toBe(false)
    expect(await limiter.take('a')).toBe(true)
  })

  it('keeps at most maxKeys addresses, forgetting the least recently used one below the limit', async () => {
    const t = 0
    const store = createMemoryStore(2, { maxKeys: 3, now: () => t })
    const limiter = createRateLimiter(2, { now: () => t, store })
    for (const key of ['a', 'b', 'c']) expect(await limiter.take(key)).toBe(true)
    expect(await limiter.take('a')).toBe(true) // 'a' is now the most recent (and at its limit)
    expect(await limiter.take('d')).toBe(true) // evicts 'b', the least recently used
    expect(store.counts('b', 0)).toEqual({ current: 0, previous: 0 })
    expect(store.counts('c', 0)).toEqual({ current: 1, previous: 0 })
    expect(store.size()).toBe(3)
  })

  it('a flood of fresh addresses neither grows the memory nor frees a refused address', async () => {
    let t = 0
    const store = createMemoryStore(10, { now: () => t })
    const limiter = createRateLimiter(10, { now: () => t, store })
    const attacker = '203.0.113.66'
    for (let i = 0; i < 10; i++) expect(await limiter.take(attacker)).toBe(true)
    expect(await limiter.blocked(attacker)).toBe(true)
    // The probe's attack: 10,050 cheap requests from distinct addresses, one each.
    t = 1_000
    for (let i = 0; i < DEFAULT_MAX_KEYS + 50; i++) {
      expect(await limiter.take(`198.51.${i >> 8}.${i & 255}`)).toBe(true)
    }
    expect(store.size()).toBeLessThanOrEqual(DEFAULT_MAX_KEYS)
    expect(await limiter.blocked(attacker)).toBe(true)
    expect(await limiter.take(attacker)).toBe(false)
    // It is still forgotten when its windows are over.
    t = 120_000
    expect(await limiter.take(attacker)).toBe(true)
  })

  it('counts in the store it is given (a shared one)', async () => {
    const t = 0
    const shared = createMemoryStore(3, { now: () => t })
    const one = createRateLimiter(3, { now: () => t, store: shared })
    const two = createRateLimiter(3, { now: () => t, store: shared })
    expect([await one.take('a'), await two.take('a'), await one.take('a')]).toEqual([
      true,
      true,
      true,
    ])
    expect(await two.take('a')).toBe(false)
  })
})
