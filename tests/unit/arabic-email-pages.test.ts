/**
 * The pages the visitor's e-mails link to, in Arabic (issue 44): the newsletter's confirmation and
 * unsubscribe (/ar/newsletter/confirm, /ar/newsletter/unsubscribe), a privacy request's
 * confirmation (/ar/privacy-request/confirm), the page a refused link is answered with
 * (/ar/invalid-link) and the service worker's offline page (/ar/offline). Each says its words in
 * Arabic and none of its English, keeps the address and the phone left to right, and leads to the
 * Arabic pages; its button sends the visitor back to the Arabic page. The proxy checks the Arabic
 * pages' tokens as it does the English ones (a token signs what the link is for and whom it is
 * about, not its path): a forged or expired one is answered in Arabic, a good one passes. The
 * e-mails of an Arabic lead link to these pages; an Arabic visitor offline gets the Arabic page.
 */
import { readFileSync } from 'node:fs'
import { createElement, type ReactElement, type ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { localizedHref } from '@/core/i18n/routes'
import { formatMoment } from '@/core/format/format'
import { newsletterLinks } from '@/core/privacy/newsletter.ts'
import type { PrivacyRequest } from '@/core/privacy/requests.ts'
import { MESSAGES } from '@/web/i18n/messages'
import { buildSiteRedirects } from '@/web/redirects/table'
import { OFFLINE_PAGES } from '@/web/service-worker/cache-rules'

// The server's links (web/privacy/links) with a configured secret, read when web/env is first
// imported: without one they would read the database's.
vi.hoisted(() => {
  process.env.LINK_SIGNING_SECRET = 'test-link-secret-0123456789abcdef0123'
})

const state = vi.hoisted(() => ({
  locale: 'en',
  link: { ok: true, subject: 'sara@example.com' } as
    { ok: true; subject: string } | { ok: false; reason: 'forged' },
  subscription: 'pending' as 'pending' | 'confirmed' | 'none',
  request: null as unknown,
  settingsRead: [] as (string | undefined)[],
  actions: [] as unknown[][],
}))

vi.mock('@/web/privacy/service', () => ({
  checkLink: async () => state.link,
  subscriptionState: async () => state.subscription,
  privacyRequest: async () => state.request,
}))
vi.mock('@/web/server/database', () => ({
  leadsSql: async () => {
    throw new Error('no database in these tests')
  },
  leadsDatabase: async () => {
    throw new Error('no database in these tests')
  },
}))
vi.mock('@/web/content', () => ({
  getSettings: async (options?: { locale?: string }) => {
    state.settingsRead.push(options?.locale)
    return { brandName: 'Codehome', phone: '+1 (212) 555-0142' }
  },
}))
// The page's language as a page module sets it (React's per-request cache needs a server).
vi.mock('@/web/i18n/request-locale', () => ({
  setRequestLocale: (locale: string) => {
    state.locale = locale
  },
  requestLocale: () => state.locale,
}))
// The pages' buttons: what each form is bound to (the real actions are tested below).
vi.mock('@/web/privacy/actions', () => {
  const action =
    (name: string) =>
    async (...args: unknown[]) => {
      state.actions.push([name, ...args])
    }
  return {
    confirmNewsletter: action('confirmNewsletter'),
    unsubscribeNewsletter: action('unsubscribeNewsletter'),
    confirmRequest: action('confirmRequest'),
  }
})
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`REDIRECT ${to}`)
  },
}))
vi.mock('@/web/redirects/site-redirects', () => ({
  getSiteRedirects: async () =>
    buildSiteRedirects({
      brandSlug: 'codehome',
      live: { services: [], caseStudies: [], posts: [], landing: [] },
      redirects: [],
      gone: [],
    }),
}))

const {
  invalidLinkPage,
  newsletterConfirmPage,
  newsletterUnsubscribePage,
  privacyRequestConfirmPage,
} = await import('@/web/pages/link-pages')
const { offlinePage } = await import('@/web/pages/offline')
const { NewsletterConfirm, NewsletterUnsubscribe, PrivacyRequestConfirm } =
  await import('@/web/components/privacy/link-pages')

beforeEach(() => {
  state.locale = 'en'
  state.link = { ok: true, subject: 'sara@example.com' }
  state.subscription = 'pending'
  state.request = null
  state.settingsRead = []
  state.actions = []
})

/** The markup of a server component tree (async components included), as Fizz prerenders it. */
async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(createElement('main', null, node))
  return new Response(prelude).text()
}

type LinkPage = (props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) => Promise<ReactNode>
const draw = async (page: { Page: unknown }, token: string | undefined = 'token') =>
  html(await (page.Page as LinkPage)({ searchParams: Promise.resolve(token ? { token } : {}) }))

const ADDRESS_LTR =
  '<strong class="font-semibold break-all text-slate-900" dir="ltr">sara@example.com</strong>'
const ARABIC = /[\u0600-\u06FF]/
/** English words of these pages that an Arabic page must not show. */
const ENGLISH =
  /Newsletter|newsletter|subscription|Subscribe|Confirm|Privacy request|Back to home|This link|Request|offline|Try again|Call Codehome|Error 4\d\d/

const request = (fields: Partial<PrivacyRequest>): PrivacyRequest => ({
  id: 'req-1',
  createdAt: '2026-03-01T10:00:00Z',
  email: 'sara@example.com',
  kind: 'erasure',
  status: 'unconfirmed',
  confirmedAt: null,
  dueAt: null,
  completedAt: null,
  ...fields,
})

describe('the newsletter pages in Arabic', () => {
  it('/ar/newsletter/confirm asks, then says subscribed or nothing to confirm, in Arabic', async () => {
    const page = newsletterConfirmPage('ar')
    const pending = await draw(page)
    expect(pending).toContain('أكّد اشتراكك')
    expect(pending).toContain('تأكيد اشتراكي')
    expect(pending).toContain('نشرة <!-- -->Codehome<!-- --> البريدية')
    expect(pending).toContain(ADDRESS_LTR)
    expect(pending).not.toMatch(ENGLISH)
    expect(state.settingsRead).toEqual(['ar'])

    state.subscription = 'confirmed'
    const confirmed = await draw(page)
    expect(confirmed).toContain('تم اشتراكك بنجاح')
    expect(confirmed).toContain(ADDRESS_LTR)
    expect(confirmed).toContain('href="/ar">العودة إلى الرئيسية</a>')
    expect(confirmed).not.toMatch(ENGLISH)

    state.subscription = 'none'
    const none = await draw(page)
    expect(none).toContain('لا يوجد ما يحتاج إلى تأكيد')
    expect(none).not.toMatch(ENGLISH)
  })

  it('/ar/newsletter/unsubscribe asks, then says unsubscribed, in Arabic', async () => {
    const page = newsletterUnsubscribePage('ar')
    state.subscription = 'confirmed'
    const asking = await draw(page)
    expect(asking).toContain('هل تريد إلغاء اشتراكك في النشرة البريدية؟')
    expect(asking).toContain('>إلغاء الاشتراك</button>')
    expect(asking).toContain(ADDRESS_LTR)
    expect(asking).not.toMatch(ENGLISH)

    state.subscription = 'none'
    const done = await draw(page)
    expect(done).toContain('تم إلغاء اشتراكك')
    expect(done).toContain('href="/ar">')
    expect(done).not.toMatch(ENGLISH)
  })

  it('a link whose token the page refuses shows the invalid link in Arabic', async () => {
    state.link = { ok: false, reason: 'forged' }
    for (const page of [newsletterConfirmPage('ar'), newsletterUnsubscribePage('ar')]) {
      const refused = await draw(page)
      expect(refused).toContain('هذا الرابط غير صالح')
      expect(refused).not.toMatch(ENGLISH)
    }
    expect(await draw(newsletterConfirmPage('ar'), undefined)).toContain('هذا الرابط غير صالح')
  })

  it("binds the buttons to the page's language; English pages' buttons as before", async () => {
    /** The form a page draws (its outcome's child), and what its action is called with. */
    const submit = async (element: ReactElement) => {
      const form = (element.props as { children: ReactElement }).children
      await (form.props as { action: () => Promise<void> }).action()
      return state.actions.pop()
    }
    const props = { token: 't', email: 'sara@example.com', brand: 'Codehome' }
    expect(await submit(NewsletterConfirm({ ...props, state: 'pending', locale: 'ar' }))).toEqual([
      'confirmNewsletter',
      't',
      'ar',
    ])
    expect(await submit(NewsletterConfirm({ ...props, state: 'pending' }))).toEqual([
      'confirmNewsletter',
      't',
    ])
    expect(
      await submit(NewsletterUnsubscribe({ ...props, state: 'confirmed', locale: 'ar' })),
    ).toEqual(['unsubscribeNewsletter', 't', 'ar'])
    const unconfirmed = request({ status: 'unconfirmed' })
    expect(
      await submit(PrivacyRequestConfirm({ token: 't', request: unconfirmed, locale: 'ar' })),
    ).toEqual(['confirmRequest', 't', 'ar'])
    expect(await submit(PrivacyRequestConfirm({ token: 't', request: unconfirmed }))).toEqual([
      'confirmRequest',
      't',
    ])
  })

  it('the buttons send the visitor back to the page in its language', async () => {
    const actions =
      await vi.importActual<typeof import('@/web/privacy/actions')>('@/web/privacy/actions')
    state.link = { ok: false, reason: 'forged' }
    await expect(actions.confirmNewsletter('t k', 'ar')).rejects.toThrow(
      'REDIRECT /ar/newsletter/confirm?token=t+k',
    )
    await expect(actions.unsubscribeNewsletter('t', 'ar')).rejects.toThrow(
      'REDIRECT /ar/newsletter/unsubscribe?token=t',
    )
    await expect(actions.confirmRequest('t', 'ar')).rejects.toThrow(
      'REDIRECT /ar/privacy-request/confirm?token=t',
    )
    // English, as before; a language the site does not have is English.
    await expect(actions.confirmNewsletter('t')).rejects.toThrow(
      'REDIRECT /newsletter/confirm?token=t',
    )
    await expect(actions.confirmRequest('t', 'xx')).rejects.toThrow(
      'REDIRECT /privacy-request/confirm?token=t',
    )
  })
})

describe('the privacy request page in Arabic', () => {
  it('/ar/privacy-request/confirm asks, then says confirmed with the date in Arabic', async () => {
    const page = privacyRequestConfirmPage('ar')
    state.link = { ok: true, subject: 'req-1' }
    state.request = request({ status: 'unconfirmed', kind: 'access' })
    const asking = await draw(page)
    expect(asking).toContain('أكّد طلبك')
    expect(asking).toContain('نسخة من بياناتك')
    expect(asking).toContain(ADDRESS_LTR)
    expect(asking).toContain('>تأكيد طلبي</button>')
    expect(asking).not.toMatch(ENGLISH)

    state.request = request({ status: 'open', dueAt: '2026-04-01T10:00:00Z' })
    const open = await draw(page)
    expect(open).toContain('تم تأكيد طلبك')
    expect(open).toContain('حذف بياناتك')
    const due = formatMoment('2026-04-01T10:00:00Z', 'date', { locale: 'ar' })
    expect(due).toMatch(/أبريل/)
    expect(open).toContain(`>${due}</time>`)
    expect(open).not.toMatch(ENGLISH)

    state.request = request({ status: 'completed' })
    expect(await draw(page)).toContain('تم الرد على طلبك')

    state.request = null
    const gone = await draw(page)
    expect(gone).toContain('هذا الطلب لم يعد موجودًا')
    expect(gone).toContain('href="/ar/privacy-policy#privacy-request">سياسة الخصوصية</a>')
    expect(gone).not.toMatch(ENGLISH)
  })
})

describe('the English pages', () => {
  it('say what they always said, with no right-to-left attribute', async () => {
    const confirm = await draw(newsletterConfirmPage('en'))
    expect(confirm).toContain('Confirm your subscription')
    expect(confirm).toContain(
      'Confirm that <strong class="font-semibold break-all text-slate-900">',
    )
    expect(confirm).not.toMatch(ARABIC)
    expect(state.settingsRead).toEqual(['en'])
    state.link = { ok: true, subject: 'req-1' }
    state.request = request({ status: 'open', dueAt: '2026-04-01T10:00:00Z' })
    const open = await draw(privacyRequestConfirmPage('en'))
    expect(open).toContain(
      'We have your request for <!-- -->the erasure of your data<!-- -->, and answer by<!-- --> <time',
    )
    expect(open).toContain('April 1, 2026</time> <!-- -->at the latest.')
    expect(open).not.toContain('dir=')
    state.request = null
    expect(await draw(privacyRequestConfirmPage('en'))).toContain(
      'You can ask again from the<!-- --> <a class="font-semibold text-blue-600" href="/privacy-policy#privacy-request">privacy policy</a>.',
    )
    expect(newsletterConfirmPage('en').metadata).toEqual({
      title: 'Confirm your subscription',
      robots: { index: false, follow: false },
    })
    expect(offlinePage('en').metadata).toEqual({
      title: { absolute: 'You are offline' },
      robots: { index: false, follow: false },
    })
  })
})

describe('/ar/invalid-link and /ar/offline', () => {
  it('the invalid link says so in Arabic', async () => {
    const markup = await draw(invalidLinkPage('ar'), undefined)
    expect(markup).toContain('خطأ 400')
    expect(markup).toContain('هذا الرابط غير صالح')
    expect(markup).toContain('href="/ar">')
    expect(markup).not.toMatch(ENGLISH)
  })

  it('the invalid link names the status it is sent with: 410 for an expired link', async () => {
    const drawn = async (locale: 'en' | 'ar', reason?: string) =>
      html(
        await (invalidLinkPage(locale).Page as LinkPage)({
          searchParams: Promise.resolve(reason ? { reason } : {}),
        }),
      )
    const eyebrow = (markup: string) => /<p class="mt-6[^"]*">([^<]*)<\/p>/.exec(markup)?.[1]
    expect(eyebrow(await drawn('ar', 'expired'))).toBe('خطأ 410')
    expect(eyebrow(await drawn('ar'))).toBe('خطأ 400')
    expect(eyebrow(await drawn('ar', 'forged'))).toBe('خطأ 400')
    // English: 400 as before, 410 for an expired link.
    expect(eyebrow(await drawn('en'))).toBe('Error 400')
    expect(eyebrow(await drawn('en', 'expired'))).toBe('Error 410')
    expect(await drawn('en', 'expired')).not.toContain('400')
  })

  it('the offline page says so in Arabic, the phone left to right', async () => {
    const markup = await html(await (offlinePage('ar').Page as () => Promise<ReactNode>)())
    expect(markup).toContain('أنت غير متصل بالإنترنت')
    expect(markup).toContain('>إعادة المحاولة</button>')
    expect(markup).toContain('فريق <!-- -->Codehome<!-- -->:')
    expect(markup).toMatch(/<a href="tel:\+12125550142" class="[^"]*" dir="ltr">/)
    expect(markup).toContain('href="/ar">العودة إلى الرئيسية</a>')
    expect(markup).not.toMatch(ENGLISH)
    expect(state.settingsRead).toEqual(['ar'])
    const english = await html(await (offlinePage('en').Page as () => Promise<ReactNode>)())
    expect(english).toContain('You’re offline')
    expect(english).toContain('>Try again</button>')
    expect(english).not.toContain('dir=')
  })

  it('the titles are Arabic and no page is indexed', () => {
    const t = MESSAGES.ar.linkPages.titles
    expect(newsletterConfirmPage('ar').metadata.title).toBe(t.newsletterConfirm)
    expect(newsletterUnsubscribePage('ar').metadata.title).toBe(t.newsletterUnsubscribe)
    expect(privacyRequestConfirmPage('ar').metadata.title).toBe(t.privacyRequestConfirm)
    expect(invalidLinkPage('ar').metadata.title).toBe('رابط غير صالح')
    expect(offlinePage('ar').metadata.title).toEqual({ absolute: 'أنت غير متصل بالإنترنت' })
    for (const page of [
      newsletterConfirmPage('ar'),
      newsletterUnsubscribePage('ar'),
      privacyRequestConfirmPage('ar'),
      invalidLinkPage('ar'),
      offlinePage('ar'),
    ]) {
      expect(page.metadata.robots).toEqual({ index: false, follow: false })
    }
  })

  it("each Arabic route file keeps its English twin's segment config", () => {
    for (const route of [
      'newsletter/confirm',
      'newsletter/unsubscribe',
      'privacy-request/confirm',
      'invalid-link',
      'offline',
    ]) {
      const source = (group: string) => readFileSync(`app/${group}/${route}/page.tsx`, 'utf8')
      const config = (text: string) => text.match(/^export const \w+ = .*$/gm) ?? []
      expect(config(source('ar')), route).toEqual(config(source('(site)')))
      expect(source('ar'), route).toMatch(/\('ar'\)/)
      expect(source('(site)'), route).toMatch(/\('en'\)/)
    }
  })
})

describe('the signed links in Arabic (proxy.ts)', () => {
  const SITE = 'http://127.0.0.1'
  const answer = async (path: string) => {
    const { proxy } = await import('@/proxy')
    return proxy(new NextRequest(`${SITE}${path}`))
  }
  const rewrite = (response: Response) => {
    const value = response.headers.get('x-middleware-rewrite')
    return value === null ? null : new URL(value).pathname
  }
  const page = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`

  it('runs on the Arabic pages of signed links', async () => {
    const { config } = await import('@/proxy')
    for (const url of [
      '/ar/newsletter/confirm',
      '/ar/newsletter/unsubscribe',
      '/ar/privacy-request/confirm',
    ]) {
      expect(unstable_doesMiddlewareMatch({ config, url }), url).toBe(true)
    }
  })

  it('answers a forged Arabic link 400 and an expired one 410, with the Arabic page saying so', async () => {
    const { signedLinks } = await import('@/web/privacy/links')
    const good = await signedLinks().sign('newsletter-confirm', 'a@example.com')
    const forged = await answer(page('/ar/newsletter/confirm', `${good}x`))
    expect([forged.status, rewrite(forged)]).toEqual([400, '/ar/invalid-link'])
    // A token for another page's purpose is forged there.
    const other = await answer(page('/ar/newsletter/unsubscribe', good))
    expect([other.status, rewrite(other)]).toEqual([400, '/ar/invalid-link'])
    const expired = await signedLinks().sign('privacy-request', 'id', new Date(Date.now() - 1000))
    const late = await answer(page('/ar/privacy-request/confirm', expired))
    expect([late.status, rewrite(late)]).toEqual([410, '/ar/invalid-link'])
    // The page is told the status, to name it (a forged link's address says nothing more).
    const query = (response: Response) =>
      new URL(response.headers.get('x-middleware-rewrite')!).search
    expect([query(late), query(forged)]).toEqual(['?reason=expired', ''])
    // English as before, and told an expired link's status too.
    const english = await answer(page('/newsletter/confirm', `${good}x`))
    expect([english.status, rewrite(english), query(english)]).toEqual([400, '/invalid-link', ''])
    const lateEnglish = await answer(page('/privacy-request/confirm', expired))
    expect([lateEnglish.status, rewrite(lateEnglish), query(lateEnglish)]).toEqual([
      410,
      '/invalid-link',
      '?reason=expired',
    ])
  })

  it("lets a good Arabic link through: the Arabic e-mail's links, and the same token on either path", async () => {
    const { signedLinks } = await import('@/web/privacy/links')
    const links = await newsletterLinks(signedLinks(), SITE, 'a@example.com', new Date(), 7, 'ar')
    for (const url of [links.confirmUrl, links.unsubscribeUrl]) {
      const { pathname, search } = new URL(url)
      expect(pathname).toMatch(/^\/ar\/newsletter\/(confirm|unsubscribe)$/)
      const passed = await answer(pathname + search)
      expect([passed.status, rewrite(passed)], url).toEqual([200, null])
      expect(passed.headers.get('x-middleware-next')).toBe('1')
      // The token does not sign the path: the English page takes it too.
      const english = await answer(pathname.slice('/ar'.length) + search)
      expect([english.status, rewrite(english)], url).toEqual([200, null])
    }
  })
})

describe('the e-mails and the service worker', () => {
  it('link an Arabic lead to the Arabic pages', () => {
    for (const path of [
      '/newsletter/confirm',
      '/newsletter/unsubscribe',
      '/privacy-request/confirm',
      '/invalid-link',
      '/offline',
    ]) {
      expect(localizedHref(`${path}?token=x`, 'ar')).toBe(`/ar${path}?token=x`)
      expect(localizedHref(`${path}?token=x`, 'en')).toBe(`${path}?token=x`)
    }
  })

  it('answer a navigation under /ar without network with the Arabic offline page', () => {
    const fallback = (pathname: string) => OFFLINE_PAGES.find((page) => page.answers(pathname))?.url
    expect(OFFLINE_PAGES.map((page) => page.url)).toEqual(['/ar/offline', '/offline'])
    expect(fallback('/ar')).toBe('/ar/offline')
    expect(fallback('/ar/services/seo')).toBe('/ar/offline')
    expect(fallback('/services/seo')).toBe('/offline')
    expect(fallback('/')).toBe('/offline')
    expect(fallback('/arabic-landing')).toBe('/offline')
  })
})
