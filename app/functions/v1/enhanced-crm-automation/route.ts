/**
 * POST /functions/v1/enhanced-crm-automation: the lead function served by the app itself, at the
 * path supabase-js calls, when no Supabase URL is configured (then the browser's client points at
 * this site's own origin); GET ?ticket gives a form its timing ticket. With a Supabase URL the
 * Edge Function serves it and this answers 404.
 */
import { publicEnv } from '@/web/public-env'
import { leadHandler } from '@/web/leads/server/service'

export const dynamic = 'force-dynamic'

function serve(request: Request) {
  if (publicEnv.NEXT_PUBLIC_SUPABASE_URL) return new Response('Not Found', { status: 404 })
  return leadHandler()(request)
}

export const GET = serve
export const POST = serve
export const OPTIONS = serve
