/**
 * The redirect table (slugs and aliases of services and case studies) for the proxy, read from
 * the content backend. The proxy runs before Next's data cache is available, so this keeps its
 * own copy: the local dataset's is refreshed whenever the file changes on disk, Sanity's at most
 * a minute after a publish.
 */
import { backend } from './backend'
import { redirectTableQuery } from './queries'
import type { RedirectTableQueryResult } from './sanity.types'
import { buildRedirectTable, isCanonicalPage, type RedirectTable } from '@/web/lib/redirects'

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

/** How often the HTTP hooks' copy of the table asks whether it is still current. */
const RECHECK_MS = 1_000

/**
 * For the HTTP hooks, which must decide synchronously: whether `pathname` is a canonical service
 * or case-study page according to the table last read, which is read again in the background at
 * most once a second (the local dataset's when its file changed, Sanity's at most a minute after a
 * publish, as above). Until a table has been read, nothing is canonical: the proxy decides.
 */
export function canonicalPageCheck(): (pathname: string) => boolean {
  let table: RedirectTable | null = null
  let checkedAt = -Infinity
  const refresh = () => {
    checkedAt = Date.now()
    getRedirectTable().then(
      (current) => (table = current),
      () => (table = null),
    )
  }
  refresh()
  return (pathname) => {
    if (Date.now() - checkedAt >= RECHECK_MS) refresh()
    return table !== null && isCanonicalPage(pathname, table)
  }
}
