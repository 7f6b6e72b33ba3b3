/**
 * The one supabase-js client of the browser. With NEXT_PUBLIC_SUPABASE_URL it talks to the
 * Supabase project (Edge Function `enhanced-crm-automation`); without it, to this site's own
 * origin, which serves the same function at /functions/v1/enhanced-crm-automation.
 *
 * Loaded on first use, so pages do not ship supabase-js until a visitor sends a form.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { publicEnv } from '@/web/public-env'

/** Stands in for the anon key when the site serves the function itself (it is not checked). */
const EMBEDDED_KEY = 'embedded-site-function'

export const FUNCTION_NAME = 'enhanced-crm-automation'

/**
 * The URL and the headers supabase-js invokes the function with, for sending a kept lead again
 * without it (from the service worker).
 */
export function functionEndpoint(): { url: string; headers: Record<string, string> } {
  const base = (publicEnv.NEXT_PUBLIC_SUPABASE_URL ?? window.location.origin).replace(/\/+$/, '')
  const key = publicEnv.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? EMBEDDED_KEY
  return {
    url: `${base}/functions/v1/${FUNCTION_NAME}`,
    headers: { Authorization: `Bearer ${key}`, apikey: key },
  }
}

let client: Promise<SupabaseClient> | null = null

export function leadsClient(): Promise<SupabaseClient> {
  const current = (client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(
      publicEnv.NEXT_PUBLIC_SUPABASE_URL ?? window.location.origin,
      publicEnv.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? EMBEDDED_KEY,
      { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } },
    ),
  ))
  // A chunk that failed to load (the connection dropped) is fetched again on the next use.
  current.catch(() => {
    if (client === current) client = null
  })
  return current
}
