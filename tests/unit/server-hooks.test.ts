/**
 * The HTTP hooks instrumentation.ts installs (issue 13): on a real Node HTTP server, the rate
 * limit's address is the socket's whatever X-Forwarded-For or a forged stamp say, and Next's
 * year-long shared cache becomes the CDN policy at the status the response ends up with.
 */
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestAddress } from '@/web/http/client-address'
import { PEER_HEADER } from '@/web/http/peer-stamp'
import { installServerHooks } from '@/web/http/server-hooks'

let server: Server
let port: number

beforeAll(async () => {
  installServerHooks({ maxAge: 60, staleWhileRevalidate: 86_400 })
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://site')
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
  return new Promise<{ status: number; body: string; cacheControl?: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers, localAddress }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body,
          cacheControl: res.headers['cache-control'],
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
