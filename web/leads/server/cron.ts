/**
 * GET /api/cron: what the outbox worker's timer does (web/leads/server/outbox-worker.ts), once,
 * for hosts that keep no process between requests (Vercel and other serverless hosts), where a
 * timer never fires: due e-mails and CRM hand-offs, then retention. Called by Vercel Cron
 * (vercel.json) with `Authorization: Bearer $CRON_SECRET`; without CRON_SECRET the route does not
 * exist (404), and a wrong or missing bearer is refused (401).
 */
import { constantTimeEqual } from '@/core/security/tokens.ts'

export async function cronResponse(
  request: Request,
  deps: { secret: string | undefined; run: () => Promise<void> },
): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store' }
  if (!deps.secret) return Response.json({ error: 'Not found' }, { status: 404, headers })
  const given = request.headers.get('authorization') ?? ''
  if (!constantTimeEqual(given, `Bearer ${deps.secret}`)) {
    return Response.json({ error: 'Unauthorized' }, { status: 401, headers })
  }
  await deps.run()
  return Response.json({ ok: true }, { headers })
}
