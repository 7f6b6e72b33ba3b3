/**
 * The one typed, validated view of the environment.
 *
 * `next.config.ts` imports this module, so a bad configuration fails `next build` / `next start`
 * with a message that names the variable. Everything is optional: with nothing set the site runs
 * on the embedded default (local dataset, PGlite, the app serving the lead function itself).
 * Each production integration switches on when its variables are present.
 *
 * Only `NEXT_PUBLIC_*` values reach the browser (Next inlines them at build time); the others
 * are read on the server only. Client modules import `web/public-env.ts` (the public part, which
 * this module re-exports), so the server's variable names never reach the public JavaScript.
 */
import { z } from 'zod'
import { crmConfigProblems } from '../core/leads/crm-config.ts'
import {
  contentBackend,
  deploymentVersion,
  LOCAL_SITE_URL,
  optional,
  parse,
  publicEnv,
  publicSchema,
  siteUrl,
  withDefault,
} from './public-env'

export { contentBackend, deploymentVersion, publicEnv, siteUrl }

const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean),
)

const serverSchema = z
  .object({
    NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
    /** Path of the local dataset (Sanity NDJSON export format) used when no project id is set. */
    CONTENT_DATASET: withDefault(z.string().min(1), '.data/dataset.ndjson'),
    /** Read token: lets draft mode see drafts in the Content Lake. */
    SANITY_API_READ_TOKEN: optional(z.string().min(10)),
    /** Write token: only `npm run seed -- --sanity` uses it. */
    SANITY_API_WRITE_TOKEN: optional(z.string().min(10)),
    /** Another host for the Sanity API (a proxy in front of it, or a stand-in in tests). */
    SANITY_API_HOST: optional(z.url()),
    /** Secret of the Sanity webhook that calls POST /api/revalidate. */
    SANITY_REVALIDATE_SECRET: optional(z.string().min(8, 'should be at least 8 characters')),
    /** The build id to use (for example the commit); without it each build gets a fresh one. */
    DEPLOYMENT_VERSION: optional(
      z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be letters, digits, dots, dashes or _'),
    ),
    /**
     * Hosts (comma-separated names, any port) where editors preview drafts: the draft-mode enable
     * route answers only there, content protection is off there, and they may show the site in a
     * frame (the Presentation tool).
     */
    PREVIEW_HOSTS: withDefault(
      csv.pipe(
        z.array(
          z
            .string()
            .regex(/^(\*\.)?[a-z0-9.-]+(:\d+)?$/, 'must list host names, e.g. preview.example.com'),
        ),
      ),
      '',
    ),
    /**
     * Secret of the draft-mode enable route on the local dataset (`sanity-preview-secret`). On
     * Sanity the Presentation tool makes a short-lived secret of its own instead.
     */
    PREVIEW_SECRET: optional(z.string().min(16, 'should be at least 16 characters')),
    /** Postgres for leads; without it the app uses PGlite in PGLITE_DATA_DIR. */
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string'),
    ),
    /**
     * A direct or session connection to the same database, for the migrations (they take a
     * session advisory lock) when DATABASE_URL is a transaction pooler (Supabase's port 6543).
     */
    DATABASE_DIRECT_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string'),
    ),
    PGLITE_DATA_DIR: withDefault(z.string().min(1), '.data/pglite'),
    /** SMTP server for the e-mail outbox (smtp:// or smtps://). Without it e-mails stay pending. */
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
    /** Sender of outgoing e-mail; defaults to the brand e-mail in the site settings. */
    MAIL_FROM: optional(z.string().min(3)),
    /** Secret that opens /admin and /api/admin; when unset those answer 404. */
    ADMIN_TOKEN: optional(z.string().min(16, 'should be at least 16 characters')),
    /**
     * Secret that signs the tickets timing a form (form-ticket.ts). Servers answering one site
     * share it; without it one is derived from DATABASE_URL, or made per process.
     */
    FORM_TICKET_SECRET: optional(z.string().min(16, 'should be at least 16 characters')),
    /**
     * Other origins (comma-separated, https://host) whose pages may send leads to the function,
     * besides the site's own address, its preview hosts and the origin it is served on.
     */
    LEADS_ALLOWED_ORIGINS: withDefault(csv, ''),
    /**
     * Shortest time (ms) a person needs to fill a form in; a lead sent faster is marked as
     * suspected spam. Default per form: 1 s for the newsletter, 2 s for the others.
     */
    LEADS_MIN_FILL_MS: optional(z.coerce.number().int().min(0)),
    /** Lead submissions accepted per client address per minute. */
    LEADS_RATE_LIMIT: withDefault(z.coerce.number().int().positive(), 60),
    /** Career applications with a résumé accepted per client address per hour. */
    RESUMES_PER_HOUR: withDefault(z.coerce.number().int().positive(), 5),
    /** The most megabytes of résumés stored in all; past it applications with one get a 413. */
    RESUMES_MAX_TOTAL_MB: withDefault(z.coerce.number().positive(), 500),
    /**
     * Proxies in front of the server (CDN, load balancer, the bundled nginx) that append the
     * client's address to X-Forwarded-For: the client is the entry that many places from the
     * right. 0: nothing in front, the address Next was given (the socket's; Next writes it into
     * X-Forwarded-For only when the client sent none, so a server open to the internet needs a
     * proxy in front to keep clients from choosing their own).
     */
    TRUSTED_PROXY_HOPS: withDefault(z.coerce.number().int().min(0).max(10), 0),
    /**
     * A header the host's edge sets to the client's address, replacing any the client sent
     * (Vercel: x-vercel-forwarded-for, Netlify: x-nf-client-connection-ip, Cloudflare:
     * cf-connecting-ip, Fly.io: fly-client-ip, nginx: x-real-ip as the bundled config sets it).
     * Taken before X-Forwarded-For when present.
     */
    CLIENT_IP_HEADER: optional(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9-]+$/, 'must be a header name, e.g. x-real-ip'),
    ),
    /**
     * Seconds after a public page's minute (web/http/cache-policy.ts) during which a CDN may serve
     * it while it fetches a fresh one. Read when the site is built (next.config.ts expireTime).
     */
    CDN_STALE_WHILE_REVALIDATE: withDefault(z.coerce.number().int().min(0), 31_536_000),
    /** Redis shared by every instance as Next's cache (pages and data); else the file cache. */
    REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')),
    /** First retry delay of a failed e-mail (doubles per attempt, capped at an hour). */
    OUTBOX_RETRY_BASE_MS: withDefault(z.coerce.number().int().min(10), 30_000),
    /** Attempts before an e-mail is marked dead. */
    OUTBOX_MAX_ATTEMPTS: withDefault(z.coerce.number().int().min(1).max(50), 8),
    /** How often the outbox is checked for due e-mails (new leads are sent at once). */
    OUTBOX_POLL_MS: withDefault(z.coerce.number().int().min(100), 5_000),
    /**
     * Opens GET /api/cron (`Authorization: Bearer …`, what Vercel Cron sends): one round of the
     * outbox and retention, for hosts that keep no process running between requests. Without it
     * that route answers 404.
     */
    CRON_SECRET: optional(z.string().min(16, 'should be at least 16 characters')),
    /**
     * Signs the links of privacy e-mails (newsletter confirmation and unsubscribe, privacy request
     * confirmation). Without it, the secret the migrations generated and keep in the database
     * (site_secrets), which every server of the site and the Supabase function share.
     */
    LINK_SIGNING_SECRET: optional(z.string().min(32, 'should be at least 32 characters')),
    /** Days a lead in the spam state is kept (retention, core/privacy/retention.ts). */
    RETENTION_SPAM_LEAD_DAYS: withDefault(z.coerce.number().int().positive(), 30),
    /** Days a résumé is kept (its lead stays, without the download). */
    RETENTION_RESUME_DAYS: withDefault(z.coerce.number().int().positive(), 180),
    /** Days an unconfirmed newsletter subscription or privacy request is kept. */
    RETENTION_UNCONFIRMED_DAYS: withDefault(z.coerce.number().int().positive(), 7),
    /** How often the server applies retention (minutes), on the outbox worker's timer. */
    RETENTION_EVERY_MINUTES: withDefault(z.coerce.number().int().positive(), 60),
    /** Where every stored lead is POSTed, signed (Standard Webhooks): a CRM, Zapier, Make, n8n. */
    CRM_WEBHOOK_URL: optional(z.string()),
    /** The receiver's signing secret, `whsec_` + base64 (required with CRM_WEBHOOK_URL). */
    CRM_WEBHOOK_SECRET: optional(z.string()),
    /** Stripe's secret key: switches payments from the test gateway to Stripe Checkout. */
    STRIPE_SECRET_KEY: optional(
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_live_… or sk_test_…)'),
    ),
    /** Signing secret of the Stripe webhook endpoint (POST /api/payments/stripe-webhook). */
    STRIPE_WEBHOOK_SECRET: optional(
      z.string().regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)'),
    ),
    /** Another origin for Stripe's API (a proxy). */
    STRIPE_API_BASE: optional(z.url()),
  })
  .superRefine((value, ctx) => {
    for (const problem of crmConfigProblems(value.CRM_WEBHOOK_URL, value.CRM_WEBHOOK_SECRET)) {
      ctx.addIssue({ code: 'custom', path: [problem.variable], message: problem.message })
    }
    // Half a Stripe configuration would take payments it never hears back about.
    if (value.STRIPE_SECRET_KEY && !value.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required when STRIPE_SECRET_KEY is set',
      })
    }
    if (value.STRIPE_WEBHOOK_SECRET && !value.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required when STRIPE_WEBHOOK_SECRET is set',
      })
    }
  })
  .and(publicSchema)

/**
 * The hosting platform's production address, for a site whose own is not configured: Vercel's
 * (VERCEL_PROJECT_PRODUCTION_URL), Netlify's (URL), Render's (RENDER_EXTERNAL_URL) or Railway's
 * (RAILWAY_PUBLIC_DOMAIN).
 */
function platformSiteUrl(source: Record<string, string | undefined>): string | undefined {
  const host = (name: string) => source[name]?.trim().replace(/^https?:\/\//, '')
  if (host('VERCEL_PROJECT_PRODUCTION_URL'))
    return `https://${host('VERCEL_PROJECT_PRODUCTION_URL')}`
  if (source.NETLIFY === 'true' && source.URL?.trim()) return source.URL.trim()
  if (source.RENDER_EXTERNAL_URL?.trim()) return source.RENDER_EXTERNAL_URL.trim()
  if (host('RAILWAY_PUBLIC_DOMAIN')) return `https://${host('RAILWAY_PUBLIC_DOMAIN')}`
  return undefined
}

/** Whether the configuration serves real visitors: a Sanity project, Supabase or a database. */
export function hasProductionBackend(source: Record<string, string | undefined>): boolean {
  return ['NEXT_PUBLIC_SANITY_PROJECT_ID', 'NEXT_PUBLIC_SUPABASE_URL', 'DATABASE_URL'].some(
    (name) => Boolean(source[name]?.trim()),
  )
}

/**
 * The embedded default's address: localhost on the PORT the build is given (3000 without one).
 * Pages are prerendered with it (canonical links, JSON-LD, sitemap.xml), so a server started on
 * another port needs a build with that PORT (or NEXT_PUBLIC_SITE_URL); see `siteAddressWarning`.
 */
export function localSiteUrl(port: string | undefined): string {
  const number = Number(port?.trim() || NaN)
  return Number.isInteger(number) && number > 0 && number < 65_536
    ? `http://localhost:${number}`
    : LOCAL_SITE_URL
}

/**
 * What to tell whoever starts a build whose address is on this machine on another port than the
 * server's (`npm start -- -p 4000` after a plain build): its pages name the built address. Null
 * when they agree, or when the address is a public one (a proxy's port is not the server's).
 */
export function siteAddressWarning(siteUrl: string, port: string | undefined): string | null {
  if (!port) return null
  const url = new URL(siteUrl)
  if (!['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return null
  const built = url.port || (url.protocol === 'https:' ? '443' : '80')
  if (built === port.trim()) return null
  return (
    `This build names the site ${siteUrl} (canonical links, sitemap.xml, structured data), ` +
    `but the server listens on port ${port}: build with the same port (PORT=${port} npm run ` +
    `build) or set NEXT_PUBLIC_SITE_URL before building.`
  )
}

/**
 * What a production build and server say, loudly, when the site's address is this machine (no
 * NEXT_PUBLIC_SITE_URL nor platform address: the embedded default's localhost): its canonical
 * links, sitemap.xml, robots.txt and structured data would send visitors and search engines to
 * localhost. Null in development, or for any other address.
 */
export function localSiteWarning(
  siteUrl: string,
  source: Record<string, string | undefined>,
): string | null {
  if (source.NODE_ENV !== 'production') return null
  const { hostname } = new URL(siteUrl)
  if (!['localhost', '127.0.0.1', '[::1]'].includes(hostname)) return null
  const rule = '!'.repeat(100)
  return [
    rule,
    `!! WARNING: this production build names the site ${siteUrl}, an address on this machine.`,
    '!! Its canonical links, sitemap.xml, robots.txt and structured data point there: served to',
    '!! anyone else, search engines index localhost. Set NEXT_PUBLIC_SITE_URL to the public',
    '!! address (such as https://www.example.com) and build again. Trying it on this machine? Ignore this.',
    rule,
  ].join('\n')
}

/**
 * The site's address: NEXT_PUBLIC_SITE_URL, else the hosting platform's production address. A
 * configuration with a production backend and neither is refused (canonical links, sitemaps and
 * the admin cookie's Secure flag would point at localhost); the embedded default keeps localhost,
 * on the build's PORT (`localSiteUrl`).
 */
export function resolveSiteUrl(source: Record<string, string | undefined>): string {
  const configured = source.NEXT_PUBLIC_SITE_URL?.trim() || platformSiteUrl(source)
  if (configured) return parse(z.object({ url: z.url() }), { url: configured }).url
  if (hasProductionBackend(source)) {
    throw new Error(
      'Invalid environment configuration:\n  - NEXT_PUBLIC_SITE_URL: is required when a production backend is configured (NEXT_PUBLIC_SANITY_PROJECT_ID, NEXT_PUBLIC_SUPABASE_URL or DATABASE_URL): set it to the site’s public address, such as https://www.example.com',
    )
  }
  return localSiteUrl(source.PORT)
}

/** Server values (secrets included). Never import this module from client code. */
export const env = parse(serverSchema, { ...process.env })

export type Env = typeof env
