/**
 * The migration that gives subscriptions stored before "one subscription per address" the key the
 * function now uses, so an address that subscribed earlier is not stored a second time.
 */
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSqlLeadStore } from '@/core/leads/lead-store.ts'
import { applyMigrations } from '@/core/db/migrations.ts'
import { loadMigrations } from '@/web/server/open-database'
import { countRows, handlerFor, leadRequest, validSubmissions } from '../helpers/leads'

let db: PGlite

beforeAll(async () => {
  db = await PGlite.create()
  const migrations = await loadMigrations()
  const session = { exec: (text: string) => db.exec(text), query: db.query.bind(db) }
  const before = migrations.filter((m) => m.version < '20260320000000')
  await applyMigrations(session as never, before)
  // Two subscriptions of one address, stored under random keys as the function used to.
  const store = createSqlLeadStore({ query: (text, params) => db.query(text, params) as never })
  const record = (email: string) => ({ ...validSubmissions().newsletter.leadData, email }) as never
  for (const [key, email] of [
    ['lead_old_1', 'Early@Example.com'],
    ['lead_old_2', 'early@example.com'],
  ]) {
    await store.submit({
      idempotencyKey: key!,
      requestHash: key!,
      formType: 'newsletter',
      formLabel: 'newsletter',
      record: record(email!),
      spamReasons: [],
      emails: [],
    })
  }
  await applyMigrations(session as never, migrations)
})
afterAll(() => db.close())

describe('newsletter subscriptions stored before the rule', () => {
  it('an address that subscribed before subscribing again stores nothing new', async () => {
    expect(await countRows(db)).toEqual({ leads: 2, emails: 0 })
    const newsletter = validSubmissions().newsletter
    const response = await handlerFor(db)(
      leadRequest({
        ...newsletter,
        leadData: { ...newsletter.leadData, email: 'EARLY@example.com' },
      }),
    )
    expect(response.status).toBe(200)
    expect(await countRows(db)).toEqual({ leads: 2, emails: 0 })
  })
})
