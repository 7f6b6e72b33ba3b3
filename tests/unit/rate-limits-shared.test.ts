/**
 * Rate limits shared across instances through Redis (REDIS_URL): two limiters with their own
 * Redis connections (two instances) see one count and one lockout; while Redis is unreachable
 * each counts in its own memory instead of letting everything through.
 */
import { createClient } from '@redis/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryStore, createRateLimiter } from '@/core/http/rate-limit.ts'
import { createRedisStore, type RateLimitRedis } from '@/web/lib/rate-limits'
import { startRedis, type TestRedis } from '../helpers/redis'

// Its own offset: edge-function-booking.test.ts runs Postgres on E2E_PORT + 70, maybe at the same time.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 73

let redis: TestRedis
const clients: { close(): Promise<unknown>; pTTL(key: string): Promise<number> }[] = []

async function instance(limit: number, name = 'unit') {
  const client = createClient({ url: redis.url })
  client.on('error', () => undefined)
  await client.connect()
  clients.push(client)
  const fallback = createMemoryStore(limit)
  const store = createRedisStore(client as unknown as RateLimitRedis, {
    name,
    windowMs: 60_000,
    fallback,
  })
  return createRateLimiter(limit, { store })
}

beforeAll(async () => {
  redis = await startRedis(PORT)
})
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close().catch(() => undefined)))
  await redis?.stop()
})

describe('rate limits in Redis', () => {
  it('two instances share one count, one lockout, and separate names', async () => {
    const [one, two] = await Promise.all([instance(10), instance(10)])
    for (let i = 0; i < 10; i++) expect(await (i % 2 ? one : two).take('203.0.113.9')).toBe(true)
    expect(await one.take('203.0.113.9')).toBe(false)
    expect(await two.blocked('203.0.113.9')).toBe(true)
    expect(await two.take('198.51.100.1')).toBe(true)
    // Another limit's counters are its own.
    expect(await (await instance(10, 'other')).take('203.0.113.9')).toBe(true)
    // Each counter expires two windows after it was written.
    const keys = (await redis.keys()).filter((key) => key.includes('203.0.113.9'))
    expect(keys.length).toBe(2)
    for (const key of keys) {
      expect(key).toMatch(/^codehome:rate:(unit|other):203\.0\.113\.9:\d+$/)
      expect(await clients[0]!.pTTL(key)).toBeGreaterThan(60_000)
    }
  })

  it('counts in memory while Redis does not answer, never letting everything through', async () => {
    const down = {
      isReady: true,
      mGet: () => new Promise<never>(() => undefined),
      multi: () => {
        throw new Error('connection lost')
      },
    } as unknown as RateLimitRedis
    const limiter = createRateLimiter(3, {
      store: createRedisStore(down, {
        name: 'down',
        windowMs: 60_000,
        fallback: createMemoryStore(3),
        timeoutMs: 20,
      }),
    })
    const taken = []
    for (let i = 0; i < 4; i++) taken.push(await limiter.take('203.0.113.10'))
    expect(taken).toEqual([true, true, true, false])
  })
})
