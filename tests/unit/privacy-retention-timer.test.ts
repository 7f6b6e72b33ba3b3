/**
 * Retention runs on the outbox worker's own timer (issue 33, item 6), at most once per interval,
 * by the worker's clock: driven here by vitest's fake timers over a real (in-memory) database.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { applyRetention, DEFAULT_RETENTION } from '@/core/privacy/retention.ts'
import type { LeadsDatabase } from '@/web/server/open-database'
import { createOutboxWorker } from '@/web/leads/server/outbox-worker'
import { handlerFor, leadRequest, memoryDatabase, validSubmissions } from '../helpers/leads'

const DAY = 86_400_000
const HOUR = 3_600_000
const POLL = 1_000

let db: PGlite
beforeAll(async () => {
  db = await memoryDatabase()
})
afterAll(async () => {
  await db.close()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('retention on the outbox timer', () => {
  it('purges an old spam lead once its time has come, and not more than once an hour', async () => {
    const start = new Date('2027-03-01T09:00:00Z')
    vi.useFakeTimers({ now: start, toFake: ['setInterval', 'clearInterval', 'setTimeout', 'Date'] })

    const submission = validSubmissions().contact
    const response = await handlerFor(db)(leadRequest(submission))
    const { leadId } = (await response.json()) as { leadId: string }
    // Arrived at the start, by the worker's clock; flagged as spam.
    await db.query(`update leads set state = 'spam', created_at = $2 where id = $1`, [
      leadId,
      start.toISOString(),
    ])

    const runs: { at: Date; spamLeads: number }[] = []
    let ran: () => void = () => undefined
    const database = async () =>
      ({
        sql: { query: (text: string, params?: unknown[]) => db.query(text, params) },
      }) as never as LeadsDatabase
    const worker = createOutboxWorker({
      database,
      mailer: null,
      crm: null,
      from: async () => 'hello@codehome.example',
      pollMs: POLL,
      retryBaseMs: 10,
      maxAttempts: 1,
      housekeeping: {
        everyMs: HOUR,
        async run(opened, at) {
          const report = await applyRetention(opened.sql, DEFAULT_RETENTION, at)
          runs.push({ at, spamLeads: report.spamLeads })
          ran()
        },
      },
    })
    const nextRun = () => new Promise<void>((resolve) => (ran = resolve))
    const leads = async () => (await db.query('select id from leads')).rows.length

    try {
      // First poll: retention runs at once (a server restarted often still purges).
      let done = nextRun()
      await vi.advanceTimersByTimeAsync(POLL)
      await done
      expect(runs).toEqual([{ at: new Date(+start + POLL), spamLeads: 0 }])

      // Within the hour, polls deliver but do not run retention again.
      await vi.advanceTimersByTimeAsync(10 * POLL)
      expect(runs).toHaveLength(1)

      // 31 days later (the clock jumps; the next poll notices): the spam lead is purged.
      vi.setSystemTime(+start + 31 * DAY)
      done = nextRun()
      await vi.advanceTimersByTimeAsync(POLL)
      await done
      expect(runs[1]).toEqual({ at: new Date(+start + 31 * DAY + POLL), spamLeads: 1 })
      expect(await leads()).toBe(0)
    } finally {
      worker.stop()
    }
  })
})
