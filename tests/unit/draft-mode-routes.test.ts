/**
 * The draft-mode routes: what the enable route refuses before it turns anything on, on both
 * backends, and the Sanity path checking the Presentation tool's secret against a stand-in of the
 * Content Lake. Next's draftMode() and cookies() need a request, so they are replaced here by
 * recorders; the real cookie is tested end to end (tests/e2e/preview*.e2e.spec.ts).
 */
import { NextRequest } from 'next/server'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildSeed } from '@/scripts/seed/build'
import type { LocalDocument } from '@/web/content/backends/local'
import { startGroqStandIn, type StandIn } from '../helpers/groq-stand-in'

const draft = vi.hoisted(() => ({
  enable: vi.fn(),
  disable: vi.fn(),
  cookies: new Map<string, string>(),
}))

vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: false, enable: draft.enable, disable: draft.disable }),
  cookies: async () => ({
    get: (name: string) =>
      draft.cookies.has(name) ? { name, value: draft.cookies.get(name) } : undefined,
    has: (name: string) => draft.cookies.has(name),
    set: (options: { name: string; value: string } | string, value?: string) => {
      if (typeof options === 'string') draft.cookies.set(options, value ?? '')
      else draft.cookies.set(options.name, options.value ?? '')
    },
    delete: (options: { name: string } | string) =>
      draft.cookies.delete(typeof options === 'string' ? options : options.name),
  }),
}))

const SECRET = 'unit-preview-secret-0123456789'
const PREVIEW_HOST = 'preview.codehome.test'

beforeEach(() => {
  // Each test starts with no wrong secrets counted (the limiter lives on globalThis).
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('codehome.preview.failures')]
  draft.enable.mockClear()
  draft.disable.mockClear()
  draft.cookies.clear()
})
afterEach(() => vi.unstubAllEnvs())

async function routes(env: Record<string, string>) {
  vi.resetModules()
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  const [enable, disable] = await Promise.all([
    import('@/app/api/draft-mode/enable/route'),
    import('@/app/api/draft-mode/disable/route'),
  ])
  return { GET: enable.GET, POST: disable.POST }
}

const enableRequest = (host: string, params: Record<string, string>) =>
  new NextRequest(`http://${host}/api/draft-mode/enable?${new URLSearchParams(params)}`, {
    headers: { host },
  })

/** Where a redirect thrown by Next's redirect() leads. */
async function redirectOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run()
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? ''
    const match = /^NEXT_REDIRECT;[^;]*;([^;]*);(\d+);/.exec(digest)
    if (match) return match[1]!
    throw error
  }
  throw new Error('expected a redirect')
}

describe('GET /api/draft-mode/enable on the local dataset', () => {
  const local = { PREVIEW_SECRET: SECRET, PREVIEW_HOSTS: `${PREVIEW_HOST}, other.test` }

  it('turns draft mode on and opens the page with the right secret on a preview host', async () => {
    const { GET } = await routes(local)
    const params = { 'sanity-preview-secret': SECRET, 'sanity-preview-pathname': '/services/seo' }
    expect(await redirectOf(() => GET(enableRequest(`${PREVIEW_HOST}:3000`, params)))).toBe(
      '/services/seo',
    )
    expect(draft.enable).toHaveBeenCalledOnce()
  })

  it('opens the home page when no path is given', async () => {
    const { GET } = await routes(local)
    const request = enableRequest(PREVIEW_HOST, { 'sanity-preview-secret': SECRET })
    expect(await redirectOf(() => GET(request))).toBe('/')
  })

  it.each([
    [
      'a wrong secret',
      PREVIEW_HOST,
      { 'sanity-preview-secret': 'wrong-secret-0123456789' },
      401,
      /missing or wrong/,
    ],
    ['no secret', PREVIEW_HOST, {}, 401, /missing or wrong/],
    [
      'a host that is not a preview host',
      'www.codehome.test',
      { 'sanity-preview-secret': SECRET },
      403,
      /preview host/,
    ],
    [
      'a protocol-relative path',
      PREVIEW_HOST,
      { 'sanity-preview-secret': SECRET, 'sanity-preview-pathname': '//evil.example' },
      400,
      /path on this site/,
    ],
    [
      'an absolute URL',
      PREVIEW_HOST,
      { 'sanity-preview-secret': SECRET, 'sanity-preview-pathname': 'https://evil.example/' },
      400,
      /path on this site/,
    ],
  ])('refuses %s', async (_case, host, params, status, message) => {
    const { GET } = await routes(local)
    const response = await GET(enableRequest(host, params))
    expect(response.status).toBe(status)
    expect(await response.text()).toMatch(message)
    expect(response.headers.get('cache-control')).toMatch(/no-store/)
    expect(draft.enable).not.toHaveBeenCalled()
  })

  it('refuses an address after 10 wrong secrets a minute, even with the right one', async () => {
    const { GET } = await routes(local)
    const guess = (secret: string) =>
      GET(enableRequest(PREVIEW_HOST, { 'sanity-preview-secret': secret }))
    for (let i = 0; i < 10; i++) expect((await guess(`guess-${i}-0123456789`)).status).toBe(401)
    const refused = await guess(SECRET)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(await refused.text()).toMatch(/Too many wrong preview secrets/)
    expect(draft.enable).not.toHaveBeenCalled()
  })

  it('answers 404 while no preview secret is configured', async () => {
    const { GET } = await routes({ PREVIEW_HOSTS: PREVIEW_HOST })
    const response = await GET(enableRequest(PREVIEW_HOST, { 'sanity-preview-secret': 'x' }))
    expect(response.status).toBe(404)
    expect(await response.text()).toMatch(/PREVIEW_SECRET/)
  })
})

describe('GET /api/draft-mode/enable on Sanity', () => {
  let standIn: StandIn
  const documents = buildSeed().documents as LocalDocument[]
  const secretDocument = (secret: string, updatedAt: Date): LocalDocument => ({
    _id: `sanity-preview-url-secret.${secret.slice(0, 8)}`,
    _type: 'sanity.previewUrlSecret',
    _updatedAt: updatedAt.toISOString(),
    secret,
    studioUrl: 'http://site.codehome.test/studio',
  })

  beforeAll(async () => {
    standIn = await startGroqStandIn([
      ...documents,
      secretDocument('studio-made-secret-fresh', new Date()),
      secretDocument('studio-made-secret-stale', new Date(Date.now() - 2 * 3600_000)),
    ])
  })
  afterAll(() => standIn?.close())

  const sanity = () => ({
    NEXT_PUBLIC_SITE_URL: 'http://site.codehome.test',
    NEXT_PUBLIC_SANITY_PROJECT_ID: 'test0000',
    SANITY_API_HOST: standIn.url,
    SANITY_API_READ_TOKEN: 'test-read-token',
    PREVIEW_HOSTS: PREVIEW_HOST,
  })

  it("accepts the Presentation tool's fresh secret, on the site's own host and on a preview host", async () => {
    const { GET } = await routes(sanity())
    for (const host of ['site.codehome.test', PREVIEW_HOST]) {
      const request = enableRequest(host, {
        'sanity-preview-secret': 'studio-made-secret-fresh',
        'sanity-preview-pathname': '/our-work/financeflow-banking',
        'sanity-preview-perspective': 'drafts',
      })
      const target = await redirectOf(() => GET(request))
      expect(target.startsWith('/our-work/financeflow-banking')).toBe(true)
    }
    expect(draft.enable).toHaveBeenCalledTimes(2)
    expect(draft.cookies.get('sanity-preview-perspective')).toBe('drafts')
    // The secret was read with the token, in the raw perspective, where secrets live.
    expect(standIn.requests.some((r) => r.perspective === 'raw')).toBe(true)
  })

  it.each([
    ['a wrong secret', 'not-a-secret-the-studio-made'],
    ['an expired secret', 'studio-made-secret-stale'],
  ])('refuses %s with 401', async (_case, secret) => {
    const { GET } = await routes(sanity())
    const response = await GET(
      enableRequest(PREVIEW_HOST, {
        'sanity-preview-secret': secret,
        'sanity-preview-pathname': '/',
      }),
    )
    expect(response.status).toBe(401)
    expect(await response.text()).toMatch(/Presentation tool/)
    expect(draft.enable).not.toHaveBeenCalled()
  })

  it('refuses other hosts and other sites before asking Sanity', async () => {
    const { GET } = await routes(sanity())
    const secret = { 'sanity-preview-secret': 'studio-made-secret-fresh' }
    expect((await GET(enableRequest('evil.test', secret))).status).toBe(403)
    const elsewhere = { ...secret, 'sanity-preview-pathname': '//evil.example/' }
    expect((await GET(enableRequest(PREVIEW_HOST, elsewhere))).status).toBe(400)
    expect(draft.enable).not.toHaveBeenCalled()
  })

  it('explains a missing read token', async () => {
    const { SANITY_API_READ_TOKEN: _, ...withoutToken } = sanity()
    const { GET } = await routes({ ...withoutToken, SANITY_API_READ_TOKEN: '' })
    const response = await GET(enableRequest(PREVIEW_HOST, { 'sanity-preview-secret': 'x' }))
    expect(response.status).toBe(500)
    expect(await response.text()).toMatch(/SANITY_API_READ_TOKEN/)
  })
})

describe('POST /api/draft-mode/disable', () => {
  const post = (body: Record<string, string> | null, headers: Record<string, string> = {}) =>
    new NextRequest('http://preview.codehome.test/api/draft-mode/disable', {
      method: 'POST',
      headers: { host: 'preview.codehome.test', ...headers },
      body: body ? new URLSearchParams(body) : null,
    })

  it('turns draft mode off and returns to the page the editor was on', async () => {
    const { POST } = await routes({})
    draft.cookies.set('sanity-preview-perspective', 'drafts')
    const response = await POST(post({ redirect: '/services/seo?x=1' }))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/services/seo?x=1')
    expect(draft.disable).toHaveBeenCalledOnce()
    expect(draft.cookies.has('sanity-preview-perspective')).toBe(false)
  })

  it('returns to a page of this site only', async () => {
    const { POST } = await routes({})
    expect((await POST(post({ redirect: '//evil.example' }))).headers.get('location')).toBe('/')
    const fromReferer = await POST(
      post(null, { referer: 'http://preview.codehome.test/our-work?x=1' }),
    )
    expect(fromReferer.headers.get('location')).toBe('/our-work?x=1')
    const foreign = await POST(post(null, { referer: 'https://evil.example/page' }))
    expect(foreign.headers.get('location')).toBe('/')
  })
})
