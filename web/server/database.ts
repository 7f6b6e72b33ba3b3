/**
 * This process's database (leads, bookings, orders, privacy, redirects' hits, preview links), from
 * the environment: the app's one handle on it, apart from any feature's wiring
 * (web/server/open-database.ts opens it once per process). No `server-only` marker: proxy.ts
 * reaches it through the signed links' secret (web/privacy/links.ts), and it imports nothing a
 * client bundle could take anyway.
 */
import { env } from '@/web/env'
import { sharedLeadsDatabase } from '@/web/server/open-database'

export const leadsDatabase = () =>
  sharedLeadsDatabase({
    databaseUrl: env.DATABASE_URL,
    directUrl: env.DATABASE_DIRECT_URL,
    pgliteDataDir: env.PGLITE_DATA_DIR,
    crmHandoff: Boolean(env.CRM_WEBHOOK_URL),
  })

/** This process's database, for queries. */
export const leadsSql = async () => (await leadsDatabase()).sql
