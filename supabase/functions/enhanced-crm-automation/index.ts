/**
 * Supabase Edge Function `enhanced-crm-automation` (Deno). The handler is the runtime-neutral one
 * in core/ (mapped as `@core/` by deno.json), the same the app serves at
 * /functions/v1/enhanced-crm-automation; this file only wires it to Supabase: the project's Postgres (SUPABASE_DB_URL, migrated with `supabase db push`
 * from supabase/migrations), Sanity's HTTP API for the settings e-mail and calculator prices, and
 * SMTP for the outbox, which is sent in the background after each new lead (and on a scheduled
 * GET with OUTBOX_CRON_SECRET, for e-mails whose first attempt failed). With CRM_WEBHOOK_URL and
 * CRM_WEBHOOK_SECRET, each lead is also handed to the CRM from the same outbox (a signed webhook,
 * see core/leads/crm-handoff.ts). A booking lead takes its session as in the app (below, and
 * core/booking/site-booking.ts): the CMS's rules, a seat the database guards, invites, reminders.
 *
 * Environment: SUPABASE_DB_URL (set by Supabase), SITE_URL (the site's address: its pages may
 * call the function from the browser) and ALLOWED_ORIGINS (other origins that may, comma-separated:
 * preview hosts, a local `next dev`), SMTP_URL, MAIL_FROM, SANITY_PROJECT_ID, SANITY_DATASET,
 * SANITY_API_VERSION, SANITY_API_ORIGIN (another origin for Sanity's query API), AGENCY_EMAIL /
 * BRAND_NAME / BRAND_PHONE (fallbacks when Sanity is not reachable), LEADS_RATE_LIMIT, TRUSTED_PROXY_HOPS (proxies in front of the function whose
 * X-Forwarded-For entries count: Supabase's gateway is one or more; 0 takes the socket's address),
 * OUTBOX_RETRY_BASE_MS, OUTBOX_MAX_ATTEMPTS, OUTBOX_CRON_SECRET, FORM_TICKET_SECRET (signs form
 * tickets; defaults to one derived from the service role key), LEADS_MIN_FILL_MS (shortest time a
 * person needs to fill a form in), CRM_WEBHOOK_URL, CRM_WEBHOOK_SECRET, LINK_SIGNING_SECRET (the
 * site's, when it sets one: signs the newsletter's confirmation and unsubscribe links; without
 * it, the secret generated in the database, which the site reads too), RETENTION_UNCONFIRMED_DAYS.
 *
 * Deploy, from the repository root: `supabase functions deploy enhanced-crm-automation
 * --no-verify-jwt --use-api` (visitors have no session; the anon key is sent but not required;
 * --use-api bundles core/, outside supabase/: see README.md beside this file).
 */
// @ts-types="npm:@types/pg@8.23.1"
import pg from 'npm:pg@8.23.1'
import nodemailer from 'npm:nodemailer@10.6.0'
import {
  BOOKING_SETTINGS_QUERY,
  type StoredBookingSettings,
} from '@core/booking/booking-settings.ts'
import { createSiteBooking } from '@core/booking/site-booking.ts'
import { createSanityQuery } from '@core/content/sanity-query.ts'
import type { SqlClient } from '@core/db/sql-client.ts'
import { clientAddress, createRateLimiter } from '@core/http/rate-limit.ts'
import { crmConfigProblems } from '@core/leads/crm-config.ts'
import { type CrmTarget, drainHandoffs } from '@core/leads/crm-handoff.ts'
import { drainOutbox, type Mailer } from '@core/leads/email-outbox.ts'
import { createFormTickets, deriveTicketSecret } from '@core/leads/form-ticket.ts'
import type { SiteFacts } from '@core/leads/lead-emails.ts'
import { type CalculatorPrice, createLeadHandler } from '@core/leads/lead-handler.ts'
import { createSqlLeadStore, resumeBytesStored } from '@core/leads/lead-store.ts'
import { newsletterConfirmation, newsletterHeaders } from '@core/privacy/newsletter.ts'
import { createSignedLinks, linkSecret } from '@core/privacy/signed-links.ts'

const env = (name: string) => Deno.env.get(name)?.trim() ?? ''
const number = (name: string, fallback: number) => {
  const value = Number(env(name))
  return Number.isFinite(value) && value > 0 ? value : fallback
}

// A bad CRM configuration stops the function at start, naming the variable.
const crmProblems = crmConfigProblems(env('CRM_WEBHOOK_URL'), env('CRM_WEBHOOK_SECRET'))
if (crmProblems.length) {
  throw new Error(
    `Invalid CRM configuration:\n${crmProblems.map((p) => `  - ${p.variable}: ${p.message}`).join('\n')}`,
  )
}
const crm: CrmTarget | null = env('CRM_WEBHOOK_URL')
  ? { url: env('CRM_WEBHOOK_URL'), secret: env('CRM_WEBHOOK_SECRET'), siteUrl: env('SITE_URL') }
  : null

const pool = new pg.Pool({
  connectionString: env('SUPABASE_DB_URL') || env('DATABASE_URL'),
  max: 3,
  connectionTimeoutMillis: 5_000,
})
pool.on('error', (error: Error) => console.error('idle database connection lost:', error.message))

const sql: SqlClient = {
  query: (text, params) => pool.query(text, params) as never,
}

/** GROQ against Sanity's API CDN, kept a minute per isolate (core/content/sanity-query.ts). */
const groq = createSanityQuery({
  projectId: env('SANITY_PROJECT_ID'),
  dataset: env('SANITY_DATASET') || 'production',
  apiVersion: env('SANITY_API_VERSION') || '2025-10-01',
  // Another origin for Sanity's query API (a proxy; the entry's test points it at a stand-in).
  ...(env('SANITY_API_ORIGIN') ? { origin: env('SANITY_API_ORIGIN') } : {}),
})

/** The facts last read from Sanity in this isolate (see siteFacts). */
let lastFacts: SiteFacts | null = null

async function siteFacts(): Promise<SiteFacts> {
  const fallback: SiteFacts = {
    brandName: env('BRAND_NAME') || 'Codehome',
    email: env('AGENCY_EMAIL'),
    phone: env('BRAND_PHONE'),
    siteUrl: env('SITE_URL'),
  }
  if (!env('SANITY_PROJECT_ID')) return fallback
  let settings
  try {
    settings = await groq<{
      brandName?: string
      email?: string
      phone?: string
      privacyNoticeVersion?: string
    } | null>(
      `*[_type == "siteSettings" && _id == "siteSettings"][0]{ brandName, email, phone, privacyNoticeVersion }`,
    )
  } catch (error) {
    // Sanity down: the facts last read, else the secrets' (no lead, no booking is lost to it).
    console.error('site settings unavailable, using the last read:', error)
    return lastFacts ?? fallback
  }
  lastFacts = {
    brandName: settings?.brandName || fallback.brandName,
    email: settings?.email || fallback.email,
    phone: settings?.phone || fallback.phone,
    siteUrl: fallback.siteUrl,
    privacyNoticeVersion: settings?.privacyNoticeVersion ?? '',
  }
  return lastFacts
}

const calculatorPrices = () =>
  groq<CalculatorPrice[]>(
    `*[_type == "calculatorItem" && defined(name) && defined(price)] | order(order asc){ name, price }`,
  )

const smtpUrl = env('SMTP_URL')
const transport = smtpUrl
  ? nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 2 })
  : null
const mailer: Mailer | null = transport
  ? {
      async send(mail) {
        await transport.sendMail({
          ...mail,
          attachments: mail.attachments?.map((file) => ({
            filename: file.filename,
            content: file.base64,
            encoding: 'base64',
            contentType: file.contentType,
          })),
          disableFileAccess: true,
          disableUrlAccess: true,
        })
      },
    }
  : null

// The same secret as the site's: LINK_SIGNING_SECRET, else the one generated in the database
// (site_secrets) that the site reads too. The site verifies the links signed here.
const links = createSignedLinks(() => linkSecret(env('LINK_SIGNING_SECRET'), () => sql))
const unconfirmedDays = number('RETENTION_UNCONFIRMED_DAYS', 7)

const retry = {
  baseDelayMs: number('OUTBOX_RETRY_BASE_MS', 30_000),
  maxAttempts: number('OUTBOX_MAX_ATTEMPTS', 8),
}

async function deliverEmails() {
  if (!mailer) return { sent: 0, failed: 0, dead: 0 }
  const facts = await siteFacts().catch(() => null)
  const from = env('MAIL_FROM') || (facts?.email ? `"${facts.brandName}" <${facts.email}>` : '')
  if (!from) throw new Error('MAIL_FROM (or a settings e-mail) is needed to send e-mail')
  return drainOutbox(sql, mailer, {
    from,
    headersFor: newsletterHeaders(sql, links, env('SITE_URL')),
    ...retry,
  })
}

/** The e-mails and the CRM hand-offs that are due; one failing never holds up the other. */
async function deliver() {
  const [emails, handoffs] = await Promise.allSettled([
    deliverEmails(),
    crm ? drainHandoffs(sql, crm, retry) : Promise.resolve({ delivered: 0, failed: 0, dead: 0 }),
  ])
  if (emails.status === 'rejected') console.error('outbox delivery failed:', emails.reason)
  if (handoffs.status === 'rejected') console.error('CRM hand-off failed:', handoffs.reason)
  return {
    emails: emails.status === 'fulfilled' ? emails.value : null,
    crm: handoffs.status === 'fulfilled' ? handoffs.value : null,
  }
}

/** Keeps the isolate alive for background work where the runtime allows it. */
function inBackground(work: Promise<unknown>) {
  const runtime = (globalThis as { EdgeRuntime?: { waitUntil(p: Promise<unknown>): void } })
    .EdgeRuntime
  const guarded = work.catch((error) => console.error('outbox delivery failed:', error))
  runtime?.waitUntil(guarded)
}

/**
 * Sessions that hold their time, as the app books them (core/booking/site-booking.ts): the rules
 * from the CMS's site settings (the app's own query), the seat taken in the lead's transaction by
 * the database (a second visitor for it gets 409 slot_taken), invites attached to both e-mails,
 * reminders queued, and reschedule/cancel links to SITE_URL's /booking/{token}, signed with the
 * secret the database keeps, which the site checks them with. Without SANITY_PROJECT_ID, or while
 * Sanity cannot be reached, the last rules read stay in force, else the seeded defaults (the site's
 * Working Hours): a visitor is never refused for the CMS's outage (see booking-settings.ts).
 */
const booking = createSiteBooking({
  sql,
  readSettings: () =>
    env('SANITY_PROJECT_ID')
      ? groq<StoredBookingSettings>(BOOKING_SETTINGS_QUERY)
      : Promise.resolve(null),
  siteFacts,
  onSettingsUnreachable: (error) =>
    console.error('booking settings unavailable, using the last rules read:', error),
})
if (!env('SITE_URL')) {
  console.warn('SITE_URL is not set: the reschedule and cancel links in invites have no address')
}

const allowedOrigins = [env('SITE_URL'), ...env('ALLOWED_ORIGINS').split(',')]
  .map((origin) => origin.trim())
  .filter(Boolean)
if (!allowedOrigins.length) {
  console.warn('SITE_URL is not set: browsers on the site cannot send leads to this function')
}

/** Each request's socket address (Deno.serve passes it beside the request, not in it). */
const peers = new WeakMap<Request, string>()
const trustedHops = number('TRUSTED_PROXY_HOPS', 0)

const handle = createLeadHandler({
  store: createSqlLeadStore(sql, { crmHandoff: crm !== null }),
  siteFacts,
  calculatorPrices,
  rateLimiter: createRateLimiter(number('LEADS_RATE_LIMIT', 60)),
  formTickets: createFormTickets(
    env('FORM_TICKET_SECRET') ||
      deriveTicketSecret(env('SUPABASE_SERVICE_ROLE_KEY') || env('SUPABASE_DB_URL')),
  ),
  allowedOrigins,
  minFillMs: env('LEADS_MIN_FILL_MS') === '' ? undefined : Number(env('LEADS_MIN_FILL_MS')) || 0,
  clientAddress: (request) => clientAddress(request, { peer: peers.get(request), trustedHops }),
  resumes: {
    perAddress: createRateLimiter(number('RESUMES_PER_HOUR', 5), { windowMs: 60 * 60_000 }),
    maxTotalBytes: number('RESUMES_MAX_TOTAL_MB', 500) * 1024 * 1024,
    bytesStored: () => resumeBytesStored(sql),
  },
  afterCommit: () => inBackground(deliver()),
  booking: booking.planner,
  newsletterConfirmation: newsletterConfirmation(links, unconfirmedDays),
})

Deno.serve(async (request, info) => {
  if (info.remoteAddr.transport === 'tcp') peers.set(request, info.remoteAddr.hostname)
  const secret = env('OUTBOX_CRON_SECRET')
  const ticket = new URL(request.url).searchParams.has('ticket')
  if (request.method === 'GET' && secret && !ticket) {
    if (request.headers.get('authorization') !== `Bearer ${secret}`) {
      return Response.json({ error: 'Unauthorized' }, { status: 401 })
    }
    return Response.json(await deliver())
  }
  return handle(request)
})
