/**
 * Hit counts of redirects, in the database beside the leads. Counting must not slow a redirect:
 * hits are added up in memory and written at most once a second, one upsert per redirect that
 * was followed (no read, no row per visit). A count lost to a crash is a count, not content.
 */
import type { SqlClient } from '@/core/db/sql-client.ts'
import { processGlobal } from '@/web/server/process-global.mjs'

const FLUSH_MS = 1000
interface Pending {
  counts: Map<string, number>
  timer?: ReturnType<typeof setTimeout>
}

export async function writeHits(sql: SqlClient, counts: Map<string, number>): Promise<void> {
  for (const [id, hits] of counts) {
    await sql.query(
      `insert into public.redirect_hits (redirect_id, hits, last_hit_at) values ($1, $2, now())
       on conflict (redirect_id) do update
         set hits = public.redirect_hits.hits + excluded.hits, last_hit_at = now()`,
      [id, hits],
    )
  }
}

export async function readHits(
  sql: SqlClient,
): Promise<Map<string, { hits: number; lastHitAt: Date }>> {
  const { rows } = await sql.query<{
    redirect_id: string
    hits: string | number
    last_hit_at: Date
  }>('select redirect_id, hits, last_hit_at from public.redirect_hits')
  return new Map(
    rows.map((row) => [
      row.redirect_id,
      { hits: Number(row.hits), lastHitAt: new Date(row.last_hit_at) },
    ]),
  )
}

/** Counts one hit of redirect `id`; written within FLUSH_MS. */
export function countHit(id: string, sql: () => Promise<SqlClient>): void {
  const pending = processGlobal<Pending>('redirect-hits', () => ({ counts: new Map() }))
  pending.counts.set(id, (pending.counts.get(id) ?? 0) + 1)
  pending.timer ??= setTimeout(() => {
    const counts = pending.counts
    pending.counts = new Map()
    pending.timer = undefined
    sql()
      .then((client) => writeHits(client, counts))
      .catch((error: unknown) => console.error('[redirects] hit counts not written:', error))
  }, FLUSH_MS)
  pending.timer.unref?.()
}
