/**
 * This process's leads database, from the environment (web/leads/server/database.ts opens it
 * once per process). No `server-only` marker: proxy.ts reaches it through the signed links'
 * secret (web/privacy/links.ts), and it imports nothing a client bundle could take anyway.
 */
import { env } from '@/web/env'
import { sharedLeadsDatabase } from './database'

export const leadsDatabase = () =>
  sharedLeadsDatabase({
    databaseUrl: env.DATABASE_URL,
    directUrl: env.DATABASE_DIRECT_URL,
    pgliteDataDir: env.PGLITE_DATA_DIR,
    crmHandoff: Boolean(env.CRM_WEBHOOK_URL),
  })
