import 'server-only'
/**
 * Who may use the admin, with this server's configuration: ADMIN_TOKEN, the leads database that
 * holds the session version, and the session cookie of the request being served.
 */
import { cookies } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import type { SqlClient } from '@/core/db/sql-client.ts'
import { env, siteUrl } from '@/web/env'
import { requestAddress } from '@/web/http/client-address'
import { leadsSql } from '@/web/server/database'
import type { AdminApiDeps } from './leads-api'
import { ADMIN_COOKIE, adminFailures, verifySessionValue } from './session'
import { currentSessionVersion } from './session-version'

/** The admin API's configuration; `acceptSession` for the downloads under /admin. */
export const adminApi = (acceptSession = false): AdminApiDeps => ({
  adminToken: env.ADMIN_TOKEN,
  sql: leadsSql,
  siteUrl,
  acceptSession,
  failures: { limiter: adminFailures(), address: requestAddress },
})

export type AdminAccess =
  { status: 'signed-in'; sql: SqlClient } | { status: 'signed-out' } | { status: 'unavailable' }

/**
 * The visitor's access to an admin page: 404 when the admin is closed (no ADMIN_TOKEN), else
 * signed in (a live session cookie), signed out, or unknown while the database is unavailable.
 */
export async function adminAccess(): Promise<AdminAccess> {
  if (!env.ADMIN_TOKEN) notFound()
  const value = (await cookies()).get(ADMIN_COOKIE)?.value
  if (!value) return { status: 'signed-out' }
  let sql: SqlClient
  let version: number
  try {
    sql = await leadsSql()
    version = await currentSessionVersion(sql)
  } catch (error) {
    console.error('[admin] leads unavailable:', error)
    return { status: 'unavailable' }
  }
  return (await verifySessionValue(value, env.ADMIN_TOKEN, version))
    ? { status: 'signed-in', sql }
    : { status: 'signed-out' }
}

/**
 * For server actions (public endpoints): the database, only for a signed-in admin. A visitor whose
 * session ended (signed out elsewhere, expired) is sent to the sign-in form.
 */
export async function requireAdmin(): Promise<SqlClient> {
  const access = await adminAccess()
  if (access.status === 'signed-out') redirect('/admin/leads')
  if (access.status === 'unavailable') throw new Error('The leads database is unavailable')
  return access.sql
}
