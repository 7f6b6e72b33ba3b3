/**
 * Whether this process's leads database answers, for the health route (app/api/health) that
 * container healthchecks and load balancers ask: an instance that cannot store a lead is taken
 * out of rotation rather than sent visitors whose forms would fail.
 */
import type { SqlClient } from '@/core/db/sql-client.ts'

/**
 * Past this the database counts as down: a healthcheck must answer in a few seconds, and pg's
 * own connection timeout (5 s) or a query stuck behind a lock would otherwise hold it.
 */
export const HEALTH_TIMEOUT_MS = 2_000

/** True when `select 1` comes back within `timeoutMs`; false on an error or no answer. */
export async function databaseAnswers(
  sql: () => Promise<SqlClient>,
  timeoutMs = HEALTH_TIMEOUT_MS,
): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  const probe = (async () => {
    const { rows } = await (await sql()).query<{ ok: number }>('select 1 as ok')
    return rows[0]?.ok === 1
  })().catch(() => false)
  try {
    return await Promise.race([probe, timeout])
  } finally {
    clearTimeout(timer)
  }
}
