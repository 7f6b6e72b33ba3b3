import 'server-only'
/**
 * Privacy requests through the admin API (issue 33, item 5), with the admin's credentials:
 *
 * - GET    /api/admin/people/{email}   everything held about the address, as JSON (a download)
 * - DELETE /api/admin/people/{email}   erases it: leads and résumés deleted, e-mail bodies removed
 *                                      from the outbox, orders anonymised with their amounts kept
 *
 * Each is written to the audit log. 400 for something that is not an e-mail address; the rest as
 * the leads API (404 without ADMIN_TOKEN, 401, 429, 503). The same export under /admin takes the
 * session cookie (`acceptSession`).
 */
import { checkedAddress } from '@/core/privacy/addresses.ts'
import { type Actor, erasePerson, exportPerson } from '@/core/privacy/people.ts'
import { type AdminApiDeps, authorize } from './leads-api'

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

function unavailable(error: unknown) {
  console.error('[admin] privacy request failed:', error)
  return json(503, { error: 'The database is unavailable' }, { 'Retry-After': '2' })
}

/** The address of a path segment (as Next gives it, still percent-encoded or not), or null. */
export function addressParam(raw: string): string | null {
  let value = raw
  try {
    value = decodeURIComponent(raw)
  } catch {
    return null
  }
  return checkedAddress(value)
}

export async function personResponse(
  request: Request,
  rawEmail: string,
  deps: AdminApiDeps,
): Promise<Response> {
  const auth = await authorize(request, deps)
  if ('refused' in auth) return auth.refused
  const email = addressParam(rawEmail)
  if (!email) return json(400, { error: 'The path must end with an e-mail address' })
  const actor: Actor = deps.acceptSession ? 'admin' : 'admin-api'
  const now = new Date(deps.now?.() ?? Date.now())
  try {
    if (request.method === 'GET') {
      const exported = await exportPerson(auth.sql, email, actor, now)
      const day = exported.exportedAt.slice(0, 10)
      const file = `personal-data-${email.replace(/[^a-z0-9.@-]/g, '_')}-${day}.json`
      return json(200, exported, { 'Content-Disposition': `attachment; filename="${file}"` })
    }
    if (request.method === 'DELETE') {
      return json(200, { email, erased: await erasePerson(auth.sql, email, actor, now) })
    }
  } catch (error) {
    return unavailable(error)
  }
  return json(405, { error: 'Use GET to export or DELETE to erase' }, { Allow: 'GET, DELETE' })
}
