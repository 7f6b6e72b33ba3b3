import 'server-only'
/**
 * The booking service as this app serves it: core/booking/site-booking.ts (the same wiring as the
 * Edge Function's) with the CMS's rules through the content fetch, this process's leads database,
 * and the site's facts. The lead function, the slots API and the manage page share it.
 */
import type { BookingRules } from '@/core/booking/availability.ts'
import { createSiteBooking, type SiteBooking } from '@/core/booking/site-booking.ts'
import { contentFetch } from '@/web/content/fetch'
import { bookingSettingsQuery } from '@/web/content/queries'
import { typeTag } from '@/web/content/tags'
import { leadsSql } from '@/web/server/database'
import { siteFacts } from '@/web/content/site-facts'
import { processGlobal } from '@/web/server/process-global.mjs'

/** One service per process (route bundles share it through globalThis, like the lead handler). */
export function bookingService(): SiteBooking {
  return processGlobal('booking.service', () =>
    createSiteBooking({
      sql: { query: async (text, params) => (await leadsSql()).query(text, params) },
      readSettings: () =>
        contentFetch({ query: bookingSettingsQuery, tags: [typeTag('siteSettings')] }),
      siteFacts,
      onSettingsUnreachable: (error) =>
        console.error('[booking] settings unavailable, using the last rules read:', error),
    }),
  )
}

/** The rules in force (kept a few seconds, like the site's facts). */
export const bookingRules = (): Promise<BookingRules> => bookingService().rules()
