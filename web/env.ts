/**
 * The one typed, validated view of the environment.
 *
 * `next.config.ts` imports this module, so a bad configuration fails `next build` / `next start`
 * with a message that names the variable. Everything is optional: with nothing set the site runs
 * on the embedded default (local dataset, PGlite, the app serving the lead function itself).
 * Each production integration switches on when its variables are present.
 *
 * Only `NEXT_PUBLIC_*` values reach the browser (Next inlines them at build time); the others
 * are read on the server only.
 */
import { z } from 'zod'

/** Treats `FOO=` in a .env file the same as an unset variable. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (value === '' || value === undefined ? fallback : value), schema)

const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean),
)

const apiVersion = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2025-10-01')

const publicSchema = z
  .object({
    NEXT_PUBLIC_SITE_URL: withDefault(z.url(), 'http://localhost:3000'),
    NEXT_PUBLIC_SANITY_PROJECT_ID: optional(
      z.string().regex(/^[a-z0-9-]+$/, 'must be a Sanity project id (a-z, 0-9, dashes)'),
    ),
    NEXT_PUBLIC_SANITY_DATASET: withDefault(
      z.string().regex(/^[a-z0-9_-]+$/, 'must be a Sanity dataset name'),
      'production',
    ),
    NEXT_PUBLIC_SANITY_API_VERSION: withDefault(apiVersion, '2025-10-01'),
    NEXT_PUBLIC_SUPABASE_URL: optional(z.url()),
    NEXT_PUBLIC_SUPABASE_ANON_KEY: optional(z.string().min(20, 'looks too short for an anon key')),
  })
  .superRefine((value, ctx) => {
    if (value.NEXT_PUBLIC_SUPABASE_URL && !value.NEXT_PUBLIC_SUPABASE_ANON_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['NEXT_PUBLIC_SUPABASE_ANON_KEY'],
        message: 'is required when NEXT_PUBLIC_SUPABASE_URL is set',
      })
    }
  })

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
    /**
     * Hosts (comma-separated) where editors preview drafts: content protection is off there, and
     * they may show the site in a frame (the Presentation tool).
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
    /** Postgres for leads; without it the app uses PGlite in PGLITE_DATA_DIR. */
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string'),
    ),
    PGLITE_DATA_DIR: withDefault(z.string().min(1), '.data/pglite'),
    /** SMTP server for the e-mail outbox (smtp:// or smtps://). Without it e-mails stay pending. */
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
    /** Sender of outgoing e-mail; defaults to the brand e-mail in the site settings. */
    MAIL_FROM: optional(z.string().min(3)),
    /** Secret that opens /admin and /api/admin; when unset those answer 404. */
    ADMIN_TOKEN: optional(z.string().min(16, 'should be at least 16 characters')),
    /** Lead submissions accepted per client address per minute. */
    LEADS_RATE_LIMIT: withDefault(z.coerce.number().int().positive(), 60),
    /**
     * Proxies in front of the server (CDN, load balancer) that append the client's address to
     * X-Forwarded-For. 0: the socket's address is the client's and the header is ignored.
     */
    TRUSTED_PROXY_HOPS: withDefault(z.coerce.number().int().min(0).max(10), 0),
    /** Seconds a CDN may serve a public page without asking the server again. */
    CDN_MAX_AGE: withDefault(z.coerce.number().int().min(0).max(31_536_000), 60),
    /** Seconds after that during which a CDN may serve the page while it fetches a fresh one. */
    CDN_STALE_WHILE_REVALIDATE: withDefault(z.coerce.number().int().min(0), 31_536_000),
    /** Redis shared by every instance as Next's cache (pages and data); else the file cache. */
    REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')),
    /** First retry delay of a failed e-mail (doubles per attempt, capped at an hour). */
    OUTBOX_RETRY_BASE_MS: withDefault(z.coerce.number().int().min(10), 30_000),
    /** Attempts before an e-mail is marked dead. */
    OUTBOX_MAX_ATTEMPTS: withDefault(z.coerce.number().int().min(1).max(50), 8),
    /** How often the outbox is checked for due e-mails (new leads are sent at once). */
    OUTBOX_POLL_MS: withDefault(z.coerce.number().int().min(100), 5_000),
  })
  .and(publicSchema)

function format(error: z.ZodError): string {
  return error.issues
    .map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('\n')
}

function parse<T extends z.ZodType>(schema: T, source: Record<string, unknown>): z.output<T> {
  const result = schema.safeParse(source)
  if (!result.success) {
    throw new Error(`Invalid environment configuration:\n${format(result.error)}`)
  }
  return result.data
}

/**
 * Browser-safe values. Each variable is named literally so Next can inline it into client code.
 */
export const publicEnv = parse(publicSchema, {
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_SANITY_PROJECT_ID: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
  NEXT_PUBLIC_SANITY_DATASET: process.env.NEXT_PUBLIC_SANITY_DATASET,
  NEXT_PUBLIC_SANITY_API_VERSION: process.env.NEXT_PUBLIC_SANITY_API_VERSION,
  NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
})

/** Server values (secrets included). In the browser these are all defaults; never use them there. */
export const env = parse(serverSchema, { ...process.env })

export type Env = typeof env

/** Which backend serves content: decided by configuration alone. */
export const contentBackend: 'sanity' | 'local' = publicEnv.NEXT_PUBLIC_SANITY_PROJECT_ID
  ? 'sanity'
  : 'local'

/** Where the site's origin is canonical (sitemaps, Open Graph, JSON-LD). */
export const siteUrl = publicEnv.NEXT_PUBLIC_SITE_URL.replace(/\/+$/, '')
