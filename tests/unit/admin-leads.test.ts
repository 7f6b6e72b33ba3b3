import { describe, expect, it } from 'vitest'
import { createRateLimiter } from '@/supabase/functions/_shared/rate-limit.ts'
import { adminLeadsResponse } from '@/web/admin/leads-api'
import {
  ADMIN_FAILURES_PER_MINUTE,
  createSessionValue,
  SESSION_MS,
  tokenMatches,
  verifySessionValue,
} from '@/web/admin/session'

const TOKEN = 'admin-token-0123456789abcdef'

const request = (authorization?: string, query = '') =>
  new Request(`http://site/api/admin/leads${query}`, {
    headers: authorization ? { authorization } : {},
  })

describe('GET /api/admin/leads', () => {
  const list = async (limit: number) =>
    Array.from({ length: Math.min(limit, 3) }, (_, i) => ({ id: String(i) }) as never)

  it('404 when no ADMIN_TOKEN is configured', async () => {
    expect(
      (await adminLeadsResponse(request(`Bearer ${TOKEN}`), { adminToken: undefined, list }))
        .status,
    ).toBe(404)
  })

  it('401 without the token or with a wrong one', async () => {
    for (const header of [
      undefined,
      'Bearer nope',
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN}x`,
      'Bearer',
    ]) {
      const response = await adminLeadsResponse(request(header), { adminToken: TOKEN, list })
      expect(response.status, String(header)).toBe(401)
    }
  })

  it('200 with { leads } up to limit; 400 for a bad limit', async () => {
    const ok = await adminLeadsResponse(request(`Bearer ${TOKEN}`, '?limit=2'), {
      adminToken: TOKEN,
      list,
    })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('cache-control')).toBe('no-store')
    expect(await ok.json()).toEqual({ leads: [{ id: '0' }, { id: '1' }] })
    for (const limit of ['0', '-1', 'abc', '1.5', '501']) {
      const bad = await adminLeadsResponse(request(`Bearer ${TOKEN}`, `?limit=${limit}`), {
        adminToken: TOKEN,
        list,
      })
      expect(bad.status).toBe(400)
    }
  })

  it('503 when the database is unavailable', async () => {
    const failing = async () => {
      throw new Error('down')
    }
    expect(
      (await adminLeadsResponse(request(`Bearer ${TOKEN}`), { adminToken: TOKEN, list: failing }))
        .status,
    ).toBe(503)
  })
})

describe('GET /api/admin/leads: failed tokens are rate-limited (issue 13, item 3)', () => {
  const list = async () => []
  const from = (address: string, authorization: string) => {
    const r = request(authorization)
    r.headers.set('x-test-address', address)
    return r
  }
  const failures = {
    limiter: createRateLimiter(ADMIN_FAILURES_PER_MINUTE),
    address: (r: Request) => r.headers.get('x-test-address') ?? 'unknown',
  }
  const send = (address: string, authorization: string) =>
    adminLeadsResponse(from(address, authorization), { adminToken: TOKEN, list, failures })

  it('refuses an address after too many wrong tokens, even with the right one; others go on', async () => {
    // The agency's own requests never count.
    for (let i = 0; i < ADMIN_FAILURES_PER_MINUTE + 5; i++) {
      expect((await send('198.51.100.1', `Bearer ${TOKEN}`)).status).toBe(200)
    }
    for (let i = 0; i < ADMIN_FAILURES_PER_MINUTE; i++) {
      expect((await send('203.0.113.66', `Bearer guess-${i}`)).status).toBe(401)
    }
    const refused = await send('203.0.113.66', `Bearer ${TOKEN}`)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
    expect((await send('198.51.100.1', `Bearer ${TOKEN}`)).status).toBe(200)
  })
})

describe('admin session', () => {
  it('compares tokens exactly', () => {
    expect(tokenMatches(TOKEN, TOKEN)).toBe(true)
    expect(tokenMatches(`${TOKEN} `, TOKEN)).toBe(false)
    expect(tokenMatches('', TOKEN)).toBe(false)
    expect(tokenMatches(null, TOKEN)).toBe(false)
  })

  it('a signed session works until it expires, and only for the token that signed it', () => {
    const now = 1_800_000_000_000
    const value = createSessionValue(TOKEN, now)
    expect(verifySessionValue(value, TOKEN, now + 1000)).toBe(true)
    expect(verifySessionValue(value, TOKEN, now + SESSION_MS + 1)).toBe(false)
    expect(verifySessionValue(value, 'another-token-0123456789', now + 1000)).toBe(false)
    const [version, expires, signature] = value.split('.') as [string, string, string]
    expect(
      verifySessionValue(`${version}.${Number(expires) + SESSION_MS}.${signature}`, TOKEN, now),
    ).toBe(false)
    expect(verifySessionValue(`${version}.${expires}.${signature.slice(0, -1)}A`, TOKEN, now)).toBe(
      false,
    )
    expect(verifySessionValue('', TOKEN, now)).toBe(false)
    expect(verifySessionValue(undefined, TOKEN, now)).toBe(false)
  })
})
