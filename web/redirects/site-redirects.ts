/**
 * This process's copy of the redirect documents and gone paths (web/redirects/table.ts), read
 * from the content backend. Read by the proxy and by the routes that would otherwise answer 404,
 * which run outside Next's data cache, so it keeps its own copy and knows when it is stale:
 *
 * - the local dataset: whenever the file changes (every instance reads the same file);
 * - Sanity: when the publish webhook, on any instance, bumps the redirects stamp: this process's
 *   own at once, and every other instance's through Redis (REDIS_URL), which each checks at most
 *   every STAMP_CHECK_MS; and at the latest after SANITY_TTL_MS without a webhook.
 */
import { sharedRedis } from '@/web/server/redis-client.mjs'
import { env } from '@/web/env'
import { buildSiteRedirects, type SiteRedirects } from './table'
import { backend } from '@/web/content/backend'
import { siteRedirectsQuery } from '@/web/content/queries'
import type { SiteRedirectsQueryResult } from '@/web/content/sanity.types'
import { processGlobal } from '@/web/server/process-global.mjs'

const SANITY_TTL_MS = 60_000
/** How often an instance asks Redis whether a webhook elsewhere changed the redirects. */
const STAMP_CHECK_MS = 250
const STAMP_KEY = 'codehome:redirects-stamp'

interface State {
  stamp: string
  checkedAt: number
  checking?: Promise<void>
  memo?: { key: string; expires: number; table: Promise<SiteRedirects> }
}
/** The two commands used, so the client's generic types stay out of the way. */
interface StampClient {
  isReady: boolean
  get(key: string): Promise<string | null>
  set(key: string, value: string): Promise<unknown>
}

// Kept on globalThis: the proxy, the pages and the webhook route are separate bundles.
function state(): State {
  return processGlobal<State>('site-redirects', () => ({ stamp: '0', checkedAt: 0 }))
}

/** This process's Redis client, when configured and ready. */
function redis(): StampClient | null {
  if (!env.REDIS_URL) return null
  const client = sharedRedis(env.REDIS_URL) as unknown as StampClient
  return client.isReady ? client : null
}

/** The shared stamp, asked of Redis at most every STAMP_CHECK_MS (never waited on for long). */
async function currentStamp(): Promise<string> {
  const current = state()
  const client = redis()
  if (client && Date.now() - current.checkedAt > STAMP_CHECK_MS) {
    current.checkedAt = Date.now()
    current.checking ??= client
      .get(STAMP_KEY)
      .then((value) => {
        if (value && value !== current.stamp) current.stamp = value
      })
      .catch(() => {})
      .finally(() => {
        current.checking = undefined
      })
    await Promise.race([current.checking, new Promise((resolve) => setTimeout(resolve, 50))])
  }
  return current.stamp
}

/** Called by the publish webhook: every instance reads the redirects again. */
export async function bumpRedirectsStamp(): Promise<void> {
  const current = state()
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
  current.stamp = stamp
  current.memo = undefined
  const client = redis()
  await client?.set(STAMP_KEY, stamp).catch(() => {})
}

export async function getSiteRedirects(): Promise<SiteRedirects> {
  const current = state()
  const key = `${await backend.version()}|${await currentStamp()}`
  const now = Date.now()
  const memo = current.memo
  const fresh = backend.revalidate === false || now < (memo?.expires ?? 0)
  if (memo && memo.key === key && fresh) return memo.table
  const table = backend
    .query<SiteRedirectsQueryResult>(siteRedirectsQuery, {}, 'published')
    .then(buildSiteRedirects)
  const entry = { key, expires: now + SANITY_TTL_MS, table }
  current.memo = entry
  // A failed read is not remembered: the next request tries again.
  table.catch(() => {
    if (current.memo === entry) current.memo = undefined
  })
  return table
}
