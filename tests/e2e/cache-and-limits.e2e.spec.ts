/**
 * Issue 13 against the production server: what a CDN may cache, unknown URLs that must not fill
 * the disk (abuse item 1), a rate limit per client address (item 3) and the webhook's limits
 * (item 6). That X-Forwarded-For cannot fool the limit behind a proxy is tested in the production
 * topology (topology.e2e.spec.ts): with nothing in front, Next writes the socket's address there
 * only when the client sent none.
 */
import { readdir, readFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import path from 'node:path'
import { encodeSignatureHeader } from '@sanity/webhook'
import { NOT_FOUND_CACHE_CONTROL } from '@/web/http/cache-policy'
import { expect, test } from '../helpers/test'
import { E2E_ENV, E2E_PORT } from '../helpers/e2e-env'
import { startUpScriptPaths } from '../helpers/page'

const PAGE_POLICY = 's-maxage=60, stale-while-revalidate=31536000'

test('public pages may be kept by a CDN for a minute, then served stale while it refreshes; a 404 no longer', async ({
  request,
}) => {
  for (const pathname of ['/', '/services', '/services/seo', '/our-work', '/blogs']) {
    const response = await request.get(pathname)
    expect(response.status(), pathname).toBe(200)
    expect(response.headers()['cache-control'], pathname).toBe(PAGE_POLICY)
  }
  for (const pathname of ['/services/no-such-service', '/no-such-page', '/a/b/c']) {
    const response = await request.get(pathname)
    expect(response.status(), pathname).toBe(404)
    // Kept no longer than a page, so a page published at that address shows as fast as an edit.
    const cacheControl = response.headers()['cache-control'] ?? ''
    expect(cacheControl, pathname).toMatch(/s-maxage=\d+|no-store/)
    const shared = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0)
    expect(shared, pathname).toBeLessThanOrEqual(60)
  }
  // What sets its own policy keeps it: the build's hashed assets, the search API.
  const html = await (await request.get('/services')).text()
  const script = startUpScriptPaths(html)[0]
  expect(script).toBeTruthy()
  expect((await request.get(script!)).headers()['cache-control']).toContain('immutable')
  expect((await request.get('/api/search?q=seo')).headers()['cache-control']).toBe(
    'public, s-maxage=60, stale-while-revalidate=600',
  )
})

/** Every file under `dir` whose path or content mentions `needle`. */
async function filesMentioning(dir: string, needle: string): Promise<string[]> {
  const found: string[] = []
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    if (file.includes(needle) || (await readFile(file, 'utf8')).includes(needle)) found.push(file)
  }
  return found
}

test('unknown slugs answer 404, kept by no shared cache, and leave nothing in the cache on disk', async ({
  request,
}) => {
  const probe = `probe-${Date.now().toString(36)}`
  const paths = [
    `/services/${probe}`,
    `/blogs/${probe}`,
    `/our-work/${probe}`,
    `/${probe}`,
    `/${probe}/deeper`,
  ]
  for (const pathname of [...paths, ...paths]) {
    const response = await request.get(pathname)
    expect(response.status(), pathname).toBe(404)
    // No s-maxage: a CDN would keep the 404 under any made-up name (issue 42, 5).
    expect(response.headers()['cache-control'], pathname).toBe(NOT_FOUND_CACHE_CONTROL)
  }
  // Next's file cache: rendered pages under .next/server/route-cache, data under .next/cache.
  expect(await filesMentioning(path.join('.next', 'server', 'route-cache'), probe)).toEqual([])
  expect(await filesMentioning(path.join('.next', 'cache', 'fetch-cache'), probe)).toEqual([])
})

/** A GET to the e2e server sent from `localAddress` (a loopback address other than 127.0.0.1). */
function getFrom(localAddress: string, pathname: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: E2E_PORT, path: pathname, headers, localAddress },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

test('wrong admin tokens lock out their address, and no other', async () => {
  // Fresh loopback addresses each run: the limit remembers an address for a minute.
  const octet = () => 2 + Math.floor(Math.random() * 250)
  const attacker = `127.${octet()}.${octet()}.${octet()}`
  const victim = `127.${octet()}.${octet()}.${octet()}`
  const admin = (token: string) => ({ authorization: `Bearer ${token}` })
  const right = E2E_ENV.ADMIN_TOKEN!
  for (let i = 0; i < 10; i++) {
    const status = await getFrom(
      attacker,
      '/api/admin/leads?limit=1',
      admin(`guess-${i}-0123456789`),
    )
    expect(status).toBe(401)
  }
  // The attacker is refused now, even with the right token.
  expect(await getFrom(attacker, '/api/admin/leads?limit=1', admin(right))).toBe(429)
  // Another address is not.
  expect(await getFrom(victim, '/api/admin/leads?limit=1', admin(right))).toBe(200)
})

test('the publish webhook refuses an old signature and a body over 64 KB', async ({ request }) => {
  const secret = E2E_ENV.SANITY_REVALIDATE_SECRET!
  const body = JSON.stringify({ _type: 'service', _id: 'service-seo', slug: 'seo' })
  const old = await request.post('/api/revalidate', {
    data: body,
    headers: {
      'content-type': 'application/json',
      'sanity-webhook-signature': await encodeSignatureHeader(
        body,
        Date.now() - 10 * 60_000,
        secret,
      ),
    },
  })
  expect(old.status()).toBe(401)

  const big = JSON.stringify({ _type: 'service', _id: 'service-seo', note: 'x'.repeat(70_000) })
  const large = await request.post('/api/revalidate', {
    data: big,
    headers: {
      'content-type': 'application/json',
      'sanity-webhook-signature': await encodeSignatureHeader(big, Date.now(), secret),
    },
  })
  expect(large.status()).toBe(413)
})
