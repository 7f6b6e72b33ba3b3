/**
 * This process's one Redis client (REDIS_URL), shared by Next's cache (web/cache/cache-handler.mjs),
 * the rate limits (web/lib/rate-limits.ts) and the redirects' stamp (web/redirects/site-redirects.ts):
 * one connection, one reconnect policy, one error log. Plain JavaScript (types in
 * redis-client.d.mts): the cache handler, which Next imports at run time outside its bundles,
 * imports it too. Not awaited: until the client is ready, each user goes on without Redis (pages
 * render, limits count in memory, the stamp is not checked).
 */
import { createClient } from '@redis/client'
import { processGlobal } from './process-global.mjs'

/** How often a lasting outage is written to the log, at most. */
const ERROR_LOG_EVERY_MS = 30_000

/** @param {string} url */
export function sharedRedis(url) {
  return processGlobal(`redis:${url}`, () => {
    let lastErrorLog = 0
    const client = createClient({
      url,
      // RESP2 replies: what the shared cache handler's Redis strings expect.
      RESP: 2,
      socket: {
        connectTimeout: 2_000,
        reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000),
      },
    })
    client.on('error', (/** @type {Error} */ error) => {
      const now = Date.now()
      if (now - lastErrorLog > ERROR_LOG_EVERY_MS) console.error('[redis]', error.message)
      lastErrorLog = now
    })
    client.connect().catch(() => undefined)
    return client
  })
}
