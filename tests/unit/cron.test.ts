/**
 * The scheduler for hosts that keep no process between requests (issue 42, item 7): vercel.json's
 * cron calls GET /api/cron with CRON_SECRET, which runs one round of the outbox worker (due e-mails
 * and hand-offs, then retention). Without a secret the route does not exist.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyRetention, DEFAULT_RETENTION } from '@/core/privacy/retention.ts'
import type { LeadsDatabase } from '@/web/server/open-database'
import { cronResponse } from '@/web/leads/server/cron'
import { createOutboxWorker } from '@/web/leads/server/outbox-worker'
import { handlerFor, leadRequest, memoryDatabase, validSubmissions } from '../helpers/leads'

const root = path.resolve(import.meta.dirname, '../..')
const SECRET = 'cron-secret-0123456789abcdef'
const call = (authorization?: string) =>
  new Request('http://site/api/cron', {
    headers: authorization ? { authorization } : {},
  })

let db: PGlite
beforeAll(async () => {
  db = await memoryDatabase()
})
afterAll(async () => {
  await db.close()
})

describe('GET /api/cron', () => {
  it('is scheduled by vercel.json on a route that exists', () => {
    const vercel = JSON.parse(readFileSync(path.join(root, 'vercel.json'), 'utf8')) as {
      crons: { path: string; schedule: string }[]
    }
    expect(vercel.crons.map((cron) => cron.path)).toEqual(['/api/cron'])
    // Daily: the one schedule every Vercel plan accepts (docs/deployment.md: Pro may run it more).
    expect(vercel.crons[0]!.schedule).toMatch(/^\d+ \d+ \* \* \*$/)
    const route = path.join(root, 'app/api/cron/route.ts')
    expect(existsSync(route)).toBe(true)
    expect(readFileSync(route, 'utf8')).toMatch(/export function GET/)
  })

  it('answers 404 without CRON_SECRET and 401 to a wrong bearer, running nothing', async () => {
    let runs = 0
    const run = async () => void runs++
    expect((await cronResponse(call(`Bearer ${SECRET}`), { secret: undefined, run })).status).toBe(
      404,
    )
    for (const given of [undefined, SECRET, 'Bearer wrong', `Bearer ${SECRET}x`]) {
      expect((await cronResponse(call(given), { secret: SECRET, run })).status, given).toBe(401)
    }
    expect(runs).toBe(0)
    const ok = await cronResponse(call(`Bearer ${SECRET}`), { secret: SECRET, run })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('cache-control')).toBe('no-store')
    expect(runs).toBe(1)
  })

  it('runs retention in one round of a worker whose timer never fired (a serverless host)', async () => {
    const submission = validSubmissions().contact
    const response = await handlerFor(db)(leadRequest(submission))
    const { leadId } = (await response.json()) as { leadId: string }
    await db.query(
      `update leads set state = 'spam', created_at = now() - interval '40 days' where id = $1`,
      [leadId],
    )
    const worker = createOutboxWorker({
      database: async () =>
        ({
          sql: { query: (text: string, params?: unknown[]) => db.query(text, params) },
        }) as never as LeadsDatabase,
      mailer: null,
      crm: null,
      from: async () => 'hello@codehome.example',
      // Never fires within the test: only the cron's call runs the worker.
      pollMs: 3_600_000,
      retryBaseMs: 10,
      maxAttempts: 1,
      housekeeping: {
        everyMs: 3_600_000,
        run: (opened, at) => applyRetention(opened.sql, DEFAULT_RETENTION, at),
      },
    })
    try {
      const answer = await cronResponse(call(`Bearer ${SECRET}`), {
        secret: SECRET,
        run: () => worker.tick(),
      })
      expect(answer.status).toBe(200)
      expect((await db.query('select id from leads where id = $1', [leadId])).rows).toEqual([])
    } finally {
      worker.stop()
    }
  })
})
