import 'server-only'
/**
 * GET /api/admin/reports/leads?from=YYYY-MM-DD&to=YYYY-MM-DD&by=source|medium|campaign|form
 * &touch=last|first: the lead report as JSON (lead-report.ts), with the admin token like the rest
 * of the admin API. 400 for a bad parameter (the message says which), 503 while the database is
 * unavailable.
 */
import { authorize, type AdminApiDeps } from './leads-api'
import { leadReport, parseReportQuery } from './lead-report'

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

export async function leadReportResponse(request: Request, deps: AdminApiDeps): Promise<Response> {
  const auth = await authorize(request, deps)
  if ('refused' in auth) return auth.refused
  const now = new Date(deps.now?.() ?? Date.now())
  const query = parseReportQuery(new URL(request.url).searchParams, now)
  if ('error' in query) return json(400, { error: query.error })
  try {
    return json(200, { report: await leadReport(auth.sql, query.value) })
  } catch (error) {
    console.error('[admin] lead report unavailable:', error)
    return json(503, { error: 'The leads database is unavailable' }, { 'Retry-After': '2' })
  }
}
