/**
 * What proxy.ts answers for the Arabic pages' paths (issue 44), as for the English ones: an alias
 * redirects to the canonical page in Arabic, an editor's redirect and a removed page's 410 by the
 * full path (the removed page in Arabic), a live page passes, and any other path of a slug section
 * is a 404 that no shared cache may keep. The table is stood in for; its reading is tested in
 * redirect-rules.test.ts and redirect-moves.test.ts.
 */
import { readFile } from 'node:fs/promises'
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { NOT_FOUND_CACHE_CONTROL } from '@/web/http/cache-policy'
import { MESSAGES } from '@/web/i18n/messages'
import { buildSiteRedirects, type SiteRedirects } from '@/web/redirects/table'
import { render } from '../helpers/markup'

const state = vi.hoisted(() => ({
  table: null as SiteRedirects | null,
  hits: [] as string[],
  markdown: null as string | null,
}))

vi.mock('@/web/redirects/site-redirects', () => ({
  getSiteRedirects: async () => state.table!,
}))
vi.mock('@/web/machine-text/pages', async (importActual) => ({
  ...(await importActual<typeof import('@/web/machine-text/pages')>()),
  markdownOf: async () => state.markdown,
}))
vi.mock('@/web/redirects/count', () => ({
  countRedirectHit: (id: string) => state.hits.push(id),
}))

const SITE = 'http://127.0.0.1'

beforeAll(() => {
  state.table = buildSiteRedirects({
    brandSlug: 'codehome',
    live: {
      services: [
        { slug: 'seo', aliases: ['search'], language: 'en' },
        { slug: 'seo', aliases: ['bahth'], language: 'ar' },
      ],
      caseStudies: [
        { slug: 'acme', aliases: null },
        { slug: 'acme', aliases: ['acme-old'], language: 'ar' },
      ],
      posts: [{ slug: 'hello-world' }, { slug: 'marhaba', language: 'ar' }],
      landing: [{ slug: 'global-agency' }, { slug: 'global-agency', language: 'ar' }],
    },
    redirects: [
      { _id: 'r-en', from: '/old', to: '/new', permanent: true },
      { _id: 'r-ar', from: '/ar/old', to: '/ar/new', permanent: true },
      { _id: 'r-ar-post', from: '/ar/blogs/qadim', to: '/ar/blogs/marhaba', permanent: false },
      // Paths of more than one segment outside the proxy's sections: the catch-alls answer them.
      { _id: 'r-ar-deep', from: '/ar/old/section/page', to: '/ar/blogs/marhaba', permanent: true },
      { _id: 'r-ar-temp', from: '/ar/news/:slug', to: '/ar/blogs/:slug', permanent: false },
      { _id: 'r-en-deep', from: '/old/section/page', to: '/blogs/hello-world', permanent: true },
    ],
    gone: ['/services/retired', '/ar/services/retired', '/ar/codehome-old-landing'],
  })
})

async function answer(path: string, method = 'GET') {
  const { proxy } = await import('@/proxy')
  return proxy(new NextRequest(`${SITE}${path}`, { method }))
}

/** A header's address, its path and query only (the proxy builds it on the request's URL). */
const pathOf = (value: string | null) => {
  if (value === null) return null
  const url = new URL(value)
  return url.pathname + url.search
}
const location = (response: Response) => pathOf(response.headers.get('location'))
const rewrite = (response: Response) => pathOf(response.headers.get('x-middleware-rewrite'))

describe("the proxy's matcher", () => {
  it('runs on the Arabic slug sections and one-segment pages, not on the fixed routes', async () => {
    const { config } = await import('@/proxy')
    const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url })
    for (const url of [
      '/ar/services/seo',
      '/ar/our-work/acme',
      '/ar/case-study/acme',
      '/ar/blogs/marhaba',
      '/ar/codehome-global-agency',
      '/ar/spring',
    ]) {
      expect(matches(url), url).toBe(true)
    }
    for (const url of ['/ar', '/ar/services', '/ar/about', '/ar/gone', '/ar/blogs', '/ar/sw.js']) {
      expect(matches(url), url).toBe(false)
    }
    // English as before.
    expect(matches('/services/seo')).toBe(true)
    expect(matches('/about')).toBe(false)
  })
})

describe('an Arabic path', () => {
  it("redirects an alias to the canonical page in Arabic, with the visitor's query", async () => {
    const response = await answer('/ar/services/bahth?utm_source=x')
    expect(response.status).toBe(308)
    expect(location(response)).toBe('/ar/services/seo?utm_source=x')
    expect(location(await answer('/ar/case-study/acme'))).toBe('/ar/our-work/acme')
    expect(location(await answer('/ar/our-work/acme-old'))).toBe('/ar/our-work/acme')
    // The English alias is not an Arabic path: a 404.
    const english = await answer('/ar/services/search')
    expect(english.headers.get('location')).toBeNull()
    expect(english.headers.get('cache-control')).toBe(NOT_FOUND_CACHE_CONTROL)
  })

  it("follows an editor's redirect by its full path, and counts it", async () => {
    const response = await answer('/ar/old')
    expect([response.status, location(response)]).toEqual([308, '/ar/new'])
    const post = await answer('/ar/blogs/qadim')
    expect([post.status, location(post)]).toEqual([307, '/ar/blogs/marhaba'])
    expect(state.hits).toEqual(expect.arrayContaining(['r-ar', 'r-ar-post']))
  })

  it('of a removed page answers 410 with the removed page in Arabic', async () => {
    for (const path of ['/ar/services/retired', '/ar/codehome-old-landing']) {
      const response = await answer(path)
      expect(response.status, path).toBe(410)
      expect(rewrite(response), path).toBe('/ar/gone')
    }
    // An English removed page gets the English one; the English path of a page removed in
    // Arabic only is a 404.
    const english = await answer('/services/retired')
    expect([english.status, rewrite(english)]).toEqual([410, '/gone'])
    const notRemoved = await answer('/codehome-old-landing')
    expect(notRemoved.status).toBe(200)
    expect(notRemoved.headers.get('cache-control')).toBe(NOT_FOUND_CACHE_CONTROL)
  })

  it('of a live page passes to the page, with the cache headers it has', async () => {
    for (const path of [
      '/ar/services/seo',
      '/ar/our-work/acme',
      '/ar/blogs/marhaba',
      '/ar/codehome-global-agency',
    ]) {
      const response = await answer(path)
      expect(response.headers.get('x-middleware-next'), path).toBe('1')
      expect(response.headers.get('cache-control'), path).toBeNull()
    }
  })

  it('that no document has is a 404 that no shared cache keeps', async () => {
    for (const path of [
      '/ar/services/no-such-service',
      '/ar/our-work/no-such-study',
      '/ar/blogs/hello-world',
      '/ar/made-up-name',
      '/ar/new',
    ]) {
      const response = await answer(path)
      expect(response.headers.get('x-middleware-next'), path).toBe('1')
      expect(response.headers.get('cache-control'), path).toBe(NOT_FOUND_CACHE_CONTROL)
      expect(NOT_FOUND_CACHE_CONTROL).toContain('no-store')
      expect(NOT_FOUND_CACHE_CONTROL).toContain('private')
    }
    // A form's POST is the page's to answer, as in English.
    const post = await answer('/ar/services/no-such-service', 'POST')
    expect(post.headers.get('cache-control')).toBeNull()
  })

  it("'s Markdown follows the same redirects and removals", async () => {
    const moved = await answer('/ar/services/bahth.md')
    expect([moved.status, location(moved)]).toEqual([308, '/ar/services/seo.md'])
    const redirected = await answer('/ar/old.md')
    expect([redirected.status, location(redirected)]).toEqual([308, '/ar/new.md'])
    const removed = await answer('/ar/services/retired.md')
    expect(removed.status).toBe(410)
    expect(removed.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    // Said in Arabic (messages/ar/machineText.json), as the removed page itself is.
    expect(await removed.text()).toBe(`${MESSAGES.ar.machineText.pageRemoved}\n`)
    expect(MESSAGES.ar.machineText.pageRemoved).toMatch(/^[\u0600-\u06FF\s.]+$/)
    const landing = await answer('/ar/codehome-old-landing.md')
    expect([landing.status, await landing.text()]).toEqual([410, 'أُزيلت هذه الصفحة من الموقع.\n'])
    // The English one as before.
    const english = await answer('/services/retired.md')
    expect([english.status, await english.text()]).toEqual([410, 'This page has been removed.\n'])
    expect(rewrite(await answer('/ar/services/seo.md'))).toBe('/md/ar/services/seo')
  })

  it("'s Markdown that no page has is a 404 in Arabic (app/md)", async () => {
    state.markdown = null
    const { GET } = await import('@/app/md/[...path]/route')
    const get = (path: string) =>
      GET(new Request(`${SITE}/md${path}`), {
        params: Promise.resolve({ path: path.split('/').filter(Boolean) }),
      })
    const arabic = await get('/ar/services/no-such-service')
    expect(arabic.status).toBe(404)
    expect(await arabic.text()).toBe('لا توجد صفحة على هذا العنوان.\n')
    const english = await get('/services/no-such-service')
    expect([english.status, await english.text()]).toEqual([404, 'No page has this address.\n'])
  })
})

/** What a route's page threw: Next's redirect (its address and status) or its 404. */
async function thrownBy(page: Promise<unknown>) {
  const digest = await page.then(
    () => 'nothing thrown',
    (error: { digest?: string }) => error.digest ?? String(error),
  )
  const redirect = /^NEXT_REDIRECT;[^;]*;([^;]*);(\d+);/.exec(digest)
  if (redirect) return { location: redirect[1], status: Number(redirect[2]) }
  return digest
}

describe('an Arabic path of more than one segment outside the slug sections', () => {
  const params = (path: string) => ({
    params: Promise.resolve({ missing: path.split('/').filter(Boolean) }),
  })

  it("is not the proxy's: the Arabic catch-all answers it", async () => {
    const { config } = await import('@/proxy')
    const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url })
    for (const url of ['/ar/old/section/page', '/ar/news/x', '/old/section/page']) {
      expect(matches(url), url).toBe(false)
    }
  })

  it("follows an editor's redirect by its full path, per request, and counts it", async () => {
    const { default: ArabicMissingPage, dynamic } = await import('@/app/ar/[...missing]/page')
    // Read per request: a redirect published after the build is followed at once.
    expect(dynamic).toBe('force-dynamic')
    expect(await thrownBy(ArabicMissingPage(params('old/section/page')))).toEqual({
      location: '/ar/blogs/marhaba',
      status: 308,
    })
    expect(await thrownBy(ArabicMissingPage(params('news/marhaba')))).toEqual({
      location: '/ar/blogs/marhaba',
      status: 307,
    })
    expect(state.hits).toEqual(expect.arrayContaining(['r-ar-deep', 'r-ar-temp']))
  })

  it('is a 404 in Arabic when no redirect has it, and an English redirect is not an Arabic one', async () => {
    const { default: ArabicMissingPage } = await import('@/app/ar/[...missing]/page')
    for (const path of ['made/up/path', 'section/page']) {
      expect(await thrownBy(ArabicMissingPage(params(path))), path).toBe(
        'NEXT_HTTP_ERROR_FALLBACK;404',
      )
    }
  })

  it('is answered as the English catch-all answers its own', async () => {
    const { default: MissingPage, dynamic } = await import('@/app/(site)/[...missing]/page')
    expect(dynamic).toBe('force-dynamic')
    expect(await thrownBy(MissingPage(params('old/section/page')))).toEqual({
      location: '/blogs/hello-world',
      status: 308,
    })
    expect(await thrownBy(MissingPage(params('made/up/path')))).toBe('NEXT_HTTP_ERROR_FALLBACK;404')
  })
})

describe('an English path, as before', () => {
  it('gets its aliases, redirects and 404s from the English documents only', async () => {
    expect(location(await answer('/services/search'))).toBe('/services/seo')
    expect(location(await answer('/case-study/acme'))).toBe('/our-work/acme')
    expect(location(await answer('/old'))).toBe('/new')
    expect(location(await answer('/services/search.md'))).toBe('/services/seo.md')
    const arabicAlias = await answer('/services/bahth')
    expect(arabicAlias.headers.get('location')).toBeNull()
    expect(arabicAlias.headers.get('cache-control')).toBe(NOT_FOUND_CACHE_CONTROL)
    expect((await answer('/blogs/marhaba')).headers.get('cache-control')).toBe(
      NOT_FOUND_CACHE_CONTROL,
    )
    expect((await answer('/services/seo')).headers.get('cache-control')).toBeNull()
  })
})

describe('the removed page in Arabic (app/ar/gone)', () => {
  it('says so in Arabic, with links to the Arabic pages', async () => {
    const { default: ArabicGonePage } = await import('@/app/ar/gone/page')
    const html = render(ArabicGonePage, {})
    const gone = MESSAGES.ar.gone
    for (const text of [gone.eyebrow, gone.title, gone.text, MESSAGES.ar.notFound.backHome]) {
      expect(html).toContain(text)
    }
    expect(html).toContain('href="/ar"')
    expect(html).not.toContain(MESSAGES.en.gone.title)
  })

  it("has the English page's words in messages/en/gone.json, as that page writes them", async () => {
    const english = await readFile('app/(site)/gone/page.tsx', 'utf8')
    for (const text of Object.values(MESSAGES.en.gone)) {
      expect(english.includes(`"${text}"`) || english.includes(`'${text}'`), text).toBe(true)
    }
  })
})
