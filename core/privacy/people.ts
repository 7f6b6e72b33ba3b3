/**
 * Privacy requests served by the admin (issue 33, item 5): everything held about an address, as
 * JSON, and its erasure; each written to the audit log. The tables and what is done to each are
 * the one list in person-tables.ts.
 */
import type { SqlClient } from '../db/sql-client.ts'
import { addressHash, addressHint, normalizeAddress } from './addresses.ts'
import { PERSON_TABLES, type PersonTable } from './person-tables.ts'

/** Who acted, as the audit log names it. */
export type Actor = 'admin' | 'admin-api' | 'retention'

export type AuditAction = 'export' | 'erase' | 'retention' | 'request-confirmed'

export async function writeAudit(
  sql: SqlClient,
  entry: { action: AuditAction; actor: string; email?: string; details: unknown; at?: Date },
): Promise<void> {
  await sql.query(
    `insert into privacy_audit_log (at, action, actor, subject_hint, subject_hash, details)
     values (coalesce($1::timestamptz, now()), $2, $3, $4, $5, $6::jsonb)`,
    [
      entry.at?.toISOString() ?? null,
      entry.action,
      entry.actor,
      entry.email ? addressHint(entry.email) : '',
      entry.email ? await addressHash(entry.email) : '',
      JSON.stringify(entry.details),
    ],
  )
}

/** The entries whose tables exist on this database. */
async function presentTables(sql: SqlClient): Promise<PersonTable[]> {
  const optional = PERSON_TABLES.flatMap((table) => (table.requires ? [table.requires] : []))
  if (optional.length === 0) return PERSON_TABLES
  const { rows } = await sql.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and table_name = any($1::text[])`,
    [optional.map((item) => item.table)],
  )
  const present = new Set(rows.map((row) => `${row.table_name}.${row.column_name}`))
  return PERSON_TABLES.filter(
    (table) => !table.requires || present.has(`${table.requires.table}.${table.requires.column}`),
  )
}

export interface PersonExport {
  email: string
  exportedAt: string
  /** Rows per table (see person-tables.ts); a table this site does not have is absent. */
  data: Record<string, unknown[]>
}

/** Everything held about `email`, and an audit entry saying who asked. */
export async function exportPerson(
  sql: SqlClient,
  email: string,
  actor: Actor,
  now = new Date(),
): Promise<PersonExport> {
  const address = normalizeAddress(email)
  const data: Record<string, unknown[]> = {}
  for (const table of await presentTables(sql)) {
    data[table.name] = (await sql.query(table.export, [address])).rows
  }
  const counts = Object.fromEntries(Object.entries(data).map(([name, rows]) => [name, rows.length]))
  await writeAudit(sql, { action: 'export', actor, email: address, details: counts, at: now })
  return { email: address, exportedAt: now.toISOString(), data }
}

/** Whether anything is held about `email` (the admin's summary). */
export async function countHeld(sql: SqlClient, email: string): Promise<Record<string, number>> {
  const address = normalizeAddress(email)
  const counts: Record<string, number> = {}
  for (const table of await presentTables(sql)) {
    const { rows } = await sql.query<{ n: number }>(
      `select count(*)::int as n from (${table.export}) as held`,
      [address],
    )
    counts[table.name] = rows[0]?.n ?? 0
  }
  return counts
}

/**
 * Erases `email` from every table in one statement (all or nothing): rows per table changed, as
 * also written to the audit log.
 */
export async function erasePerson(
  sql: SqlClient,
  email: string,
  actor: Actor,
  now = new Date(),
): Promise<Record<string, number>> {
  const address = normalizeAddress(email)
  const tables = (await presentTables(sql)).filter((table) => table.erase !== null)
  const steps = tables.map((table, i) => `step_${i} as (${table.erase})`)
  const counts = tables.map(
    (table, i) => `(select count(*) from step_${i})::int as "${table.name}"`,
  )
  const { rows } = await sql.query<Record<string, number>>(
    `with ${steps.join(',\n')} select ${counts.join(', ')}`,
    [address],
  )
  const changed = rows[0] ?? {}
  await writeAudit(sql, { action: 'erase', actor, email: address, details: changed, at: now })
  return changed
}
