/**
 * The one retry queue of the core, over any table of rows to deliver (the e-mail outbox, the CRM
 * hand-off). A round claims due rows (pending or failed, next try passed, no live lease) by
 * setting `locked_until`, so two drainers never work on the same row at once and a drainer that
 * dies lets its lease lapse; each claimed row is tried once, then recorded as done, or failed
 * with the attempt count and the next try (exponential backoff with jitter), or dead after the
 * last attempt or a permanent refusal.
 *
 * The table needs: status ('pending' | 'failed' | …), attempts, next_attempt_at, locked_until.
 */
import type { SqlClient } from '../db/sql-client.ts'

export interface LeaseOptions {
  /** Rows claimed per round. */
  batchSize?: number
  /** Attempts before a row is dead. */
  maxAttempts?: number
  /** First retry delay; doubles each attempt, capped at maxDelayMs. */
  baseDelayMs?: number
  maxDelayMs?: number
  /** How long a claimed row is held before another drainer may take it. */
  lockMs?: number
  random?: () => number
}

/** What one attempt at a row came to; `permanent` makes a failure final (no retry helps). */
export interface AttemptOutcome {
  ok: boolean
  permanent?: boolean
}

export interface LeasedQueue<
  Row extends { attempts: number },
  Outcome extends AttemptOutcome,
  Batch,
> {
  table: string
  /** The column that names a row. */
  key: string
  /** Orders rows due at the same moment. */
  tieBreak: string
  /** The columns a claimed row is read with. */
  columns: readonly string[]
  /** What the round's rows need besides themselves, read once per round (not for an empty one). */
  prepare(rows: Row[]): Promise<Batch>
  /** One attempt; null when there is nothing to deliver any more (the row is left as it is). */
  attempt(row: Row, batch: Batch): Promise<Outcome | null>
  /** Records a success (and lifts the lease). */
  recordDone(row: Row, outcome: Outcome): Promise<void>
  /** Records a failure (and lifts the lease): dead, or failed with the next try `delayMs` away. */
  recordFailure(row: Row, outcome: Outcome, next: { dead: boolean; delayMs: number }): Promise<void>
}

export interface RoundReport {
  done: number
  failed: number
  dead: number
}

/** Delay before attempt `attempt + 1` after `attempt` failed ones (1-based), with ±20% jitter. */
export function retryDelayMs(attempt: number, base: number, max: number, random = Math.random) {
  const plain = Math.min(max, base * 2 ** Math.max(0, attempt - 1))
  return Math.round(plain * (0.8 + 0.4 * random()))
}

/** Claims up to batchSize due rows and tries each once; returns what happened. */
export async function workDueRows<
  Row extends { attempts: number },
  Outcome extends AttemptOutcome,
  Batch,
>(
  sql: SqlClient,
  queue: LeasedQueue<Row, Outcome, Batch>,
  options: LeaseOptions,
): Promise<RoundReport> {
  const batchSize = options.batchSize ?? 20
  const maxAttempts = options.maxAttempts ?? 8
  const baseDelayMs = options.baseDelayMs ?? 30_000
  const maxDelayMs = options.maxDelayMs ?? 3_600_000
  const lockMs = options.lockMs ?? 120_000
  const report: RoundReport = { done: 0, failed: 0, dead: 0 }

  const { table, key } = queue
  const { rows } = await sql.query<Row>(
    `update ${table} o
        set locked_until = now() + ($2::bigint * interval '1 millisecond')
      where o.${key} in (
        select ${key} from ${table}
         where status in ('pending', 'failed')
           and next_attempt_at <= now()
           and (locked_until is null or locked_until < now())
         order by next_attempt_at, ${queue.tieBreak}
         limit $1
         for update skip locked)
      returning ${queue.columns.map((column) => `o.${column}`).join(', ')}`,
    [batchSize, lockMs],
  )
  if (rows.length === 0) return report
  const batch = await queue.prepare(rows)

  await Promise.all(
    rows.map(async (row) => {
      const outcome = await queue.attempt(row, batch)
      if (outcome === null) return
      if (outcome.ok) {
        await queue.recordDone(row, outcome)
        report.done++
        return
      }
      const attempt = row.attempts + 1
      const dead = attempt >= maxAttempts || outcome.permanent === true
      const delayMs = retryDelayMs(attempt, baseDelayMs, maxDelayMs, options.random)
      await queue.recordFailure(row, outcome, { dead, delayMs })
      if (dead) report.dead++
      else report.failed++
    }),
  )
  return report
}

/** Rounds until no due row is left (or `maxRounds`). */
export async function drainQueue<
  Row extends { attempts: number },
  Outcome extends AttemptOutcome,
  Batch,
>(
  sql: SqlClient,
  queue: LeasedQueue<Row, Outcome, Batch>,
  options: LeaseOptions & { maxRounds?: number },
): Promise<RoundReport> {
  const total: RoundReport = { done: 0, failed: 0, dead: 0 }
  for (let round = 0; round < (options.maxRounds ?? 50); round++) {
    const report = await workDueRows(sql, queue, options)
    total.done += report.done
    total.failed += report.failed
    total.dead += report.dead
    if (report.done + report.failed + report.dead === 0) break
  }
  return total
}
