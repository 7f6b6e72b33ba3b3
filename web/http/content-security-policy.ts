/**
 * The site's Content-Security-Policy: one policy per kind of response, built from the
 * configuration. Every host a feature needs is one entry of INTEGRATIONS below, switched on by
 * the configuration that turns the feature on; nothing else in the code base writes a CSP.
 *
 * The headers are set by what every Next.js host honours (./security-headers.ts): `headers()` in
 * next.config.ts for every kind but the admin, fixed when the site is built, and proxy.ts for the
 * admin, whose policy carries a fresh nonce per request. No page becomes per-request:
 *
 * - `page`: every public page, the 404, static files. Prerendered or ISR pages cannot carry a
 *   nonce, and Next's inline flight scripts (`self.__next_f.push(…)`) change with every page and
 *   every publish, so no fixed hash fits them: scripts need 'unsafe-inline'. Only same-origin
 *   script files run, though, and no plugin, <base> or foreign form target is allowed.
 * - `admin`: /admin is rendered per request, so it gets a fresh nonce (Next puts it on its own
 *   scripts: https://nextjs.org/docs/app/guides/content-security-policy) and no 'unsafe-inline'.
 * - `studio`: the embedded Sanity Studio talks to Sanity's API (HTTP and websocket) and frames
 *   the site in the Presentation tool.
 * - `api`: JSON from route handlers and the lead function: nothing may load or run.
 */

import { TAWK_EMBED_ORIGIN } from '../chat/tawk'

/** The fetch directives and the others a policy here may set, in the order they are written. */
const DIRECTIVES = [
  'default-src',
  'script-src',
  'style-src',
  'style-src-attr',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'frame-src',
  'worker-src',
  'manifest-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
] as const

export type Directive = (typeof DIRECTIVES)[number]

/** Sources to add, per directive. */
export type Sources = Partial<Record<Directive, readonly string[]>>

export type ResponseKind = 'page' | 'admin' | 'studio' | 'api'

export interface CspConfig {
  /** The site's canonical origin: the Studio there frames preview hosts' pages. */
  siteOrigin: string
  /** Host names where editors preview drafts (PREVIEW_HOSTS): they may frame the site. */
  previewHosts: readonly string[]
  /**
   * `upgrade-insecure-requests`, when the site is served over https. Over plain http it would
   * send every same-origin request to https: Chromium spares loopback hosts, but a phone on the
   * LAN testing `npm start` (or another browser) would get a page with no CSS and no script.
   */
  upgradeInsecureRequests: boolean
  /** `next dev`: React rebuilds server error stacks with eval. */
  development: boolean
  /** Content from Sanity's Content Lake (NEXT_PUBLIC_SANITY_PROJECT_ID). */
  sanity?: { projectId: string; apiHost?: string }
  /** Leads through the Supabase Edge Function (NEXT_PUBLIC_SUPABASE_URL). */
  supabaseUrl?: string
  /** Google Analytics 4 through gtag.js (always on from the environment: see cspConfigFromEnv). */
  googleAnalytics?: boolean
  /** The live-chat widget's hosts (TAWK_CHAT; always on from the environment, likewise). */
  chat?: Sources
}

/** What varies per request. */
export interface CspRequest {
  kind: ResponseKind
  /** The request's nonce (admin responses). */
  nonce?: string
  /** The request carries Next's draft-mode cookie: the editor's preview. */
  draft?: boolean
}

const SELF = "'self'"
const NONE = "'none'"
const UNSAFE_INLINE = "'unsafe-inline'"

const SANITY_CDN = 'https://cdn.sanity.io'
const SANITY_CORE_CDN = 'https://core.sanity-cdn.com'
const SANITY_FONTS = 'https://design-system-static.sanity.io'

/**
 * Google Analytics 4 through gtag.js, as Google lists it:
 * https://developers.google.com/tag-platform/security/guides/csp#google_analytics_4_google_analytics
 */
const GOOGLE_ANALYTICS: Sources = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
}

/**
 * Stripe Checkout is a redirect: after a checkout form's POST when the page has not hydrated
 * (Chromium checks form-action on each redirect of a form submission); a hydrated form navigates
 * with script, which form-action does not govern. Allowed whether or not Stripe is configured:
 * the policy is fixed at build time, and a Stripe key is a secret no build should need.
 */
const STRIPE_CHECKOUT: Sources = { 'form-action': ['https://checkout.stripe.com'] }

/**
 * The live chat, tawk.to (web/chat/tawk.ts): its embed script, the chat frames it opens, its
 * styles, fonts, images and sounds, its API and websocket, and the libraries it loads from
 * jsDelivr (the hosts tawk.to lists for a CSP).
 */
const TAWK_CHAT: Sources = {
  'script-src': [TAWK_EMBED_ORIGIN, 'https://*.tawk.to', 'https://cdn.jsdelivr.net'],
  'style-src': [TAWK_EMBED_ORIGIN, 'https://*.tawk.to', 'https://fonts.googleapis.com'],
  'font-src': ['https://*.tawk.to', 'https://fonts.gstatic.com'],
  'img-src': ['https://*.tawk.to', 'https://cdn.jsdelivr.net', 'https://tawk.link'],
  'connect-src': ['https://*.tawk.to', 'wss://*.tawk.to'],
  'frame-src': ['https://*.tawk.to'],
  'media-src': ['https://*.tawk.to'],
}

/** The hosts of a Sanity project's API: HTTP, listeners over websocket, and the API CDN. */
function sanityApi({ projectId, apiHost }: NonNullable<CspConfig['sanity']>): string[] {
  const hosts = [
    `https://${projectId}.api.sanity.io`,
    `wss://${projectId}.api.sanity.io`,
    `https://${projectId}.apicdn.sanity.io`,
  ]
  if (apiHost) hosts.push(originOf(apiHost), originOf(apiHost).replace(/^http/, 'ws'))
  return hosts
}

/**
 * The sources each configured integration adds, for the kinds of response it appears on.
 * Adding a host for a new feature is one line here (and its switch in CspConfig).
 */
const INTEGRATIONS: ((config: CspConfig, request: CspRequest) => Sources | false | undefined)[] = [
  // Editors' images from Sanity's CDN (next/image fetches them on the server; an image left
  // unoptimized, or the Studio's previews, load them in the browser).
  (c, r) => !!c.sanity && r.kind !== 'api' && { 'img-src': [SANITY_CDN] },
  // The forms' lead client (supabase-js) calls the Edge Function.
  (c, r) => r.kind === 'page' && !!c.supabaseUrl && { 'connect-src': [originOf(c.supabaseUrl)] },
  (c, r) => r.kind === 'page' && c.googleAnalytics && GOOGLE_ANALYTICS,
  (c, r) => r.kind === 'page' && c.chat,
  (_, r) => r.kind === 'page' && STRIPE_CHECKOUT,
  // Draft mode: visual editing's overlays listen to the Content Lake for the editor's changes.
  (c, r) => r.kind === 'page' && r.draft && !!c.sanity && { 'connect-src': sanityApi(c.sanity) },
]

/** Who may show the site in a frame: itself, the canonical site's Studio, the preview hosts. */
function framers(config: CspConfig): string[] {
  return [SELF, config.siteOrigin, ...config.previewHosts.map(previewHostSource)]
}

function basePolicy(config: CspConfig, request: CspRequest): Sources {
  const evalInDev = config.development ? ["'unsafe-eval'"] : []
  const common: Sources = {
    'default-src': [SELF],
    'img-src': [SELF, 'data:', 'blob:'],
    'font-src': [SELF],
    'connect-src': [SELF],
    // The service worker (/sw.js) and the home starfield's OffscreenCanvas worker.
    'worker-src': [SELF, 'blob:'],
    'object-src': [NONE],
    'base-uri': [SELF],
    'form-action': [SELF],
  }
  switch (request.kind) {
    case 'page':
      return {
        ...common,
        'script-src': [SELF, UNSAFE_INLINE, ...evalInDev],
        // React writes style attributes into the prerendered HTML (next/image, motion).
        'style-src': [SELF, UNSAFE_INLINE],
        'frame-ancestors': framers(config),
      }
    case 'admin': {
      if (!request.nonce) throw new Error('An admin response needs a nonce')
      const nonce = `'nonce-${request.nonce}'`
      return {
        ...common,
        // 'strict-dynamic': the chunks Next's nonced scripts load run too; 'self' is for
        // browsers without it.
        'script-src': [SELF, nonce, "'strict-dynamic'", ...evalInDev],
        // Style elements only with the nonce too (next dev's overlay writes its own); React's
        // style attributes stay allowed: they cannot run anything.
        'style-src': [SELF, config.development ? UNSAFE_INLINE : nonce],
        'style-src-attr': [UNSAFE_INLINE],
        'frame-ancestors': [NONE],
      }
    }
    case 'studio':
      return {
        ...common,
        // next-sanity's NextStudio loads Sanity's bridge script (the Studio in Sanity's dashboard).
        'script-src': [SELF, UNSAFE_INLINE, SANITY_CORE_CDN, ...evalInDev],
        // styled-components (Sanity UI) writes <style> elements.
        'style-src': [SELF, UNSAFE_INLINE],
        // Sanity UI's Inter.
        'font-src': [SELF, SANITY_FONTS],
        // Users' avatars come from their login provider (Google, GitHub, Gravatar, …).
        'img-src': [SELF, 'data:', 'blob:', 'https:'],
        'connect-src': [
          SELF,
          'https://api.sanity.io',
          ...sanityApi(studioProject(config)),
          SANITY_CDN,
        ],
        // The Presentation tool shows the site, here or on a preview host.
        'frame-src': framers(config),
        'frame-ancestors': [SELF],
      }
    case 'api':
      return {
        'default-src': [NONE],
        'base-uri': [NONE],
        'form-action': [NONE],
        'frame-ancestors': [NONE],
      }
  }
}

/**
 * The Studio's project. Without one (the embedded default) the Studio still opens and asks the
 * placeholder project of studio/env.ts, which fails as a network error, not as a CSP violation.
 */
function studioProject(config: CspConfig) {
  return config.sanity ?? { projectId: STUDIO_PLACEHOLDER_PROJECT }
}
const STUDIO_PLACEHOLDER_PROJECT = 'local0000'

/** The header's value for one response. */
export function contentSecurityPolicy(config: CspConfig, request: CspRequest): string {
  const policy = new Map<Directive, Set<string>>()
  const add = (sources: Sources, base = false) => {
    for (const directive of DIRECTIVES) {
      const values = sources[directive]
      if (!values?.length) continue
      // A fetch directive that starts here begins from default-src, which it stops falling
      // back to (a chat's frame-src must not forbid the site's own frames).
      const fallback = !base && directive.endsWith('-src') ? policy.get('default-src') : undefined
      const set = policy.get(directive) ?? new Set<string>(fallback)
      for (const value of values) set.add(value)
      policy.set(directive, set)
    }
  }
  add(basePolicy(config, request), true)
  for (const integration of INTEGRATIONS) {
    const sources = integration(config, request)
    if (sources) add(sources)
  }
  const directives = DIRECTIVES.flatMap((directive) => {
    const values = policy.get(directive)
    if (!values) return []
    // 'none' only stands alone; a source added to it replaces it.
    if (values.size > 1) values.delete(NONE)
    return [`${directive} ${[...values].join(' ')}`]
  })
  if (config.upgradeInsecureRequests && request.kind !== 'api') {
    directives.push('upgrade-insecure-requests')
  }
  for (const directive of directives) assertSafe(directive)
  return directives.join('; ')
}

/**
 * Which kind of response a path gets: the reference the header rules of ./security-headers.ts
 * and proxy.ts's admin matcher are tested against.
 */
export function responseKind(pathname: string): ResponseKind {
  if (under(pathname, '/admin')) return 'admin'
  if (under(pathname, '/studio')) return 'studio'
  if (under(pathname, '/api') || under(pathname, '/functions')) return 'api'
  return 'page'
}

function under(pathname: string, prefix: string) {
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}

function originOf(url: string): string {
  return new URL(url).origin
}

/**
 * A preview host as a source: the host name on any port, with the page's own scheme (http for
 * a local run, https in production), as PREVIEW_HOSTS names hosts without scheme or port.
 */
function previewHostSource(host: string): string {
  const name = host.replace(/^[a-z]+:\/\//, '').replace(/[:/].*$/, '')
  return `${name}:*`
}

/** A configured value must never end a directive or start another. */
function assertSafe(directive: string) {
  if (/[;,\r\n]/.test(directive)) {
    throw new Error(`Refusing a Content-Security-Policy directive with a separator: ${directive}`)
  }
}

/**
 * The policy's configuration from the validated environment (web/env.ts) and the site's address.
 *
 * Google Analytics' and the live chat's hosts are always named on public pages: marketing staff
 * switch either on from the site settings in the CMS, without a build, while the policy is fixed
 * when the site is built (a header of next.config.ts, served as is by Vercel's or any CDN). Naming
 * them costs public pages nothing they have: their scripts already need 'unsafe-inline'.
 */
export function cspConfigFromEnv(
  env: {
    NODE_ENV: string
    PREVIEW_HOSTS: readonly string[]
    NEXT_PUBLIC_SANITY_PROJECT_ID?: string
    SANITY_API_HOST?: string
    NEXT_PUBLIC_SUPABASE_URL?: string
  },
  { siteUrl }: { siteUrl: string },
): CspConfig {
  const site = new URL(siteUrl)
  return {
    siteOrigin: site.origin,
    previewHosts: env.PREVIEW_HOSTS,
    upgradeInsecureRequests: site.protocol === 'https:',
    development: env.NODE_ENV === 'development',
    sanity: env.NEXT_PUBLIC_SANITY_PROJECT_ID
      ? { projectId: env.NEXT_PUBLIC_SANITY_PROJECT_ID, apiHost: env.SANITY_API_HOST }
      : undefined,
    supabaseUrl: env.NEXT_PUBLIC_SUPABASE_URL,
    googleAnalytics: true,
    chat: TAWK_CHAT,
  }
}
