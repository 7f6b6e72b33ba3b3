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
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import {
  applyMigrations,
  type Migration,
  migrationFromFile,
  type SqlSession,
} from '@/core/db/migrations.ts'
import {
  createBatchingLeadStore,
  createSqlLeadStore,
  type LeadStore,
  type StoreOptions,
} from '@/core/leads/lead-store.ts'
import type { SqlClient } from '@/core/db/sql-client.ts'
import { forgetProcessGlobal, processGlobal } from '@/web/server/process-global.mjs'

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
  /** A direct or session connection for the migrations, when databaseUrl is a transaction pooler. */
  directUrl?: string
  pgliteDataDir: string
  /** Queue a CRM hand-off with every new lead (CRM_WEBHOOK_URL is set). */
  crmHandoff?: boolean
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

/**
 * Whether `url` reaches a transaction pooler (PgBouncer in transaction mode, such as Supabase's
 * pooler on port 6543, or a URL marked `pgbouncer=true`): consecutive statements may run on
 * different server connections there, so a session advisory lock holds nothing.
 */
export function isTransactionPooler(url: string): boolean {
  try {
    const parsed = new URL(url)
    return parsed.port === '6543' || parsed.searchParams.get('pgbouncer') === 'true'
  } catch {
    return false
  }
}

/**
 * The migrations, on a connection that can hold their session advisory lock: the direct URL when
 * one is given, else the database URL unless it is a transaction pooler. There they never run; the
 * database must already be migrated (`supabase db push`), or opening fails naming the fix.
 */
async function migratePostgres(
  pool: import('pg').Pool,
  url: string,
  directUrl: string | undefined,
  migrations: Migration[],
) {
  const { default: pg } = await import('pg')
  const target = directUrl || url
  if (isTransactionPooler(target)) {
    const { rows } = await pool
      .query<{ version: string }>('select version from supabase_migrations.schema_migrations')
      .catch(() => ({ rows: [] as { version: string }[] }))
    const done = new Set(rows.map((row) => row.version))
    const pending = migrations.filter((m) => !done.has(m.version))
    if (pending.length) {
      throw new Error(
        `DATABASE_URL is a transaction pooler (${redact(target)}), where migrations never run (they take a session advisory lock), and ${pending.length} are pending (${pending.map((m) => `${m.version}_${m.name}`).join(', ')}): set DATABASE_DIRECT_URL to the database's direct or session connection (Supabase: port 5432), or apply them with supabase db push.`,
      )
    }
    return
  }
  let client: import('pg').ClientBase
  let done: () => Promise<void>
  if (directUrl) {
    const direct = new pg.Client({ connectionString: directUrl, connectionTimeoutMillis: 5_000 })
    await direct.connect()
    client = direct
    done = () => direct.end()
  } else {
    const pooled = await pool.connect()
    client = pooled
    done = async () => pooled.release()
  }
  try {
    const session: SqlSession = {
      exec: (text) => client.query(text),
      query: (text, params) => client.query(text, params) as never,
    }
    await applyMigrations(session, migrations)
  } finally {
    await done()
  }
}

async function openPostgres(
  url: string,
  directUrl: string | undefined,
  migrations: Migration[],
  options: StoreOptions,
): Promise<LeadsDatabase> {
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
  try {
    await migratePostgres(pool, url, directUrl, migrations)
  } catch (error) {
    await pool.end().catch(() => undefined)
    throw error
  }
  const sql: SqlClient = { query: (text, params) => pool.query(text, params) as never }
  return {
    kind: 'postgres',
    location: redact(url),
    sql,
    store: createSqlLeadStore(sql, options),
    close: () => pool.end(),
  }
}

/**
 * A lock file beside the data directory: PGlite is one process's database, and a second process
 * opening the same directory (a second server, or `npm run leads` while the site runs) would
 * corrupt it. The file names the holder by its pid and its start time: a lock left by a process
 * that no longer exists is taken over, and so is one whose pid now belongs to another process (pids
 * are reused; a start time is not).
 */
export function lockFileOf(dataDir: string) {
  return `${path.resolve(/* turbopackIgnore: true */ dataDir)}.lock`
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on every mainstream Linux). */
let userHz: number | null = null
const ticksPerSecond = () => {
  if (userHz === null) {
    try {
      userHz = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8', timeout: 2_000 }))
    } catch {
      userHz = 0
    }
    if (!Number.isFinite(userHz) || userHz <= 0) userHz = 100
  }
  return userHz
}

/**
 * When process `pid` started (milliseconds since the epoch, to the second), or null when that
 * cannot be told. Linux: its start in clock ticks after boot (/proc/<pid>/stat) plus the boot time
 * (/proc/stat); elsewhere `ps -o lstart=`.
 */
export function processStartedAt(pid: number): number | null {
  try {
    const stat = readFileSync(/* turbopackIgnore: true */ `/proc/${pid}/stat`, 'utf8')
    // Fields after "(command)": state is field 3, starttime field 22.
    const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19])
    const boot = /^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))
    if (Number.isFinite(ticks) && boot) {
      return Number(boot[1]) * 1000 + Math.round((ticks / ticksPerSecond()) * 1000)
    }
  } catch {
    // Not Linux, or no such process.
  }
  try {
    const started = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2_000,
    }).trim()
    const time = Date.parse(started)
    return Number.isFinite(time) ? time : null
  } catch {
    return null
  }
}

/** How far two readings of one process's start time (or a file's time) may differ. */
const START_TOLERANCE_MS = 1_500

interface LockContent {
  pid: number
  /** The holder's start time; absent in lock files written before it was recorded. */
  startedAt?: number
}

function readLock(file: string): LockContent | null {
  const text = readFileSync(/* turbopackIgnore: true */ file, 'utf8').trim()
  if (/^\d+$/.test(text)) return { pid: Number(text) }
  try {
    const value = JSON.parse(text) as Partial<LockContent>
    return typeof value.pid === 'number'
      ? {
          pid: value.pid,
          startedAt: typeof value.startedAt === 'number' ? value.startedAt : undefined,
        }
      : null
  } catch {
    return null
  }
}

/** The pid holding the PGlite data directory, if a live process other than this one does. */
export function pgliteHolder(dataDir: string): number | null {
  const file = lockFileOf(dataDir)
  if (!existsSync(/* turbopackIgnore: true */ file)) return null
  const lock = readLock(file)
  const pid = lock?.pid ?? 0
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null
  try {
    process.kill(pid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null
  }
  // The pid is alive: is it the process that wrote the lock?
  const startedAt = processStartedAt(pid)
  if (startedAt !== null) {
    if (lock?.startedAt !== undefined) {
      if (Math.abs(startedAt - lock.startedAt) > START_TOLERANCE_MS) return null
    } else {
      // An older lock file without a start time: a process started after it was written is not
      // its writer.
      const written = statSync(/* turbopackIgnore: true */ file).mtimeMs
      if (startedAt > written + START_TOLERANCE_MS) return null
    }
  }
  return pid
}

/** Lock files this process holds (a second open in the same process is refused too). */
const heldHere = new Set<string>()

function lockPglite(dataDir: string): () => void {
  const file = lockFileOf(dataDir)
  const holder = heldHere.has(file) ? process.pid : pgliteHolder(dataDir)
  if (holder) {
    throw new Error(
      `The PGlite data directory ${dataDir} is in use by process ${holder}. Stop it, or read leads through the running site's admin API.`,
    )
  }
  heldHere.add(file)
  try {
    mkdirSync(path.dirname(/* turbopackIgnore: true */ file), { recursive: true })
    const content: LockContent = {
      pid: process.pid,
      startedAt: processStartedAt(process.pid) ?? undefined,
    }
    writeFileSync(/* turbopackIgnore: true */ file, JSON.stringify(content))
  } catch (error) {
    // Not taken (an unwritable directory): the next open must not find this process holding it.
    heldHere.delete(file)
    throw error
  }
  const release = () => {
    heldHere.delete(file)
    try {
      if (readLock(file)?.pid === process.pid) unlinkSync(/* turbopackIgnore: true */ file)
    } catch {
      // Already gone.
    }
  }
  process.once('exit', release)
  return release
}

interface ThreadReply {
  id?: number
  ready?: boolean
  rows?: unknown[]
  error?: { message: string; code?: string }
}

/** A database error from the PGlite thread, with its SQLSTATE (for classifyStorageError). */
class PgliteError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message)
  }
}

/**
 * PGlite on a worker thread (pglite-thread.mjs): Postgres-in-WebAssembly would otherwise run on
 * the server's main thread and hold up every page while it writes. Queries are messages; if the
 * thread dies, pending queries fail (a 503, retried by the browser) and the next use reopens it.
 */
async function openPglite(
  dataDir: string,
  migrations: Migration[],
  options: StoreOptions,
  onLost: () => void,
): Promise<LeadsDatabase> {
  const release = lockPglite(dataDir)
  const absolute = path.resolve(/* turbopackIgnore: true */ dataDir)
  let worker: Worker
  try {
    mkdirSync(path.dirname(/* turbopackIgnore: true */ absolute), { recursive: true })
    worker = new Worker(
      path.join(/* turbopackIgnore: true */ process.cwd(), 'web', 'server', 'pglite-thread.mjs'),
      { workerData: { dataDir: absolute } },
    )
  } catch (error) {
    // The lock is released with every failure, or the next open would find it held.
    release()
    throw error
  }
  const pending = new Map<
    number,
    { resolve: (rows: unknown[]) => void; reject: (e: Error) => void }
  >()
  let nextId = 1
  let lost: Error | null = null

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: ThreadReply) => {
      if (reply.ready !== undefined) {
        if (reply.ready) resolve()
        else reject(new PgliteError(reply.error?.message ?? 'PGlite did not open'))
        return
      }
      const waiting = pending.get(reply.id!)
      if (!waiting) return
      pending.delete(reply.id!)
      if (reply.error) waiting.reject(new PgliteError(reply.error.message, reply.error.code))
      else waiting.resolve(reply.rows ?? [])
    })
    const fail = (error: Error) => {
      lost ??= error
      reject(error)
      for (const waiting of pending.values()) waiting.reject(error)
      pending.clear()
      release()
      onLost()
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`The PGlite thread exited (${code})`)))
  })

  const call = (op: 'query' | 'exec' | 'close', text = '', params: unknown[] = []) =>
    new Promise<unknown[]>((resolve, reject) => {
      if (lost) return reject(lost)
      const id = nextId++
      pending.set(id, { resolve, reject })
      worker.postMessage({ id, op, text, params })
    })

  try {
    await ready
    const sql: SqlClient = {
      query: async (text, params) => ({ rows: (await call('query', text, params)) as never[] }),
    }
    await applyMigrations({ exec: (text) => call('exec', text), query: sql.query }, migrations)
    return {
      kind: 'pglite',
      location: absolute,
      sql,
      store: createBatchingLeadStore(sql, 64, options),
      close: async () => {
        await call('close').catch(() => undefined)
        worker.removeAllListeners('exit')
        await worker.terminate()
        release()
      },
    }
  } catch (error) {
    worker.removeAllListeners('exit')
    await worker.terminate()
    release()
    throw error
  }
}

/** Opens and migrates a leads database (a new one on every call: for scripts and tests). */
export async function openLeadsDatabase(
  config: DatabaseConfig,
  onLost: () => void = () => undefined,
): Promise<LeadsDatabase> {
  const migrations = await loadMigrations()
  const options: StoreOptions = { crmHandoff: config.crmHandoff ?? false }
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.directUrl, migrations, options)
    : openPglite(config.pgliteDataDir, migrations, options, onLost)
}

/**
 * This process's leads database. A failed open (the server down, a locked directory) is not
 * remembered: the next call tries again, so the site recovers when the database does.
 */
export function sharedLeadsDatabase(config: DatabaseConfig): Promise<LeadsDatabase> {
  const forget = () => forgetProcessGlobal('leads.database')
  // Forgotten when opening fails or the PGlite thread is lost, so the next use opens it again.
  return processGlobal('leads.database', () =>
    openLeadsDatabase(config, forget).catch((error: unknown) => {
      forget()
      throw error
    }),
  )
}
