/**
 * The site's response headers, through what every Next.js host honours: the list `headers()` in
 * next.config.ts returns (https://nextjs.org/docs/app/api-reference/config/next-config-js/headers),
 * written into the build's routes manifest and applied by `next start`, the standalone server,
 * Vercel and the OpenNext adapters alike, to prerendered, ISR and per-request responses, 404s too.
 *
 * - every response: nosniff;
 * - documents (everything but the build's immutable assets): referrer, permissions and
 *   transport-security policies, and the Content-Security-Policy of their kind
 *   (./content-security-policy.ts): public pages (draft mode, with the editor's cookie, gets its
 *   own), the Studio, JSON APIs. The admin's policy carries a nonce per request: proxy.ts sets it.
 *
 * Fixed when the site is built, like everything in next.config.ts: a changed PREVIEW_HOSTS, Sanity
 * project or Stripe key needs a new build (as the NEXT_PUBLIC_* values do); the server warns at
 * start when its environment asks for other headers than its build has (instrumentation.ts).
 */
import {
  contentSecurityPolicy,
  type CspConfig,
  type CspRequest,
  type ResponseKind,
} from './content-security-policy'

/** One entry of next.config.ts `headers()`. */
export interface HeaderRule {
  source: string
  has?: { type: 'cookie' | 'header'; key: string; value?: string }[]
  missing?: { type: 'cookie' | 'header'; key: string; value?: string }[]
  headers: { key: string; value: string }[]
}

/** Next's draft-mode cookie (https://nextjs.org/docs/app/guides/draft-mode). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * The paths of each kind that gets its policy here (path-to-regexp sources, as Next matches
 * them). The admin is left to proxy.ts; a page is any path outside the other kinds and the
 * build's immutable assets (/_next/static: scripts, styles, fonts, never a document or a worker,
 * the only responses a browser applies a policy to; a dozen requests before a page's first paint,
 * each spared ~0.4 kB).
 */
const SOURCES: Record<Exclude<ResponseKind, 'admin'>, string[]> = {
  page: ['/((?!admin(?:/|$)|studio(?:/|$)|api(?:/|$)|functions(?:/|$)|_next/static/).*)'],
  studio: ['/studio/:path*'],
  api: ['/api/:path*', '/functions/:path*'],
}

/** Documents: everything but the build's immutable assets. */
const DOCUMENTS = '/((?!_next/static/).*)'

export function securityHeaders(csp: CspConfig): HeaderRule[] {
  const policy = (request: CspRequest) => [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(csp, request) },
  ]
  const rules: HeaderRule[] = [
    { source: '/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
    {
      source: DOCUMENTS,
      headers: [
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        // Ignored by browsers over plain http (a local run); binding once served over https.
        { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
      ],
    },
  ]
  const draftCookie = [{ type: 'cookie' as const, key: DRAFT_MODE_COOKIE }]
  const page = policy({ kind: 'page', draft: false })
  const draftPage = policy({ kind: 'page', draft: true })
  for (const source of SOURCES.page) {
    if (page[0]!.value === draftPage[0]!.value) {
      rules.push({ source, headers: page })
    } else {
      rules.push({ source, missing: draftCookie, headers: page })
      rules.push({ source, has: draftCookie, headers: draftPage })
    }
  }
  for (const source of SOURCES.studio) rules.push({ source, headers: policy({ kind: 'studio' }) })
  for (const source of SOURCES.api) rules.push({ source, headers: policy({ kind: 'api' }) })
  return rules
}

/** The admin's policy with this request's nonce (proxy.ts). */
export function adminPolicy(csp: CspConfig, nonce: string): string {
  return contentSecurityPolicy(csp, { kind: 'admin', nonce })
}
