/**
 * The redirect table (slugs and aliases of services and case studies) for the proxy, read from
 * the content backend. The proxy runs before Next's data cache is available, so this keeps its
 * own copy: the local dataset's is refreshed whenever the file changes on disk, Sanity's at most
 * a minute after a publish.
 */
import { backend } from './backend'
import { redirectTableQuery } from './queries'
import type { RedirectTableQueryResult } from './sanity.types'
import { buildRedirectTable, type RedirectTable } from '@/web/lib/redirects'

const SANITY_TTL_MS = 60_000

let memo: { version: string; expires: number; table: Promise<RedirectTable> } | null = null

export async function getRedirectTable(): Promise<RedirectTable> {
  const version = await backend.version()
  const now = Date.now()
  const fresh = backend.revalidate === false || now < (memo?.expires ?? 0)
  if (memo && memo.version === version && fresh) return memo.table
  const table = backend
    .query<RedirectTableQueryResult>(redirectTableQuery, {}, 'published')
    .then(buildRedirectTable)
  const entry = { version, expires: now + SANITY_TTL_MS, table }
  memo = entry
  // A failed read is not remembered: the next request tries again.
  table.catch(() => {
    if (memo === entry) memo = null
  })
  return table
}
