/**
 * The embedded default's database: PGlite on its own thread, migrated on open, and held by one
 * opener at a time (a second one would corrupt the data directory).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { lockFileOf, openLeadsDatabase, pgliteHolder } from '@/web/leads/server/database'
import { handlerFor, leadRequest, validSubmissions } from '../helpers/leads'

const base = mkdtempSync(path.join(tmpdir(), 'codehome-pglite-'))
afterAll(() => rmSync(base, { recursive: true, force: true }))

describe('PGlite on a worker thread', () => {
  it('opens, migrates, stores leads, refuses a second opener, and keeps the data after closing', async () => {
    const dataDir = path.join(base, 'pglite')
    const db = await openLeadsDatabase({ pgliteDataDir: dataDir })
    expect(db.kind).toBe('pglite')
    await expect(openLeadsDatabase({ pgliteDataDir: dataDir })).rejects.toThrow(/in use/)

    const handler = handlerFor(null as never, { store: db.store })
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const contact = validSubmissions().contact
        return handler(
          leadRequest({
            ...contact,
            leadData: { ...contact.leadData, email: `t${i}@example.com` },
          }),
        )
      }),
    )
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200))
    await expect(db.sql.query('select * from no_such_table')).rejects.toMatchObject({
      code: '42P01',
    })
    await db.close()
    expect(pgliteHolder(dataDir)).toBeNull()

    const again = await openLeadsDatabase({ pgliteDataDir: dataDir })
    try {
      const { rows } = await again.sql.query<{ leads: number; emails: number }>(
        'select (select count(*)::int from leads) as leads, (select count(*)::int from email_outbox) as emails',
      )
      expect(rows).toEqual([{ leads: 20, emails: 40 }])
      expect(lockFileOf(dataDir)).toMatch(/pglite\.lock$/)
    } finally {
      await again.close()
    }
  })
})
