/**
 * The embedded default's database: PGlite on its own thread, migrated on open, and held by one
 * opener at a time (a second one would corrupt the data directory).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  lockFileOf,
  openLeadsDatabase,
  pgliteHolder,
  processStartedAt,
} from '@/web/server/open-database'
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

  it('a lock whose pid now belongs to another process is taken over (issue 13, item 9)', async () => {
    // A live process that never opened the directory: the pid a dead server's lock still names.
    const other = spawn('sleep', ['120'], { stdio: 'ignore' })
    const pid = other.pid!
    try {
      await expect.poll(() => processStartedAt(pid)).not.toBeNull()
      const started = processStartedAt(pid)!
      const dataDir = path.join(base, 'reused-pid')
      const lock = lockFileOf(dataDir)

      // A lock file of the old format (a bare pid), written an hour before that process started.
      writeFileSync(lock, String(pid))
      const hourAgo = new Date(started - 3_600_000)
      utimesSync(lock, hourAgo, hourAgo)
      expect(pgliteHolder(dataDir)).toBeNull()
      let db = await openLeadsDatabase({ pgliteDataDir: dataDir })
      await db.close()

      // A lock naming the pid with another start time.
      writeFileSync(lock, JSON.stringify({ pid, startedAt: started - 3_600_000 }))
      expect(pgliteHolder(dataDir)).toBeNull()
      db = await openLeadsDatabase({ pgliteDataDir: dataDir })
      await db.close()

      // The same pid and start time: that process holds it.
      writeFileSync(lock, JSON.stringify({ pid, startedAt: started }))
      expect(pgliteHolder(dataDir)).toBe(pid)
      await expect(openLeadsDatabase({ pgliteDataDir: dataDir })).rejects.toThrow(
        new RegExp(`in use by process ${pid}`),
      )
    } finally {
      other.kill()
    }
  })
})

describe('an unwritable PGlite directory (issue 42, item 7)', () => {
  it('fails with its own reason, and the next open succeeds once the directory can be written', async () => {
    // A file where the data directory's parent should be: nothing can be created under it (a
    // read-only mount would do the same, but root ignores permissions).
    const parent = path.join(base, 'not-a-directory')
    writeFileSync(parent, '')
    const dataDir = path.join(parent, 'pglite')
    for (let attempt = 0; attempt < 2; attempt++) {
      const failure = await openLeadsDatabase({ pgliteDataDir: dataDir }).catch((e: Error) => e)
      expect(failure).toBeInstanceOf(Error)
      // The reason is the file system's, never this process holding its own lock.
      expect((failure as Error).message).not.toMatch(/in use by process/)
    }
    expect(pgliteHolder(dataDir)).toBeNull()

    rmSync(parent)
    const db = await openLeadsDatabase({ pgliteDataDir: dataDir })
    try {
      expect(db.kind).toBe('pglite')
    } finally {
      await db.close()
    }
  })

  it('a data directory PGlite cannot open leaves no lock behind', async () => {
    // The lock file can be written beside it, but the data directory is a file.
    const dataDir = path.join(base, 'data-is-a-file')
    writeFileSync(dataDir, '')
    for (let attempt = 0; attempt < 2; attempt++) {
      const failure = await openLeadsDatabase({ pgliteDataDir: dataDir }).catch((e: Error) => e)
      expect((failure as Error).message).not.toMatch(/in use by process/)
    }
    rmSync(dataDir)
    const db = await openLeadsDatabase({ pgliteDataDir: dataDir })
    await db.close()
  })
})
