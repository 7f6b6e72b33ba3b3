/**
 * Next's incremental cache for this site: prerendered and ISR pages, route handlers and the data
 * `unstable_cache` keeps (web/content/fetch.ts). Set as `cacheHandler` in next.config.ts.
 * https://nextjs.org/docs/app/api-reference/config/next-config-js/incrementalCacheHandlerPath
 *
 * - With REDIS_URL, every `next start` instance shares one cache in Redis, through
 *   @fortedigital/nextjs-cache-handler (its `redis-strings` handler, which stores each entry's
 *   tags beside it): `revalidateTag` on the instance that received the publish webhook deletes
 *   the tagged entries for all of them, so every instance renders the new content on its next
 *   request. While Redis is unreachable the site keeps answering, rendering every request (reads
 *   miss, writes are dropped) until the client reconnects.
 * - Without it, and always during `next build`, Next's own file cache, as if no handler were set.
 *
 * Either way a page that answers 404 is not stored: each unknown URL would otherwise stay in the
 * cache (about 240 KiB of HTML and RSC on disk per path) for good, and random URLs would fill it.
 * A page that is stored gets its own rules inline and the site's style sheet loaded without
 * blocking its first paint (web/cache/critical-css.mjs), and its start-up scripts inserted after
 * that paint (web/cache/deferred-scripts.mjs), as the pages `next build` prerendered have theirs:
 * what a page regenerated after a publish serves from then on. (The request that regenerated it,
 * when it waited for it, gets Next's rendering as it was, with the plain link and script tags.)
 *
 * Plain JavaScript: Next imports this file at run time, outside its bundles.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { CacheHandler as SharedCacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { inlineCriticalCss } from './critical-css.mjs'
import { deferStartUpScripts } from './deferred-scripts.mjs'

const require = createRequire(import.meta.url)
/** Next's default handler (what Next uses when no `cacheHandler` is configured). */
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

const redisUrl = process.env.REDIS_URL?.trim()
const useRedis = Boolean(redisUrl) && process.env.NEXT_PHASE !== 'phase-production-build'

/** Redis answers a healthy request in milliseconds; past this the request renders without it. */
const REDIS_TIMEOUT_MS = 1_000
/**
 * Entries not rewritten for a week leave Redis (the page renders again on its next visit), so
 * what an earlier deployment stored does not stay there for good.
 */
const MAX_ENTRY_AGE_S = 7 * 24 * 60 * 60

let lastErrorLog = 0

if (useRedis) {
  SharedCacheHandler.onCreation(({ buildId }) => {
    // Once per process (Next creates a handler object per request).
    const client = createClient({
      url: redisUrl,
      RESP: 2,
      socket: {
        connectTimeout: 2_000,
        reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000),
      },
    })
    client.on('error', (error) => {
      const now = Date.now()
      if (now - lastErrorLog > 30_000) console.error('[cache] Redis:', error.message)
      lastErrorLog = now
    })
    // Not awaited: until the client is ready the handler reports it and every request renders.
    client.connect().catch(() => undefined)
    return {
      handlers: [
        createRedisHandler({
          client,
          // Per build: a page stored by another build names script chunks this one lacks.
          keyPrefix: `codehome:${buildId ?? 'dev'}:`,
          timeoutMs: REDIS_TIMEOUT_MS,
          keyExpirationStrategy: 'EXAT',
        }),
      ],
      ttl: {
        estimateExpireAge: (staleAge) => Math.min(Math.ceil(staleAge * 1.5), MAX_ENTRY_AGE_S),
      },
    }
  })
}

/** Whether a cache value is a page (or route response) that answered 404. */
export function isNotFound(value) {
  return value != null && typeof value === 'object' && value.status === 404
}

/**
 * The page as the prerendered ones are after `postbuild` (scripts/rewrite-pages.ts): its own rules
 * inline (critical-css.mjs) and its start-up scripts after its first paint (deferred-scripts.mjs).
 * A step that fails leaves the page as it was for that step, and the error is logged.
 */
export async function forFirstPaint(value, distDir) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string' || !distDir) return value
  let html = value.html
  try {
    html = await inlineCriticalCss(html, { distDir })
  } catch (error) {
    console.error('[cache] critical CSS:', error instanceof Error ? error.message : error)
  }
  try {
    html = deferStartUpScripts(html)
  } catch (error) {
    console.error('[cache] start-up scripts:', error instanceof Error ? error.message : error)
  }
  return html === value.html ? value : { ...value, html }
}

export default class SiteCacheHandler {
  constructor(context) {
    this.inner = useRedis ? new SharedCacheHandler(context) : new FileSystemCache(context)
    // `.next/server` → `.next`, where the style sheets are (`static/chunks/*.css`).
    this.distDir = context?.serverDistDir ? path.dirname(context.serverDistDir) : undefined
  }

  get(key, context) {
    return this.inner.get(key, context)
  }

  async set(key, value, context) {
    if (isNotFound(value)) return
    return this.inner.set(key, await forFirstPaint(value, this.distDir), context)
  }

  revalidateTag(tags, durations) {
    return this.inner.revalidateTag(tags, durations)
  }

  resetRequestCache() {
    this.inner.resetRequestCache?.()
  }
}
