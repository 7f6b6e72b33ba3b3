/**
 * The booking service as a site runs it, in either runtime: the CMS's rules (read through the
 * caller's content reader, kept a few seconds, with the fallback of booking-settings.ts), the leads
 * database, and the site's facts. The app (web/booking/service.ts) and the Edge Function
 * (supabase/functions/enhanced-crm-automation) both build theirs here, so a booking made through
 * either is planned, guarded, invited and linked the same way.
 */
import type { SqlClient } from '../db/sql-client.ts'
import type { SiteFacts } from '../leads/lead-emails.ts'
import type { BookingLinks } from './booking-links.ts'
import { bookingRulesSource, type StoredBookingSettings } from './booking-settings.ts'
import { createBookingService } from './sessions.ts'

export interface SiteBookingDeps {
  sql: SqlClient
  /** BOOKING_SETTINGS_QUERY's answer, from whichever content backend the runtime has. */
  readSettings: () => Promise<StoredBookingSettings | undefined>
  /** The brand, the agency's address and the site's URL (the manage links point at it). */
  siteFacts: () => Promise<SiteFacts>
  /** How long a reading of the rules is kept (default 5 s: an edit shows within it). */
  rulesTtlMs?: number
  onSettingsUnreachable?: (error: unknown) => void
  now?: () => Date
  /**
   * Signs the reschedule and cancel links. By default the secret kept in the database
   * (booking_secrets), which the site's /booking/{token} page checks with: any runtime writing to
   * that database signs links the site accepts, with no secret to copy between hosts.
   */
  links?: BookingLinks
}

export function createSiteBooking(deps: SiteBookingDeps) {
  const now = deps.now ?? (() => new Date())
  const rules = bookingRulesSource({
    read: deps.readSettings,
    ttlMs: deps.rulesTtlMs ?? 5_000,
    now: () => now().getTime(),
    ...(deps.onSettingsUnreachable ? { onUnreachable: deps.onSettingsUnreachable } : {}),
  })
  const service = createBookingService({
    sql: deps.sql,
    rules,
    siteFacts: deps.siteFacts,
    now,
    ...(deps.links ? { links: deps.links } : {}),
  })
  return { ...service, rules }
}

export type SiteBooking = ReturnType<typeof createSiteBooking>
