/**
 * GET /api/health: `{ ok: true }` while this instance's leads database answers, else 503. Asked
 * by the Dockerfile's HEALTHCHECK, compose's healthchecks and load balancers; never cached.
 */
import { databaseAnswers } from '@/web/leads/server/health'
import { leadsSql } from '@/web/server/database'

export const dynamic = 'force-dynamic'

export async function GET() {
  const ok = await databaseAnswers(leadsSql)
  return Response.json(ok ? { ok } : { ok, error: 'The leads database does not answer' }, {
    status: ok ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  })
}
