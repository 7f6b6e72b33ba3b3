/**
 * The Content-Security-Policy of each kind of response (issue 13, headers), and each
 * integration's hosts appearing only when it is configured.
 */
import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  type CspConfig,
  cspConfigFromEnv,
  cspConfigSource,
  type IntegrationIds,
  responseKind,
} from '@/web/http/content-security-policy'
import { installServerHooks } from '@/web/http/server-hooks'

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
    const policy = page(embedded)
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
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'", 'http://localhost:3000'],
    })
  })

  it('upgrades insecure requests only when the site is served over https', () => {
    expect(page(embedded).has('upgrade-insecure-requests')).toBe(false)
    expect(page(production).has('upgrade-insecure-requests')).toBe(true)
  })

  it("names Sanity's image CDN and the Supabase project when they are configured", () => {
    const policy = page(production)
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
    expect(page(production, true).get('connect-src')).toEqual([
      "'self'",
      'https://xyzcompany.supabase.co',
      'https://abc123.api.sanity.io',
      'wss://abc123.api.sanity.io',
      'https://abc123.apicdn.sanity.io',
    ])
    expect(page(embedded, true).get('connect-src')).toEqual(["'self'"])
  })

  it("allows eval only under next dev, where React's error overlay needs it", () => {
    const dev = { ...embedded, development: true }
    expect(page(dev).get('script-src')).toContain("'unsafe-eval'")
    expect(page(embedded).get('script-src')).not.toContain("'unsafe-eval'")
  })
})

describe('integrations switch their hosts on with their configuration', () => {
  const withIds = (ids: Partial<IntegrationIds>, env: { STRIPE_SECRET_KEY?: string } = {}) =>
    cspConfigFromEnv(
      { NODE_ENV: 'production', PREVIEW_HOSTS: [], ...env },
      {
        siteUrl: 'http://localhost:3000',
        integrations: { measurementId: null, chatId: null, ...ids },
      },
    )

  it('Google Analytics 4, with a measurement id: gtag.js and its collection hosts', () => {
    expect(page(withIds({})).get('script-src')).toEqual(["'self'", "'unsafe-inline'"])
    const policy = page(withIds({ measurementId: 'G-ABC123' }))
    expect(policy.get('script-src')).toContain('https://*.googletagmanager.com')
    for (const host of ['https://*.google-analytics.com', 'https://*.analytics.google.com']) {
      expect(policy.get('connect-src')).toContain(host)
    }
    expect(policy.get('img-src')).toContain('https://*.google-analytics.com')
    // Only pages load the tag.
    const admin = parse(
      contentSecurityPolicy(withIds({ measurementId: 'G-ABC123' }), { kind: 'admin', nonce: 'n' }),
    )
    expect(admin.get('connect-src')).toEqual(["'self'"])
  })

  it("the live chat, with a chat id: tawk.to's script, frames, API and websocket", () => {
    const policy = page(withIds({ chatId: '64f0c0ffee0123456789abcd' }))
    expect(policy.get('script-src')).toContain('https://embed.tawk.to')
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://*.tawk.to', 'wss://*.tawk.to']),
    )
    // The site's own frames stay allowed, as they were under default-src.
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://*.tawk.to'])
    expect(page(withIds({})).has('frame-src')).toBe(false)
  })

  it("Stripe Checkout, with a Stripe key: a checkout form's redirect to Stripe's hosted page", () => {
    expect(page(withIds({})).get('form-action')).toEqual(["'self'"])
    expect(
      page(withIds({}, { STRIPE_SECRET_KEY: 'sk_test_0123456789' })).get('form-action'),
    ).toEqual(["'self'", 'https://checkout.stripe.com'])
  })

  it('a configuration source gives the same object until the ids change', () => {
    let ids: IntegrationIds = { measurementId: null, chatId: null }
    const source = cspConfigSource(
      (integrations) =>
        cspConfigFromEnv(
          { NODE_ENV: 'production', PREVIEW_HOSTS: [] },
          { siteUrl: 'http://localhost:3000', integrations },
        ),
      () => ids,
    )
    const first = source()
    expect(source()).toBe(first)
    ids = { measurementId: 'G-ABC123', chatId: null }
    const second = source()
    expect(second).not.toBe(first)
    expect(second.googleAnalytics).toBe(true)
    ids = { measurementId: 'G-ABC123', chatId: null }
    expect(source()).toBe(second)
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

  it('a path picks its kind the way Next routes it', () => {
    const kinds = {
      '/': 'page',
      '/services/seo': 'page',
      '/administration': 'page',
      '/no-such-page': 'page',
      '/sw.js': 'page',
      '/admin': 'admin',
      '/admin/leads': 'admin',
      '/studio': 'studio',
      '/studio/structure/service': 'studio',
      '/api/search': 'api',
      '/functions/v1/enhanced-crm-automation': 'api',
    }
    for (const [path, kind] of Object.entries(kinds)) expect(responseKind(path), path).toBe(kind)
  })
})

describe('configuration', () => {
  it('never lets a configured value end a directive', () => {
    const bad = {
      ...embedded,
      chat: { 'script-src': ["https://x.example; script-src 'unsafe-eval'"] },
    }
    expect(() => contentSecurityPolicy(bad, { kind: 'page' })).toThrow(/separator/)
    // The server refuses to start with it, rather than failing every request.
    const cdn = { maxAge: 60, staleWhileRevalidate: 60 }
    expect(() => installServerHooks(cdn, bad)).toThrow(/separator/)
  })
})
