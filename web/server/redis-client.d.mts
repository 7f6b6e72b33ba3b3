import type { RedisClientType } from '@redis/client'

/** This process's one Redis client for `url` (redis-client.mjs). */
export function sharedRedis(url: string): RedisClientType
