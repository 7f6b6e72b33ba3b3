/**
 * Group commit on PGlite: leads that arrive together are written by one statement, each answered
 * only after it committed, and one bad lead does not take the others down with it.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { SqlClient } from '@/core/db/sql-client.ts'
import {
  createBatchingLeadStore,
  createSqlLeadStore,
  type NewLead,
  StorageUnavailableError,
} from '@/core/leads/lead-store.ts'
import { countRows, memoryDatabase } from '../helpers/leads'

let db: PGlite
let statements = 0

beforeAll(async () => {
  db = await memoryDatabase()
})
afterAll(async () => {
  await db.close()
})
beforeEach(async () => {
  await db.exec('delete from email_outbox; delete from leads;')
  statements = 0
})

const sql: SqlClient = {
  query: (text, params) => {
    if (/(submit|store)_lead/.test(text)) statements++
    return db.query(text, params) as never
  },
}
const store = () => createBatchingLeadStore(sql)

const lead = (key: string, overrides: Partial<NewLead> = {}): NewLead => ({
  idempotencyKey: key,
  requestHash: 'hash',
  formType: 'newsletter',
  formLabel: 'newsletter',
  record: { name: '', email: `${key}@example.com` } as never,
  spamReasons: [],
  emails: [
    {
      kind: 'welcome',
      to: `${key}@example.com`,
      replyTo: null,
      subject: 's',
      text: 't',
      html: 'h',
      attachResume: false,
    },
  ],
  ...overrides,
})

describe('group commit', () => {
  it('writes a burst of leads in a few statements, each answered with its own lead', async () => {
    const s = store()
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => s.submit(lead(`k${i}`))),
    )
    expect(new Set(results.map((r) => r.leadId)).size).toBe(100)
    expect(results.every((r) => r.created)).toBe(true)
    expect(await countRows(db)).toEqual({ leads: 100, emails: 100 })
    // A few statements (each its own transaction), not one per lead.
    expect(statements).toBeGreaterThan(0)
    expect(statements).toBeLessThan(10)
  })

  it('one key twice in a batch is one lead', async () => {
    const s = store()
    const [a, b] = await Promise.all([
      s.submit(lead('same')),
      s.submit(lead('same')),
      s.submit(lead('other')),
    ])
    expect(a!.leadId).toBe(b!.leadId)
    expect([a!.created, b!.created].sort()).toEqual([false, true])
    expect(await countRows(db)).toEqual({ leads: 2, emails: 2 })
  })

  it('a lead the database refuses fails alone; the others are stored', async () => {
    const s = store()
    const outcomes = await Promise.allSettled([
      s.submit(lead('good1')),
      s.submit(lead('bad', { formType: 'bogus' as never })),
      s.submit(lead('good2')),
      s.submit(lead('good3')),
    ])
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ])
    expect(await countRows(db)).toEqual({ leads: 3, emails: 3 })
  })
})

describe('a transaction Postgres asks to run again', () => {
  const failing = (codes: string[]): SqlClient => ({
    query: (text, params) => {
      const code = codes.shift()
      if (code) return Promise.reject(Object.assign(new Error(`aborted ${code}`), { code }))
      return db.query(text, params) as never
    },
  })

  it('is run again after a deadlock or a serialization failure, and the lead is stored once', async () => {
    const result = await createSqlLeadStore(failing(['40P01', '40001'])).submit(lead('again'))
    expect(result.created).toBe(true)
    expect((await countRows(db)).leads).toBe(1)
  })

  it('gives up after three attempts as storage unavailable (a 503 the form retries)', async () => {
    const store = createSqlLeadStore(failing(['40P01', '40P01', '40P01']))
    await expect(store.submit(lead('never'))).rejects.toBeInstanceOf(StorageUnavailableError)
    expect((await countRows(db)).leads).toBe(0)
  })

  it('is not run again when the input is at fault', async () => {
    const codes = ['22P02']
    await expect(createSqlLeadStore(failing(codes)).submit(lead('bad'))).rejects.toThrow(/22P02/)
    expect(codes).toEqual([])
    expect((await countRows(db)).leads).toBe(0)
  })
})
