import 'server-only'
/**
 * The lead function as this app serves it (the embedded default, or any Node host without a
 * Supabase URL): the shared handler with this process's database, the CMS's settings and
 * calculator prices, the per-address limit (by the client address web/http derives), and the
 * outbox sender.
 */
import { createFormTickets, deriveTicketSecret } from '@/core/leads/form-ticket.ts'
import { createLeadHandler } from '@/core/leads/lead-handler.ts'
import {
  resumeBytesStored,
  StorageUnavailableError,
  type LeadStore,
} from '@/core/leads/lead-store.ts'
import { newsletterConfirmation } from '@/core/privacy/newsletter.ts'
import { getCalculatorPrices } from '@/web/content'
import { env, siteUrl } from '@/web/env'
import { requestAddress } from '@/web/http/client-address'
import { rateLimiter } from '@/web/lib/rate-limits'
import { signedLinks } from '@/web/privacy/links'
import { leadsDatabase, leadsSql } from '@/web/server/database'
import { siteFacts } from '@/web/content/site-facts'
import { startOutboxWorker } from './outbox-worker'
import { bookingService } from '@/web/booking/service'
import { processGlobal } from '@/web/server/process-global.mjs'

async function mailFrom(): Promise<string> {
  if (env.MAIL_FROM) return env.MAIL_FROM
  const facts = await siteFacts()
  return `"${facts.brandName.replace(/["\\\r\n]/g, '')}" <${facts.email}>`
}

/** Starts the outbox sender (a no-op without SMTP_URL or a CRM, or when it already runs). */
export const ensureOutboxWorker = () => startOutboxWorker(leadsDatabase, mailFrom)

/** Storage that opens the database on first use; an unreachable database is a 503, not a 500. */
const store: LeadStore = {
  async submit(lead) {
    let db
    try {
      db = await leadsDatabase()
    } catch (error) {
      throw new StorageUnavailableError(error instanceof Error ? error.message : String(error), {
        cause: error,
      })
    }
    return db.store.submit(lead)
  },
}

/** The site's own origins (besides the one a request is served on): its address, preview hosts. */
export function siteOrigins(): string[] {
  return [siteUrl, ...env.PREVIEW_HOSTS.flatMap((host) => [`https://${host}`, `http://${host}`])]
}

/**
 * The origins whose pages may send leads from a browser (besides the one the function is served
 * on): the site's own, and LEADS_ALLOWED_ORIGINS.
 */
export function allowedLeadOrigins(): string[] {
  return [...siteOrigins(), ...env.LEADS_ALLOWED_ORIGINS]
}

export function leadHandler(): (request: Request) => Promise<Response> {
  const handler = processGlobal('leads.handler', () =>
    createLeadHandler({
      store,
      siteFacts,
      calculatorPrices: getCalculatorPrices,
      rateLimiter: rateLimiter('leads', env.LEADS_RATE_LIMIT),
      formTickets: createFormTickets(
        env.FORM_TICKET_SECRET ?? deriveTicketSecret(env.DATABASE_URL),
      ),
      minFillMs: env.LEADS_MIN_FILL_MS,
      allowedOrigins: allowedLeadOrigins(),
      clientAddress: requestAddress,
      resumes: {
        perAddress: rateLimiter('resumes', env.RESUMES_PER_HOUR, { windowMs: 60 * 60_000 }),
        maxTotalBytes: env.RESUMES_MAX_TOTAL_MB * 1024 * 1024,
        bytesStored: async () => resumeBytesStored(await leadsSql()),
      },
      afterCommit: () => ensureOutboxWorker()?.nudge(),
      booking: bookingService().planner,
      newsletterConfirmation: newsletterConfirmation(signedLinks(), env.RETENTION_UNCONFIRMED_DAYS),
    }),
  )
  ensureOutboxWorker()
  return handler
}
