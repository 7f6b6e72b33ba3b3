/**
 * Résumés fill the disk unless capped (each accepted 5 MB résumé had cost ~10 MB of .data): one
 * address may send a few an hour (429), and the résumés stored in all stay under a total (413).
 * A refused application stores nothing (the form keeps what was typed and says it failed).
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESUME_MESSAGES } from '@/core/leads/lead-handler.ts'
import { pruneResumes } from '@/web/admin/lead-queries'
import { resumeBytesStored } from '@/core/leads/lead-store.ts'
import { createRateLimiter } from '@/core/http/rate-limit.ts'
import {
  dataUrl,
  handlerFor,
  leadRequest,
  memoryDatabase,
  PDF_BYTES,
  validSubmissions,
} from '../helpers/leads'

let db: PGlite
const sql = { query: (text: string, params?: unknown[]) => db.query(text, params) as never }
beforeAll(async () => {
  db = await memoryDatabase()
})
afterAll(() => db.close())

const RESUME = Buffer.concat([PDF_BYTES, Buffer.alloc(100_000)])

function application(email: string) {
  const career = validSubmissions().career
  return {
    ...career,
    leadData: {
      ...career.leadData,
      email,
      resumeFileName: 'cv.pdf',
      resumeFileData: dataUrl('application/pdf', RESUME),
    },
  }
}

async function count() {
  const { rows } = await db.query<{ leads: number; resumes: number }>(
    'select (select count(*)::int from leads) as leads, (select count(*)::int from lead_resumes) as resumes',
  )
  return rows[0]!
}

describe('résumé caps', () => {
  it('per address: a few an hour, then 429 (other addresses and other forms go on)', async () => {
    const handler = handlerFor(db, {
      clientAddress: (request) => request.headers.get('x-test-address') ?? 'unknown',
      resumes: {
        perAddress: createRateLimiter(2, { windowMs: 60 * 60_000 }),
        maxTotalBytes: 100 * 1024 * 1024,
        bytesStored: () => resumeBytesStored(sql),
      },
    })
    const from = (address: string, body: unknown) =>
      handler(leadRequest(body, { 'x-test-address': address }))
    for (let i = 0; i < 2; i++) {
      expect((await from('203.0.113.5', application(`a${i}@example.com`))).status).toBe(200)
    }
    const before = await count()
    const refused = await from('203.0.113.5', application('a2@example.com'))
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('3600')
    expect(await refused.json()).toEqual({ success: false, error: RESUME_MESSAGES.tooMany })
    expect(await count()).toEqual(before)

    expect((await from('203.0.113.5', validSubmissions().contact)).status).toBe(200)
    expect((await from('198.51.100.5', application('b@example.com'))).status).toBe(200)
    expect(await resumeBytesStored(sql)).toBe(3 * RESUME.length)
  })

  it('in total: past the cap, 413 and nothing stored, until résumés are deleted', async () => {
    const stored = await resumeBytesStored(sql)
    const handler = handlerFor(db, {
      resumes: {
        perAddress: createRateLimiter(1000),
        maxTotalBytes: stored + 2 * RESUME.length,
        bytesStored: () => resumeBytesStored(sql),
      },
    })
    for (let i = 0; i < 2; i++) {
      expect((await handler(leadRequest(application(`t${i}@example.com`)))).status).toBe(200)
    }
    const before = await count()
    const full = await handler(leadRequest(application('t2@example.com')))
    expect(full.status).toBe(413)
    expect(await full.json()).toEqual({ success: false, error: RESUME_MESSAGES.storageFull })
    expect(await count()).toEqual(before)

    // Deleting a lead (or its résumé) frees its share at once.
    await db.query(
      'delete from leads where id = (select lead_id from lead_resumes order by created_at limit 1)',
    )
    expect((await handler(leadRequest(application('t3@example.com')))).status).toBe(200)
  })

  it('space is reclaimed by pruning old résumés: their leads stay, their bytes leave the cap', async () => {
    const { leads } = await count()
    const stored = await resumeBytesStored(sql)
    expect(stored).toBeGreaterThan(0)
    await db.query("update lead_resumes set created_at = now() - interval '200 days'")
    await handlerFor(db)(leadRequest(application('recent@example.com')))
    const freed = await pruneResumes(sql, new Date(Date.now() - 180 * 86_400_000))
    expect(freed.bytes).toBe(stored)
    expect(await resumeBytesStored(sql)).toBe(RESUME.length)
    expect((await count()).leads).toBe(leads + 1)
  })
})
