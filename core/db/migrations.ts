/**
 * Applies supabase/migrations/*.sql in order, once each, recording them where the Supabase CLI
 * does (supabase_migrations.schema_migrations), so a database migrated by the app and one
 * migrated by `supabase db push` agree on what has run. An advisory lock keeps two servers
 * starting at once from applying the same file twice.
 */
export interface Migration {
  /** The timestamp prefix of the file name, e.g. 20260301000000. */
  version: string
  /** The rest of the file name, e.g. leads. */
  name: string
  sql: string
}

/** One database session (a single connection): statements run in order on it. */
export interface SqlSession {
  exec(text: string): Promise<unknown>
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[] }>
}

const FILE = /^(\d{14})_([a-z0-9_]+)\.sql$/

/** A migration from its file name and text; throws on a name the Supabase CLI would not take. */
export function migrationFromFile(fileName: string, sql: string): Migration {
  const match = FILE.exec(fileName)
  if (!match) throw new Error(`Migration file name ${fileName} is not <14 digits>_<name>.sql`)
  return { version: match[1]!, name: match[2]!, sql }
}

const LOCK_KEY = 5_310_742_001

export async function applyMigrations(
  session: SqlSession,
  migrations: Migration[],
): Promise<string[]> {
  const applied: string[] = []
  await session.exec(`select pg_advisory_lock(${LOCK_KEY})`)
  try {
    await session.exec(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text not null primary key,
        statements text[],
        name text
      );`)
    const { rows } = await session.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations',
    )
    const done = new Set(rows.map((row) => row.version))
    for (const migration of [...migrations].sort((a, b) => a.version.localeCompare(b.version))) {
      if (done.has(migration.version)) continue
      if (!/^\d{14}$/.test(migration.version) || !/^[a-z0-9_]+$/.test(migration.name)) {
        throw new Error(`Bad migration id ${migration.version}_${migration.name}`)
      }
      try {
        await session.exec(
          `begin;\n${migration.sql}\n;\ninsert into supabase_migrations.schema_migrations (version, name) values ('${migration.version}', '${migration.name}');\ncommit;`,
        )
      } catch (error) {
        await session.exec('rollback').catch(() => undefined)
        throw new Error(
          `Migration ${migration.version}_${migration.name} failed: ${String(error)}`,
          {
            cause: error,
          },
        )
      }
      applied.push(`${migration.version}_${migration.name}`)
    }
  } finally {
    await session.exec(`select pg_advisory_unlock(${LOCK_KEY})`).catch(() => undefined)
  }
  return applied
}
