/**
 * The browser-safe part of the environment: the `NEXT_PUBLIC_*` variables, which Next inlines
 * into client code at build time. Client modules import this module, never `web/env.ts`, so the
 * server's variable names and defaults stay out of the public JavaScript (`web/env.ts` validates
 * both parts when `next build` and `next start` load the configuration).
 */
import { z } from 'zod'
import { CHAT_ID_PATTERN } from './chat/tawk'
import { MEASUREMENT_ID_PATTERN } from './consent/analytics'

/** Treats `FOO=` in a .env file the same as an unset variable. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

export const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (value === '' || value === undefined ? fallback : value), schema)

const apiVersion = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2025-10-01')

/** The site's address when none is configured: only right for the embedded default. */
export const LOCAL_SITE_URL = 'http://localhost:3000'

export const publicSchema = z
  .object({
    NEXT_PUBLIC_SITE_URL: optional(z.url()),
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
    /** Google Analytics 4 measurement id; overrides the CMS setting. Loaded only after consent. */
    NEXT_PUBLIC_GA_MEASUREMENT_ID: optional(
      z.string().regex(MEASUREMENT_ID_PATTERN, 'must be a GA4 measurement id such as G-ABC123'),
    ),
    /** tawk.to chat id ("propertyId/widgetId"); overrides the CMS setting. */
    NEXT_PUBLIC_CHAT_ID: optional(
      z.string().regex(CHAT_ID_PATTERN, 'must be a tawk.to id: propertyId or propertyId/widgetId'),
    ),
    /** The build id, set by next.config.ts at build time (from DEPLOYMENT_VERSION or fresh). */
    NEXT_PUBLIC_DEPLOYMENT_VERSION: optional(z.string().min(1)),
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

function format(error: z.ZodError): string {
  return error.issues
    .map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('\n')
}

export function parse<T extends z.ZodType>(
  schema: T,
  source: Record<string, unknown>,
): z.output<T> {
  const result = schema.safeParse(source)
  if (!result.success) {
    throw new Error(`Invalid environment configuration:\n${format(result.error)}`)
  }
  return result.data
}

/**
 * Browser-safe values. Each variable is named literally so Next can inline it into client code.
 * (next.config.ts sets NEXT_PUBLIC_SITE_URL to the resolved site address, see web/env.ts.)
 */
export const publicEnv = parse(publicSchema, {
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_SANITY_PROJECT_ID: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
  NEXT_PUBLIC_SANITY_DATASET: process.env.NEXT_PUBLIC_SANITY_DATASET,
  NEXT_PUBLIC_SANITY_API_VERSION: process.env.NEXT_PUBLIC_SANITY_API_VERSION,
  NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
  NEXT_PUBLIC_GA_MEASUREMENT_ID: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID,
  NEXT_PUBLIC_CHAT_ID: process.env.NEXT_PUBLIC_CHAT_ID,
  NEXT_PUBLIC_DEPLOYMENT_VERSION: process.env.NEXT_PUBLIC_DEPLOYMENT_VERSION,
})

/** Which backend serves content: decided by configuration alone. */
export const contentBackend: 'sanity' | 'local' = publicEnv.NEXT_PUBLIC_SANITY_PROJECT_ID
  ? 'sanity'
  : 'local'

/** Where the site's origin is canonical (sitemaps, Open Graph, JSON-LD, the admin cookie). */
export const siteUrl = (publicEnv.NEXT_PUBLIC_SITE_URL ?? LOCAL_SITE_URL).replace(/\/+$/, '')

/** The deployment version (the build id); 'development' under `next dev`. */
export const deploymentVersion = publicEnv.NEXT_PUBLIC_DEPLOYMENT_VERSION ?? 'development'
