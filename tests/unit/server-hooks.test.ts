/**
 * The HTTP hooks instrumentation.ts installs (issue 13): on a real Node HTTP server, the rate
 * limit's address is the socket's whatever X-Forwarded-For or a forged stamp say, Next's
 * year-long shared cache becomes the CDN policy at the status the response ends up with, and
 * every response carries the Content-Security-Policy of its kind.
 */
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestAddress } from '@/web/http/client-address'
import { contentSecurityPolicy, cspConfigFromEnv } from '@/web/http/content-security-policy'
import { keptBodies, MIN_CHARS } from '@/web/http/encoded-bodies'
import { PEER_HEADER } from '@/web/http/peer-stamp'
import { installServerHooks } from '@/web/http/server-hooks'
import { CANONICAL_PAGE_HEADER } from '@/web/lib/redirects'

let server: Server
let port: number

const LONG_PAGES = [1, 2, 3].map(
  (n) =>
    `<!DOCTYPE html><p>Strategy – design – growth © Codehome → ${n}</p>${'<li>link</li>'.repeat(MIN_CHARS / 10)}`,
)

const csp = cspConfigFromEnv(
  { NODE_ENV: 'production', PREVIEW_HOSTS: ['preview.codehome.example'] },
  { siteUrl: 'https://www.codehome.example' },
)

beforeAll(async () => {
  installServerHooks({ maxAge: 60, staleWhileRevalidate: 86_400 }, csp, {
    canonicalPage: (path) => path === '/services/seo' || path === '/our-work/financeflow-banking',
  })
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://site')
    res.setHeader('X-Request-Canonical', req.headers[CANONICAL_PAGE_HEADER] ?? 'none')
    if (url.pathname === '/long') {
      // A cached page's HTML as Next sends it: one string, the same object on every hit.
      res.setHeader('Cache-Control', url.searchParams.get('cache') ?? 's-maxage=31536000')
      const page = LONG_PAGES[Number(url.searchParams.get('page') ?? 0)]!
      res.statusCode = Number(url.searchParams.get('status') ?? 200)
      res.setHeader('Content-Length', Buffer.byteLength(page))
      // Next's compression sends the headers before it hands the body on.
      if (url.searchParams.has('headers-first')) res.writeHead(res.statusCode)
      res.end(page)
      return
    }
    // What the application saw of the request's CSP header (Next takes its nonce from it).
    res.setHeader('X-Request-Csp', req.headers['content-security-policy'] ?? 'none')
    if (url.searchParams.has('own-csp')) res.setHeader('Content-Security-Policy', 'sandbox')
    if (url.pathname === '/address') {
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(name, value)
      }
      res.end(requestAddress(new Request(url, { headers })))
      return
    }
    res.statusCode = Number(url.searchParams.get('status') ?? 200)
    res.setHeader('Cache-Control', url.searchParams.get('cache') ?? 's-maxage=31536000')
    res.end('page')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function get(path: string, headers: Record<string, string> = {}, localAddress?: string) {
  return new Promise<{
    status: number
    body: string
    cacheControl?: string
    csp?: string
    requestCsp?: string
    requestCanonical?: string
  }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers, localAddress }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          cacheControl: res.headers['cache-control'],
          csp: res.headers['content-security-policy'] as string | undefined,
          requestCsp: res.headers['x-request-csp'] as string | undefined,
          requestCanonical: res.headers['x-request-canonical'] as string | undefined,
        }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

describe('the client address of a request', () => {
  it('is the socket address, not what X-Forwarded-For or a forged stamp claim', async () => {
    expect((await get('/address')).body).toBe('127.0.0.1')
    const spoofed = { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.10' }
    expect((await get('/address', spoofed)).body).toBe('127.0.0.1')
    expect((await get('/address', spoofed, '127.0.0.2')).body).toBe('127.0.0.2')
    const forged = { [PEER_HEADER]: '00000000000000000000000000000000 203.0.113.9' }
    expect((await get('/address', forged, '127.0.0.3')).body).toBe('127.0.0.3')
  })
})

describe('the CDN policy', () => {
  it("replaces Next's year-long shared cache on pages and 404s, and nothing else", async () => {
    expect((await get('/page')).cacheControl).toBe('s-maxage=60, stale-while-revalidate=86400')
    const missing = await get('/page?status=404')
    expect(missing.status).toBe(404)
    expect(missing.cacheControl).toBe('public, max-age=0, s-maxage=60, must-revalidate')
    const own = 'public, max-age=31536000, immutable'
    expect((await get(`/page?cache=${encodeURIComponent(own)}`)).cacheControl).toBe(own)
  })
})

describe('the Content-Security-Policy', () => {
  it('is the policy of the kind of response the path asks for', async () => {
    for (const path of ['/page', '/page?status=404', '/services/seo']) {
      expect((await get(path)).csp, path).toBe(contentSecurityPolicy(csp, { kind: 'page' }))
    }
    expect((await get('/api/search?q=seo')).csp).toBe(contentSecurityPolicy(csp, { kind: 'api' }))
    expect((await get('/functions/v1/enhanced-crm-automation')).csp).toContain("default-src 'none'")
    expect((await get('/studio/structure')).csp).toContain('wss://local0000.api.sanity.io')
    expect((await get('/page')).csp).toContain('frame-ancestors')
    expect((await get('/page', { cookie: 'a=1; __prerender_bypass=x' })).csp).toBe(
      contentSecurityPolicy(csp, { kind: 'page', draft: true }),
    )
  })

  it("is left off the build's immutable assets, which are never a document or a worker", async () => {
    expect((await get('/_next/static/chunks/0a4-irhr573hi.js')).csp).toBeUndefined()
    expect((await get('/_next/static/media/inter.woff2')).csp).toBeUndefined()
    // Anything that could lead elsewhere once decoded keeps the policy.
    for (const path of ['/_next/static/%2e%2e/%2e%2e/admin', '/_next/static/../admin']) {
      expect((await get(path)).csp, path).toBeDefined()
    }
    expect((await get('/_next/image?url=%2Fimages%2Fa.svg&w=640&q=75')).csp).toBe(
      contentSecurityPolicy(csp, { kind: 'page' }),
    )
  })

  it('gives each admin request a fresh nonce, in the response and for Next to render with', async () => {
    const first = await get('/admin/leads')
    const second = await get('/%61dmin/leads')
    const nonce = (policy?: string) => policy?.match(/'nonce-([^']+)'/)?.[1]
    expect(nonce(first.csp)).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(first.requestCsp).toBe(first.csp)
    expect(nonce(second.csp)).toBeTruthy()
    expect(nonce(second.csp)).not.toBe(nonce(first.csp))
    expect(first.csp?.match(/script-src [^;]*/)?.[0]).not.toContain('unsafe-inline')
  })

  it("ignores a client's own CSP request header, which would hand Next a nonce", async () => {
    const forged = { 'content-security-policy': "script-src 'nonce-attacker'" }
    expect((await get('/page', forged)).requestCsp).toBe('none')
    const admin = await get('/admin/leads', forged)
    expect(admin.requestCsp).toBe(admin.csp)
    expect(admin.csp).not.toContain('attacker')
  })

  it('keeps a policy a response set for itself', async () => {
    expect((await get('/page?own-csp=1')).csp).toBe('sandbox')
  })
})

describe('a canonical page', () => {
  it('is marked for Next to skip the proxy, and nothing else is, whatever the client sends', async () => {
    expect((await get('/services/seo')).requestCanonical).toBe('1')
    expect((await get('/services/seo?utm_source=mail')).requestCanonical).toBe('1')
    expect((await get('/our-work/financeflow-banking')).requestCanonical).toBe('1')
    const forged = { [CANONICAL_PAGE_HEADER]: '1' }
    for (const path of ['/services/ppc-advertising', '/case-study/financeflow-banking', '/about']) {
      expect((await get(path, forged)).requestCanonical, path).toBe('none')
    }
  })
})

describe("a cached page's body", () => {
  it('arrives whole and is encoded once for every hit of the same page version', async () => {
    for (const path of ['/long?page=0', '/long?page=1&headers-first=1']) {
      const before = keptBodies()
      for (let hit = 0; hit < 3; hit++) {
        const page = await get(path)
        expect(page.status).toBe(200)
        expect(page.cacheControl).toBe('s-maxage=60, stale-while-revalidate=86400')
        expect(page.body).toBe(
          LONG_PAGES[Number(new URL(path, 'http://site').searchParams.get('page'))],
        )
      }
      expect(keptBodies(), path).toBe(before + 1)
    }
  })

  it('is left as it is when the response is not a cached page, or a 404', async () => {
    const before = keptBodies()
    const page = await get(`/long?page=2&cache=${encodeURIComponent('private, no-store')}`)
    expect(page.body).toBe(LONG_PAGES[2])
    const missing = await get('/long?page=2&status=404')
    expect(missing.status).toBe(404)
    expect(missing.body).toBe(LONG_PAGES[2])
    expect(keptBodies()).toBe(before)
  })
})
