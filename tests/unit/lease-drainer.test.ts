/**
 * The one retry queue behind the e-mail outbox and the CRM hand-off, on a table of its own: a
 * leased row is worked by one drainer at a time, a lapsed lease frees it, failures back off and
 * die after the last attempt or at once when permanent.
 */
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  type AttemptOutcome,
  drainQueue,
  type LeasedQueue,
  retryDelayMs,
  workDueRows,
} from '@/core/queue/lease-drainer.ts'

let db: PGlite
const sql = { query: (text: string, params?: unknown[]) => db.query(text, params) as never }

interface Row {
  id: number
  attempts: number
}
type Outcome = AttemptOutcome & { error: string | null }

/** A queue over `jobs` whose attempts answer with `outcome` (or wait for `gate`). */
function jobs(outcome: (row: Row) => Outcome | null, gate?: Promise<void>) {
  const tried: number[] = []
  const queue: LeasedQueue<Row, Outcome, undefined> = {
    table: 'jobs',
    key: 'id',
    tieBreak: 'id',
    columns: ['id', 'attempts'],
    prepare: async () => undefined,
    async attempt(row) {
      tried.push(row.id)
      await gate
      return outcome(row)
    },
    async recordDone(row) {
      await sql.query(
        `update jobs set status = 'done', attempts = attempts + 1, locked_until = null where id = $1`,
        [row.id],
      )
    },
    async recordFailure(row, result, { dead, delayMs }) {
      await sql.query(
        `update jobs set status = $2, attempts = attempts + 1, last_error = $3, locked_until = null,
                next_attempt_at = now() + ($4::bigint * interval '1 millisecond') where id = $1`,
        [row.id, dead ? 'dead' : 'failed', result.error, delayMs],
      )
    },
  }
  return { queue, tried }
}

const state = async () =>
  (
    await db.query<{ id: number; status: string; attempts: number; due_in_ms: number }>(
      `select id, status, attempts,
              (extract(epoch from (next_attempt_at - now())) * 1000)::float8 as due_in_ms
         from jobs order by id`,
    )
  ).rows

beforeAll(async () => {
  db = new PGlite()
  await db.exec(`create table jobs (
    id serial primary key,
    status text not null default 'pending',
    attempts int not null default 0,
    last_error text,
    next_attempt_at timestamptz not null default now(),
    locked_until timestamptz)`)
})
afterAll(() => db.close())
beforeEach(async () => {
  await db.exec(`truncate jobs restart identity; insert into jobs default values;
    insert into jobs default values;`)
})

describe('lease drainer', () => {
  it('doubles the delay per attempt, within ±20%, up to the cap', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1000, 5000, () => 0.5))).toEqual([
      1000, 2000, 4000, 5000,
    ])
    expect(retryDelayMs(2, 1000, 60_000, () => 0)).toBe(1600)
    expect(retryDelayMs(2, 1000, 60_000, () => 1)).toBe(2400)
  })

  it('works each due row once, and a leased row is not taken by a second drainer', async () => {
    let open!: () => void
    const gate = new Promise<void>((resolve) => (open = resolve))
    const first = jobs(() => ({ ok: true, error: null }), gate)
    const second = jobs(() => ({ ok: true, error: null }))
    const round = workDueRows(sql, first.queue, {})
    await expect.poll(() => first.tried.length).toBe(2)
    expect(await workDueRows(sql, second.queue, {})).toEqual({ done: 0, failed: 0, dead: 0 })
    open()
    expect(await round).toEqual({ done: 2, failed: 0, dead: 0 })
    expect(second.tried).toEqual([])
    expect((await state()).map((row) => [row.status, row.attempts])).toEqual([
      ['done', 1],
      ['done', 1],
    ])
  })

  it('takes a row again once its lease has lapsed (a drainer that died)', async () => {
    await db.exec(`update jobs set locked_until = now() + interval '1 minute' where id = 1;
      update jobs set locked_until = now() - interval '1 second' where id = 2`)
    const { queue, tried } = jobs(() => ({ ok: true, error: null }))
    expect(await drainQueue(sql, queue, {})).toEqual({ done: 1, failed: 0, dead: 0 })
    expect(tried).toEqual([2])
  })

  it('backs a failure off, gives up after the last attempt, and at once when permanent', async () => {
    const { queue } = jobs((row) => ({ ok: false, permanent: row.id === 2, error: 'refused' }))
    const options = { maxAttempts: 2, baseDelayMs: 60_000, random: () => 0.5 }
    expect(await drainQueue(sql, queue, options)).toEqual({ done: 0, failed: 1, dead: 1 })
    const [retried, permanent] = await state()
    expect(retried).toMatchObject({ status: 'failed', attempts: 1 })
    expect(retried!.due_in_ms).toBeGreaterThan(55_000)
    expect(permanent).toMatchObject({ status: 'dead', attempts: 1 })

    await db.exec(`update jobs set next_attempt_at = now() where id = 1`)
    expect(await drainQueue(sql, queue, options)).toEqual({ done: 0, failed: 0, dead: 1 })
    expect((await state())[0]).toMatchObject({ status: 'dead', attempts: 2 })
  })

  it('leaves a row with nothing to deliver as it is, and stops', async () => {
    const { queue, tried } = jobs(() => null)
    expect(await drainQueue(sql, queue, {})).toEqual({ done: 0, failed: 0, dead: 0 })
    expect(tried).toEqual([1, 2])
    expect((await state()).map((row) => row.status)).toEqual(['pending', 'pending'])
  })
})
