import 'server-only'
/**
 * The app's rate limits (leads, orders, search, wrong admin tokens, wrong preview secrets): in
 * this process's memory, or with REDIS_URL in Redis, shared by every instance. Per instance, a
 * limit would be multiplied by the number of instances, and a lockout on one would not hold on
 * the next.
 *
 * Redis keeps a counter per name, address and window (`INCR`, expiring two windows later), so its
 * memory follows the traffic of the last two minutes and needs no cap. Two instances may both let
 * through the request that reaches a limit (the count is read, then added to): a limit can be
 * passed by one request per instance, never more. While Redis does not answer within
 * REDIS_TIMEOUT_MS, each instance counts in its own memory instead (never no limit at all).
 */
import { createHash } from 'node:crypto'
import { sharedRedis } from '@/web/server/redis-client.mjs'
import {
  createMemoryStore,
  createRateLimiter,
  type RateLimiter,
  type RateLimitStore,
  type WindowCounts,
} from '@/core/http/rate-limit.ts'
import { env } from '@/web/env'
import { processGlobal } from '@/web/server/process-global.mjs'

const REDIS_TIMEOUT_MS = 500
const KEY_PREFIX = 'codehome:rate:'

/** The commands the Redis store uses (a @redis/client client, or a stand-in in tests). */
export interface RateLimitRedis {
  readonly isReady: boolean
  mGet(keys: string[]): Promise<(string | null)[]>
  multi(): RateLimitMulti
}

interface RateLimitMulti {
  incr(key: string): RateLimitMulti
  pExpire(key: string, ms: number): RateLimitMulti
  exec(): Promise<unknown>
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

let lastErrorLog = 0
function logError(error: unknown) {
  const now = Date.now()
  if (now - lastErrorLog < 30_000) return
  lastErrorLog = now
  console.error('[rate-limit] Redis:', error instanceof Error ? error.message : error)
}

/**
 * Counts in Redis under `codehome:rate:{name}:{address}:{window}`; `fallback` counts while Redis
 * is not ready or fails. Long keys (an address is what a header said) are hashed.
 */
export function createRedisStore(
  redis: RateLimitRedis,
  {
    name,
    windowMs,
    fallback,
    timeoutMs = REDIS_TIMEOUT_MS,
  }: { name: string; windowMs: number; fallback: RateLimitStore; timeoutMs?: number },
): RateLimitStore {
  const keyOf = (key: string, window: number) => {
    const id = key.length <= 100 ? key : createHash('sha256').update(key).digest('hex')
    return `${KEY_PREFIX}${name}:${id}:${window}`
  }
  return {
    async counts(key, window): Promise<WindowCounts> {
      if (!redis.isReady) return fallback.counts(key, window)
      try {
        const [current, previous] = await withTimeout(
          redis.mGet([keyOf(key, window), keyOf(key, window - 1)]),
          timeoutMs,
        )
        return { current: Number(current ?? 0), previous: Number(previous ?? 0) }
      } catch (error) {
        logError(error)
        return fallback.counts(key, window)
      }
    },
    async add(key, window) {
      if (!redis.isReady) return fallback.add(key, window)
      const counter = keyOf(key, window)
      try {
        // Kept two windows: the next window still weighs this one.
        await withTimeout(
          redis
            .multi()
            .incr(counter)
            .pExpire(counter, 2 * windowMs)
            .exec(),
          timeoutMs,
        )
      } catch (error) {
        logError(error)
        await fallback.add(key, window)
      }
    },
  }
}

/** This process's Redis client (until it is ready the limits count in memory). */
const redisClient = (url: string) => sharedRedis(url) as unknown as RateLimitRedis

/**
 * A limit of `limit` requests per address per `windowMs` under `name` (one counter space per
 * name): shared through Redis with REDIS_URL, else in this process's memory.
 */
export function rateLimiter(
  name: string,
  limit: number,
  { windowMs = 60_000, redisUrl = env.REDIS_URL } = {},
): RateLimiter {
  if (!redisUrl) return createRateLimiter(limit, { windowMs })
  const fallback = createMemoryStore(limit, { windowMs })
  const store = createRedisStore(redisClient(redisUrl), { name, windowMs, fallback })
  return createRateLimiter(limit, { windowMs, store })
}
