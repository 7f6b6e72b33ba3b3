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
 *   A server starting on a new build first drops the pages a server of an earlier build
 *   regenerated into it (dropOtherBuildsPages).
 *
 * Either way a page that answers 404 is not stored where no page is: each unknown URL would
 * otherwise stay in the cache (about 240 KiB of HTML and RSC on disk per path) for good, and
 * random URLs would fill it. Where a page is stored, its 404 replaces it: its document was deleted
 * and no publish webhook expired it, so its revalidation period rendered it again; dropped, the
 * stale page would be served, rendered and dropped again on every request for good. Nor is a page
 * that answered with a redirect stored (isRedirect); the proxy answers editors' redirects and
 * removed documents' 410s before the cache (proxy.ts).
 * A page that is stored is rewritten for its first paint (web/first-paint: its own rules inline,
 * the site's style sheet loaded without blocking that paint, its start-up scripts inserted after
 * it, its markup in ASCII alone so that sending it costs no encoding), as the pages `next build`
 * prerendered are: what a page regenerated after a publish serves
 * from then on. (The request that regenerated it, when it waited for it, gets Next's rendering as
 * it was, with the plain link and script tags.) A step that does not match the page is logged as
 * an error, and the page is stored as the other steps left it.
 *
 * Plain JavaScript: Next imports this file at run time, outside its bundles.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { CacheHandler as SharedCacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { sharedRedis } from '../server/redis-client.mjs'
import { isToolPage, rewritePage } from '../first-paint/index.mjs'
import { FileSystemCache, ROUTE_CACHE_DIRECTORY } from './next-internals.mjs'

const redisUrl = process.env.REDIS_URL?.trim()
const useRedis = Boolean(redisUrl) && process.env.NEXT_PHASE !== 'phase-production-build'

/** Redis answers a healthy request in milliseconds; past this the request renders without it. */
const REDIS_TIMEOUT_MS = 1_000
/**
 * Entries not rewritten for a week leave Redis (the page renders again on its next visit), so
 * what an earlier deployment stored does not stay there for good.
 */
const MAX_ENTRY_AGE_S = 7 * 24 * 60 * 60

if (useRedis) {
  SharedCacheHandler.onCreation(({ buildId }) => {
    // Once per process (Next creates a handler object per request): the process's one client.
    // Until it is ready the handler reports it and every request renders.
    const client = sharedRedis(redisUrl)
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
 * Whether a cache value is a page that answered with a redirect: an editor's redirect, answered by
 * the route that would otherwise render 404 (web/redirects). Stored, it would outlive its
 * unpublishing by the page's revalidation period; rendered again, it ends within a second.
 */
export function isRedirect(value) {
  return (
    value != null && typeof value === 'object' && [301, 302, 303, 307, 308].includes(value.status)
  )
}

/**
 * The page as the prerendered ones are after `postbuild`: rewritten for its first paint
 * (web/first-paint). A step that does not match it is logged as an error, and leaves the page as
 * it was for that step. Tool pages (the Studio, the lead desk) keep Next's tags, as they do in the
 * build.
 * @param {any} value the cache entry
 * @param {string | undefined} distDir
 * @param {string} [key] the page's path, for the log and the tool pages
 */
export async function forFirstPaint(value, distDir, key) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string' || !distDir) return value
  if (key && isToolPage(key)) return value
  const { html, problems } = await rewritePage(value.html, { distDir })
  for (const { step, problem } of problems)
    console.error(`[cache] first paint of ${key ?? 'a page'}: ${step}: ${problem}`)
  return html === value.html ? value : { ...value, html }
}

/** The folders whose route cache this process has checked (once each). */
const checkedRouteCaches = new Set()

/**
 * Empties the file cache's route cache (`.next/server/route-cache`, the pages a running server
 * regenerated) when another build wrote it, and marks it as this build's: Next keys those pages by
 * route alone, not by build, so a page the previous build's server regenerated was served by the
 * new one, naming that build's style sheet and scripts, which no longer exist (seen after an
 * in-place `npm run build` while the old server still answered: a service page without its style
 * sheet). Redis keys its entries by build already. Once per folder and process, at the first
 * handler: before this server has stored anything. A build without a BUILD_ID file (a test's
 * folder) is left alone.
 * @param {string | undefined} serverDistDir `.next/server`
 * @returns {boolean} whether pages of another build were dropped
 */
export function dropOtherBuildsPages(serverDistDir) {
  if (!serverDistDir || checkedRouteCaches.has(serverDistDir)) return false
  checkedRouteCaches.add(serverDistDir)
  let buildId
  try {
    buildId = readFileSync(path.join(path.dirname(serverDistDir), 'BUILD_ID'), 'utf8').trim()
  } catch {
    return false
  }
  const folder = path.join(serverDistDir, ROUTE_CACHE_DIRECTORY)
  const marker = path.join(folder, '.build-id')
  let markedBy
  try {
    markedBy = readFileSync(marker, 'utf8').trim()
  } catch {
    markedBy = undefined
  }
  if (markedBy === buildId) return false
  let stored = []
  try {
    stored = readdirSync(folder).filter((name) => name !== '.build-id')
  } catch {
    stored = []
  }
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(folder, { recursive: true })
  writeFileSync(marker, `${buildId}\n`)
  if (stored.length) {
    console.warn(
      `[cache] dropped the pages another build's server regenerated into ${folder} (build ${markedBy ?? 'unknown'}; this is ${buildId})`,
    )
  }
  return stored.length > 0
}

export default class SiteCacheHandler {
  constructor(context) {
    if (!useRedis && process.env.NEXT_PHASE !== 'phase-production-build')
      dropOtherBuildsPages(context?.serverDistDir)
    this.inner = useRedis ? new SharedCacheHandler(context) : new FileSystemCache(context)
    // `.next/server` → `.next`, where the style sheets are (`static/chunks/*.css`).
    this.distDir = context?.serverDistDir ? path.dirname(context.serverDistDir) : undefined
  }

  get(key, context) {
    return this.inner.get(key, context)
  }

  async set(key, value, context) {
    if (isRedirect(value)) return
    if (isNotFound(value) && !(await this.hasEntry(key, value))) return
    return this.inner.set(key, await forFirstPaint(value, this.distDir, key), context)
  }

  /**
   * Whether a page (or route response) is stored at this key, whatever its age. A cache that
   * cannot answer counts as none: the 404 is then not stored, as before.
   */
  async hasEntry(key, value) {
    const kind = value?.kind === 'APP_ROUTE' ? 'APP_ROUTE' : 'APP_PAGE'
    try {
      const entry = await this.inner.get(key, { kind, isRoutePPREnabled: false, isFallback: false })
      return entry?.value != null
    } catch {
      return false
    }
  }

  revalidateTag(tags, durations) {
    return this.inner.revalidateTag(tags, durations)
  }

  resetRequestCache() {
    this.inner.resetRequestCache?.()
  }
}
