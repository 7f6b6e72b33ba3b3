// @vitest-environment jsdom
/**
 * The language switcher follows the document, not only the route (issue 44): from an English page
 * whose document has no Arabic version yet (editors often publish English first), it leads to the
 * nearest translated parent, never to an /ar address that answers 404. The page's head says which
 * languages its document exists in (`hreflang` alternates, web/components/seo/metadata.ts); the
 * server's markup keeps the route's rule (`switchHref`), so English pages' HTML is unchanged.
 */
import { act, createElement as h } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { documentSwitchHref, type HeadLanguages, switchHref } from '@/core/i18n/routes'

const state = vi.hoisted(() => ({ pathname: '/' }))
vi.mock('next/navigation', () => ({ usePathname: () => state.pathname }))

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const SITE = 'https://codehome.example'

/** A head as pageAlternates writes it: the canonical address, and alternates in `languages`. */
function headOf(path: string, locale: 'en' | 'ar', languages: ('en' | 'ar')[]): HeadLanguages {
  const at = (code: string) =>
    `${SITE}${code === 'en' ? path : path === '/' ? '/ar' : `/ar${path}`}`
  if (languages.length < 2) return { canonical: at(locale), alternates: {} }
  return {
    canonical: at(locale),
    alternates: {
      ...Object.fromEntries(languages.map((code) => [code, at(code)])),
      'x-default': at('en'),
    },
  }
}

describe('switchHref (the route: the server-rendered link)', () => {
  it('leads to the same path in the other language, or its nearest translated parent', () => {
    expect(switchHref('/blogs/x', 'ar')).toBe('/ar/blogs/x')
    expect(switchHref('/ar/blogs/x', 'en')).toBe('/blogs/x')
    expect(switchHref('/', 'ar')).toBe('/ar')
    expect(switchHref('/ar', 'en')).toBe('/')
    expect(switchHref('/search', 'ar')).toBe('/ar')
    expect(switchHref('/services/seo', 'ar', ['/', '/services'])).toBe('/ar/services')
  })
})

describe('documentSwitchHref (the document: what the head says)', () => {
  it('leads to the alternate of a translated document, in either direction', () => {
    expect(documentSwitchHref('/blogs/x', 'ar', headOf('/blogs/x', 'en', ['en', 'ar']))).toBe(
      '/ar/blogs/x',
    )
    expect(documentSwitchHref('/ar/blogs/x', 'en', headOf('/blogs/x', 'ar', ['en', 'ar']))).toBe(
      '/blogs/x',
    )
    expect(documentSwitchHref('/', 'ar', headOf('/', 'en', ['en', 'ar']))).toBe('/ar')
    expect(documentSwitchHref('/ar', 'en', headOf('/', 'ar', ['en', 'ar']))).toBe('/')
  })

  it('leads from an untranslated document to the page it is listed on in the other language', () => {
    const english = (path: string) => documentSwitchHref(path, 'ar', headOf(path, 'en', ['en']))
    expect(english('/blogs/core-web-vitals-guide')).toBe('/ar/blogs')
    expect(english('/our-work/financeflow-banking')).toBe('/ar/our-work')
    expect(english('/services/seo')).toBe('/ar/services')
    expect(english('/codehome-web-development')).toBe('/ar')
    expect(english('/about')).toBe('/ar')
    // A route without Arabic pages (the search page) leads where the route's rule does.
    expect(english('/search')).toBe('/ar')
    // An Arabic document without its English version (the English one removed) likewise.
    expect(
      documentSwitchHref('/ar/blogs/marhaba', 'en', headOf('/blogs/marhaba', 'ar', ['ar'])),
    ).toBe('/blogs')
  })

  it('leads to the parent when the head has alternates, but none in that language', () => {
    const head = { canonical: `${SITE}/blogs/x`, alternates: { en: `${SITE}/blogs/x` } }
    expect(documentSwitchHref('/blogs/x', 'ar', head)).toBe('/ar/blogs')
  })

  it("keeps the alternate's query, and takes relative addresses and a trailing slash", () => {
    const checkout = '/checkout?service=seo&package=2'
    const head = {
      canonical: `${SITE}${checkout}`,
      alternates: { en: `${SITE}${checkout}`, ar: `${SITE}/ar${checkout}` },
    }
    expect(documentSwitchHref('/checkout', 'ar', head)).toBe(`/ar${checkout}`)
    expect(documentSwitchHref('/blogs/x/', 'ar', { canonical: '/blogs/x', alternates: {} })).toBe(
      '/ar/blogs',
    )
  })

  it("falls back to the route's rule when the head does not describe this page", () => {
    // Not read yet (the server, the first render).
    expect(documentSwitchHref('/blogs/x', 'ar', null)).toBe('/ar/blogs/x')
    // No canonical address (a 404, a payment page): nothing known of the document.
    expect(documentSwitchHref('/blogs/x', 'ar', { canonical: null, alternates: {} })).toBe(
      '/ar/blogs/x',
    )
    // The previous page's head, during a client navigation: not this page's.
    expect(documentSwitchHref('/blogs/y', 'ar', headOf('/blogs/x', 'en', ['en']))).toBe(
      '/ar/blogs/y',
    )
    // A page shown at another address than its canonical one (/blog shows /blogs).
    expect(documentSwitchHref('/blog', 'ar', headOf('/blogs', 'en', ['en', 'ar']))).toBe('/ar/blog')
  })
})

// --- The switcher in the browser -----------------------------------------------------------------

const TARGETS = [{ code: 'ar', name: 'العربية', label: 'Read this page in Arabic' }]

/** Replaces the head's canonical and alternates with `head`'s, as a page's metadata writes them. */
function setHead(head: HeadLanguages) {
  for (const link of document.head.querySelectorAll('link[rel="canonical"], link[hreflang]')) {
    link.remove()
  }
  const add = (rel: string, href: string, hreflang?: string) => {
    const link = document.createElement('link')
    link.rel = rel
    link.href = href
    if (hreflang) link.hreflang = hreflang
    document.head.append(link)
  }
  if (head.canonical) add('canonical', head.canonical)
  for (const [code, href] of Object.entries(head.alternates)) add('alternate', href, code)
}

const link = () => document.querySelector<HTMLAnchorElement>('a[hreflang="ar"]')!
const hrefOf = () => link().getAttribute('href')

let root: Root | null = null
afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.body.innerHTML = ''
  document.head.innerHTML = ''
  window.history.replaceState(null, '', '/')
})

async function mount(pathname: string) {
  const { LanguageSwitch } = await import('@/web/components/shell/language-switch')
  state.pathname = pathname
  window.history.replaceState(null, '', pathname)
  const element = () => h(LanguageSwitch, { targets: TARGETS })
  const container = document.createElement('div')
  const server = renderToString(element())
  container.innerHTML = server
  document.body.append(container)
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  await act(async () => {
    root = hydrateRoot(container, element())
  })
  expect(errors).not.toHaveBeenCalled()
  errors.mockRestore()
  return {
    server,
    /** A client navigation to `next`: the pathname changes, then the layout renders again. */
    navigate: async (next: string) => {
      state.pathname = next
      window.history.replaceState(null, '', next)
      await act(async () => root!.render(element()))
    },
  }
}

describe('the switcher in the browser', () => {
  it('keeps the server markup, then leads an untranslated post to the Arabic blog', async () => {
    setHead(headOf('/blogs/english-only', 'en', ['en']))
    const { server } = await mount('/blogs/english-only')
    // The server's link (and so the English page's HTML) is the route's, as before.
    expect(server).toContain('href="/ar/blogs/english-only"')
    expect(hrefOf()).toBe('/ar/blogs')
  })

  it('leads a translated document to its own alternate', async () => {
    setHead(headOf('/our-work/acme', 'en', ['en', 'ar']))
    await mount('/our-work/acme')
    expect(hrefOf()).toBe('/ar/our-work/acme')
  })

  it('follows client navigations, and the head that comes after the pathname', async () => {
    setHead(headOf('/blogs/english-only', 'en', ['en']))
    const { navigate } = await mount('/blogs/english-only')
    expect(hrefOf()).toBe('/ar/blogs')
    // The pathname changes first: the old head is not this page's, so the route's rule.
    await navigate('/services/seo')
    expect(hrefOf()).toBe('/ar/services/seo')
    // Then the new page's metadata arrives: an English-only service leads to /ar/services.
    await act(async () => setHead(headOf('/services/seo', 'en', ['en'])))
    expect(hrefOf()).toBe('/ar/services')
    // And a translated one to itself.
    await act(async () => setHead(headOf('/services/seo', 'en', ['en', 'ar'])))
    expect(hrefOf()).toBe('/ar/services/seo')
  })

  it("copies the page's query as the link is followed", async () => {
    setHead(headOf('/newsletter/confirm', 'en', ['en', 'ar']))
    await mount('/newsletter/confirm')
    window.history.replaceState(null, '', '/newsletter/confirm?token=abc')
    // jsdom does not navigate: stop the default after React's handler has run.
    const stop = (event: Event) => event.preventDefault()
    window.addEventListener('click', stop)
    act(() => link().click())
    window.removeEventListener('click', stop)
    expect(new URL(link().href).pathname + new URL(link().href).search).toBe(
      '/ar/newsletter/confirm?token=abc',
    )
  })
})
