/**
 * The Content-Security-Policy of each kind of response (issue 13, headers; issue 28: set by
 * next.config.ts `headers()` and proxy.ts), and the integrations' hosts.
 */
import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  type CspConfig,
  cspConfigFromEnv,
  responseKind,
} from '@/web/http/content-security-policy'
import { DRAFT_MODE_COOKIE, securityHeaders } from '@/web/http/security-headers'

const embedded: CspConfig = cspConfigFromEnv(
  { NODE_ENV: 'production', PREVIEW_HOSTS: [] },
  { siteUrl: 'http://localhost:3000' },
)

const production: CspConfig = cspConfigFromEnv(
  {
    NODE_ENV: 'production',
    PREVIEW_HOSTS: ['preview.codehome.example', 'staging.codehome.example:8443'],
    NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123',
    NEXT_PUBLIC_SUPABASE_URL: 'https://xyzcompany.supabase.co/',
  },
  { siteUrl: 'https://www.codehome.example' },
)

/** The policy as a map from directive to its sources. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ')
      return [name!, sources]
    }),
  )
}

const page = (config: CspConfig, draft = false) =>
  parse(contentSecurityPolicy(config, { kind: 'page', draft }))

describe('the policy of a public page', () => {
  it('allows only the site itself, plus inline scripts and styles for Next and React', () => {
    const policy = page({ ...embedded, googleAnalytics: false, chat: undefined })
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", "'unsafe-inline'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'worker-src': ["'self'", 'blob:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'", 'https://checkout.stripe.com'],
      'frame-ancestors': ["'self'", 'http://localhost:3000'],
    })
  })

  it('upgrades insecure requests only when the site is served over https', () => {
    expect(page(embedded).has('upgrade-insecure-requests')).toBe(false)
    expect(page(production).has('upgrade-insecure-requests')).toBe(true)
  })

  it("names Sanity's image CDN and the Supabase project when they are configured", () => {
    const policy = page({ ...production, googleAnalytics: false, chat: undefined })
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.sanity.io'])
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://xyzcompany.supabase.co'])
  })

  it('may be framed by the site, its Studio and the preview hosts on any port', () => {
    expect(page(production).get('frame-ancestors')).toEqual([
      "'self'",
      'https://www.codehome.example',
      'preview.codehome.example:*',
      'staging.codehome.example:*',
    ])
  })

  it("lets draft mode's visual editing reach the Content Lake", () => {
    const bare = { googleAnalytics: false, chat: undefined }
    expect(page({ ...production, ...bare }, true).get('connect-src')).toEqual([
      "'self'",
      'https://xyzcompany.supabase.co',
      'https://abc123.api.sanity.io',
      'wss://abc123.api.sanity.io',
      'https://abc123.apicdn.sanity.io',
    ])
    expect(page({ ...embedded, ...bare }, true).get('connect-src')).toEqual(["'self'"])
  })

  it("allows eval only under next dev, where React's error overlay needs it", () => {
    const dev = { ...embedded, development: true }
    expect(page(dev).get('script-src')).toContain("'unsafe-eval'")
    expect(page(embedded).get('script-src')).not.toContain("'unsafe-eval'")
  })
})

describe("the integrations' hosts", () => {
  const config = () =>
    cspConfigFromEnv(
      { NODE_ENV: 'production', PREVIEW_HOSTS: [] },
      { siteUrl: 'http://localhost:3000' },
    )

  it('Google Analytics 4 on every public page, as the CMS may switch it on without a build', () => {
    const policy = page(config())
    expect(policy.get('script-src')).toContain('https://*.googletagmanager.com')
    for (const host of ['https://*.google-analytics.com', 'https://*.analytics.google.com']) {
      expect(policy.get('connect-src')).toContain(host)
    }
    expect(policy.get('img-src')).toContain('https://*.google-analytics.com')
    // Only pages load the tag.
    const admin = parse(contentSecurityPolicy(config(), { kind: 'admin', nonce: 'n' }))
    expect(admin.get('connect-src')).toEqual(["'self'"])
  })

  it('the live chat (tawk.to): its script, frames, API and websocket, on public pages only', () => {
    const policy = page(config())
    expect(policy.get('script-src')).toContain('https://embed.tawk.to')
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://*.tawk.to', 'wss://*.tawk.to']),
    )
    // The site's own frames stay allowed, as they were under default-src.
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://*.tawk.to'])
    const studio = parse(contentSecurityPolicy(config(), { kind: 'studio' }))
    expect(studio.get('connect-src')).not.toContain('wss://*.tawk.to')
  })

  it("Stripe Checkout: a checkout form's redirect to Stripe's hosted page, with or without a key", () => {
    expect(page(config()).get('form-action')).toEqual(["'self'", 'https://checkout.stripe.com'])
    const admin = parse(contentSecurityPolicy(config(), { kind: 'admin', nonce: 'n' }))
    expect(admin.get('form-action')).toEqual(["'self'"])
  })
})

describe('the other kinds of response', () => {
  it('admin: a nonce instead of inline scripts, and never in a frame', () => {
    const policy = parse(contentSecurityPolicy(embedded, { kind: 'admin', nonce: 'bm9uY2U=' }))
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'"])
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'")
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-bm9uY2U='"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(() => contentSecurityPolicy(embedded, { kind: 'admin' })).toThrow(/nonce/)
  })

  it("studio: Sanity's API over HTTP and websocket, and the site in the Presentation tool", () => {
    const policy = parse(contentSecurityPolicy(production, { kind: 'studio' }))
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.sanity.io',
      'https://abc123.api.sanity.io',
      'wss://abc123.api.sanity.io',
      'https://abc123.apicdn.sanity.io',
      'https://cdn.sanity.io',
    ])
    expect(policy.get('frame-src')).toEqual([
      "'self'",
      'https://www.codehome.example',
      'preview.codehome.example:*',
      'staging.codehome.example:*',
    ])
    expect(policy.get('frame-ancestors')).toEqual(["'self'"])
    // The embedded default's Studio asks the placeholder project of studio/env.ts.
    const local = parse(contentSecurityPolicy(embedded, { kind: 'studio' }))
    expect(local.get('connect-src')).toContain('https://local0000.api.sanity.io')
  })

  it('api: nothing may load, run or frame it', () => {
    expect(contentSecurityPolicy(production, { kind: 'api' })).toBe(
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    )
  })

  it("a path gets its kind's policy from next.config.ts, the admin's from proxy.ts", () => {
    const kinds = {
      '/': 'page',
      '/services/seo': 'page',
      '/administration': 'page',
      '/studios': 'page',
      '/no-such-page': 'page',
      '/sw.js': 'page',
      '/admin': 'admin',
      '/admin/leads': 'admin',
      '/studio': 'studio',
      '/studio/structure/service': 'studio',
      '/api/search': 'api',
      '/functions/v1/enhanced-crm-automation': 'api',
    }
    const rules = securityHeaders(production).filter((rule) =>
      rule.headers.some((header) => header.key === 'Content-Security-Policy'),
    )
    // Next matches sources with path-to-regexp: `:path*` is any rest of the path; the page
    // source is a plain regular expression.
    const matches = (source: string, path: string) =>
      new RegExp(`^${source.replace('/:path*', '(?:/.*)?')}$`).test(path)
    const policyOf = (kind: string) =>
      contentSecurityPolicy(production, { kind: kind as 'page', draft: false })
    for (const [path, kind] of Object.entries(kinds)) {
      expect(responseKind(path), path).toBe(kind)
      const matched = rules.filter(
        (rule) =>
          matches(rule.source, path) &&
          !rule.has?.some((condition) => condition.key === DRAFT_MODE_COOKIE),
      )
      if (kind === 'admin') {
        expect(matched, path).toEqual([])
        continue
      }
      expect(matched.length, path).toBe(1)
      expect(matched[0]!.headers[0]!.value, path).toBe(policyOf(kind))
    }
    // /_next/static (never a document) gets no policy.
    expect(rules.filter((rule) => matches(rule.source, '/_next/static/chunks/a.js'))).toEqual([])
  })

  it("draft mode's policy comes with the editor's cookie", () => {
    const rules = securityHeaders(production).filter((rule) => rule.source.startsWith('/((?!admin'))
    expect(rules.map((rule) => [rule.has, rule.missing])).toEqual([
      [undefined, [{ type: 'cookie', key: DRAFT_MODE_COOKIE }]],
      [[{ type: 'cookie', key: DRAFT_MODE_COOKIE }], undefined],
    ])
    expect(rules[1]!.headers[0]!.value).toBe(
      contentSecurityPolicy(production, { kind: 'page', draft: true }),
    )
    // Without Sanity, both are the same: one rule.
    expect(
      securityHeaders(embedded).filter((rule) => rule.source.startsWith('/((?!admin')),
    ).toHaveLength(1)
  })
})

describe('configuration', () => {
  it('never lets a configured value end a directive', () => {
    const bad = {
      ...embedded,
      chat: { 'script-src': ["https://x.example; script-src 'unsafe-eval'"] },
    }
    expect(() => contentSecurityPolicy(bad, { kind: 'page' })).toThrow(/separator/)
    // The build refuses it (next.config.ts builds every rule), rather than failing requests.
    expect(() => securityHeaders(bad)).toThrow(/separator/)
  })
})
