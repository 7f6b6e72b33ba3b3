/**
 * The leads database of this process, chosen by configuration alone: Postgres when DATABASE_URL
 * is set (Supabase's, or any other), otherwise PGlite (Postgres in WebAssembly) in
 * PGLITE_DATA_DIR. Opened on first use, migrated from supabase/migrations, and kept once per
 * process on globalThis: Next compiles route handlers and pages into separate bundles, and two
 * PGlite instances on one data directory would corrupt it.
 *
 * No `server-only` marker here: the `npm run leads` command uses this module outside Next. It
 * imports node: modules, so a client bundle could not include it anyway.
 */
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  applyMigrations,
  type Migration,
  migrationFromFile,
  type SqlSession,
} from '@/supabase/functions/_shared/migrations.ts'
import {
  createBatchingLeadStore,
  createSqlLeadStore,
  type LeadStore,
  type SqlClient,
} from '@/supabase/functions/_shared/lead-store.ts'

export interface LeadsDatabase {
  kind: 'postgres' | 'pglite'
  /** Where it lives, for messages (the data directory, or the server without the password). */
  location: string
  sql: SqlClient
  /** Lead storage suited to the database (group commit on PGlite's single connection). */
  store: LeadStore
  close(): Promise<void>
}

export interface DatabaseConfig {
  databaseUrl?: string
  pgliteDataDir: string
}

/** The SQL files of supabase/migrations, in order (a fixed directory: see Turbopack's tracing). */
export async function loadMigrations(): Promise<Migration[]> {
  const files = (await readdir(path.join(process.cwd(), 'supabase', 'migrations')))
    .filter((file) => file.endsWith('.sql'))
    .sort()
  return Promise.all(
    files.map(async (file) =>
      migrationFromFile(
        file,
        await readFile(path.join(process.cwd(), 'supabase', 'migrations', file), 'utf8'),
      ),
    ),
  )
}

function redact(url: string) {
  try {
    const parsed = new URL(url)
    parsed.password = parsed.password ? '***' : ''
    return parsed.toString()
  } catch {
    return 'postgres'
  }
}

async function openPostgres(url: string, migrations: Migration[]): Promise<LeadsDatabase> {
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  })
  // An idle connection dropped by the server (a restart, a failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) =>
    console.error('[leads] idle database connection lost:', error.message),
  )
  const client = await pool.connect()
  try {
    const session: SqlSession = {
      exec: (text) => client.query(text),
      query: (text, params) => client.query(text, params) as never,
    }
    await applyMigrations(session, migrations)
  } finally {
    client.release()
  }
  const sql: SqlClient = { query: (text, params) => pool.query(text, params) as never }
  return {
    kind: 'postgres',
    location: redact(url),
    sql,
    store: createSqlLeadStore(sql),
    close: () => pool.end(),
  }
}

/**
 * A lock file beside the data directory: PGlite is one process's database, and a second process
 * opening the same directory (a second server, or `npm run leads` while the site runs) would
 * corrupt it. A lock left by a process that no longer exists is taken over.
 */
export function lockFileOf(dataDir: string) {
  return `${path.resolve(/* turbopackIgnore: true */ dataDir)}.lock`
}

/** The pid holding the PGlite data directory, if a live process other than this one does. */
export function pgliteHolder(dataDir: string): number | null {
  const file = lockFileOf(dataDir)
  if (!existsSync(/* turbopackIgnore: true */ file)) return null
  const pid = Number(readFileSync(/* turbopackIgnore: true */ file, 'utf8').trim())
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null
  try {
    process.kill(pid, 0)
    return pid
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null
  }
}

function lockPglite(dataDir: string): () => void {
  const holder = pgliteHolder(dataDir)
  if (holder) {
    throw new Error(
      `The PGlite data directory ${dataDir} is in use by process ${holder}. Stop it, or read leads through the running site's admin API.`,
    )
  }
  const file = lockFileOf(dataDir)
  mkdirSync(path.dirname(/* turbopackIgnore: true */ file), { recursive: true })
  writeFileSync(/* turbopackIgnore: true */ file, String(process.pid))
  const release = () => {
    try {
      if (readFileSync(/* turbopackIgnore: true */ file, 'utf8').trim() === String(process.pid)) {
        unlinkSync(/* turbopackIgnore: true */ file)
      }
    } catch {
      // Already gone.
    }
  }
  process.once('exit', release)
  return release
}

async function openPglite(dataDir: string, migrations: Migration[]): Promise<LeadsDatabase> {
  const release = lockPglite(dataDir)
  try {
    const { PGlite } = await import('@electric-sql/pglite')
    const absolute = path.resolve(/* turbopackIgnore: true */ dataDir)
    mkdirSync(path.dirname(/* turbopackIgnore: true */ absolute), { recursive: true })
    const db = await PGlite.create(absolute)
    await applyMigrations(
      { exec: (text) => db.exec(text), query: (text, params) => db.query(text, params) },
      migrations,
    )
    const sql: SqlClient = { query: (text, params) => db.query(text, params) as never }
    return {
      kind: 'pglite',
      location: absolute,
      sql,
      store: createBatchingLeadStore(sql),
      close: async () => {
        await db.close()
        release()
      },
    }
  } catch (error) {
    release()
    throw error
  }
}

/** Opens and migrates a leads database (a new one on every call: for scripts and tests). */
export async function openLeadsDatabase(config: DatabaseConfig): Promise<LeadsDatabase> {
  const migrations = await loadMigrations()
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, migrations)
    : openPglite(config.pgliteDataDir, migrations)
}

const GLOBAL_KEY = Symbol.for('codehome.leads.database')
type Holder = { [GLOBAL_KEY]?: Promise<LeadsDatabase> }

/**
 * This process's leads database. A failed open (the server down, a locked directory) is not
 * remembered: the next call tries again, so the site recovers when the database does.
 */
export function sharedLeadsDatabase(config: DatabaseConfig): Promise<LeadsDatabase> {
  const holder = globalThis as Holder
  holder[GLOBAL_KEY] ??= openLeadsDatabase(config).catch((error: unknown) => {
    delete holder[GLOBAL_KEY]
    throw error
  })
  return holder[GLOBAL_KEY]
}
