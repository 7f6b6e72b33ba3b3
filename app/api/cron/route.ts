/**
 * GET /api/cron: one round of the outbox and retention, for serverless hosts (vercel.json's cron;
 * web/leads/server/cron.ts). Never cached.
 */
import { env } from '@/web/env'
import { cronResponse } from '@/web/leads/server/cron'
import { ensureOutboxWorker } from '@/web/leads/server/service'

export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  return cronResponse(request, {
    secret: env.CRON_SECRET,
    run: async () => {
      await ensureOutboxWorker()?.tick()
    },
  })
}
