/**
 * The server-side admin session version (issue 13, item 7): a session cookie is valid only for
 * the version it was signed with, and signing out increments it.
 */
import type { SqlClient } from '@/core/db/sql-client.ts'

export async function currentSessionVersion(sql: SqlClient): Promise<number> {
  const { rows } = await sql.query<{ version: string | number }>(
    'select version from admin_session_version where id',
  )
  return Number(rows[0]?.version ?? 1)
}

/** Ends every admin session: the next sign-in gets the new version. */
export async function revokeSessions(sql: SqlClient): Promise<number> {
  const { rows } = await sql.query<{ version: string | number }>(
    `insert into admin_session_version (id, version) values (true, 2)
     on conflict (id) do update
       set version = admin_session_version.version + 1, changed_at = now()
     returning version`,
  )
  return Number(rows[0]!.version)
}
