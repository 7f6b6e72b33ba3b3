/**
 * Counts a followed redirect in the leads database (web/redirects/hits.ts). The database module is
 * loaded on the first hit only, so the proxy's bundle does not open a database on start.
 */
import { countHit } from './hits'

export function countRedirectHit(id: string): void {
  countHit(id, () => import('@/web/server/database').then((database) => database.leadsSql()))
}
