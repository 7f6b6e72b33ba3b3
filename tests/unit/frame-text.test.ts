/**
 * The frame's client components carry their English themselves (issue 44): what each shows with
 * no texts given, as an English page draws it, is messages/en/*.json word for word; given a
 * language's messages (web/i18n/messages.ts translatedProps, on that language's pages) it shows
 * those and no English. The English kept in code for other places (the home page's newsletter
 * notices, the admin's copy failure, the error screen's heading) is the same messages'.
 */
import { describe, expect, it } from 'vitest'
import { CookieBanner } from '@/web/components/consent/cookie-banner'
import { CookieSettingsButton } from '@/web/components/consent/cookie-settings-button'
import { NEWSLETTER } from '@/web/components/forms/messages/newsletter'
import { COPY_FAILED, CopyButton } from '@/web/components/shell/copy-button'
import { describeError, ERROR_HEADING, ErrorScreen } from '@/web/components/shell/error-screen'
import { FooterCategories, FooterServiceColumns } from '@/web/components/shell/footer-links'
import { FooterNewsletter } from '@/web/components/shell/footer-newsletter'
import { NotFoundScreen } from '@/web/components/shell/not-found-screen'
import { SiteIndexLinks } from '@/web/components/shell/site-index-links'
import { MESSAGES } from '@/web/i18n/messages'
import { escaped, render } from '../helpers/markup'

const categories = [
  { title: 'Marketing', icon: null, index: 0, services: [{ title: 'SEO', slug: 'seo' }] },
]
const links = { pages: [], caseStudies: [], posts: [] }

/**
 * Each component as a page draws it, given `messages` (a language's) or none (English), with the
 * message keys whose words it shows.
 */
const PIECES = [
  {
    namespace: 'newsletter',
    keys: ['label', 'emailLabel', 'placeholder', 'subscribe'],
    draw: (text?: typeof MESSAGES.en.newsletter) => render(FooterNewsletter, { text }),
  },
  {
    namespace: 'copy',
    keys: ['copyPhone'],
    draw: (text?: typeof MESSAGES.en.copy) =>
      render(CopyButton, { value: '+1 (212) 555-0142', kind: 'phone', text }),
  },
  {
    namespace: 'copy',
    keys: ['copyEmail'],
    draw: (text?: typeof MESSAGES.en.copy) =>
      render(CopyButton, { value: 'hello@codehome.example', kind: 'email', text }),
  },
  {
    namespace: 'footerLinks',
    keys: ['viewAllServices', 'allServices', 'cookieSettings'],
    draw: (text?: typeof MESSAGES.en.footerLinks) =>
      render(FooterCategories, { categories, text }) +
      render(FooterServiceColumns, { categories, text }) +
      render(CookieSettingsButton, { text }),
  },
  {
    namespace: 'siteIndex',
    keys: Object.keys(MESSAGES.en.siteIndex),
    draw: (text?: typeof MESSAGES.en.siteIndex) =>
      render(SiteIndexLinks, { categories: [], links, text }),
  },
  {
    namespace: 'consent',
    keys: [
      'heading',
      'text',
      'consentUse',
      'gpc',
      'privacyPolicy',
      'currentChoice',
      'acceptAll',
      'necessaryOnly',
    ],
    draw: (text?: typeof MESSAGES.en.consent) =>
      render(CookieBanner, {
        text,
        current: {
          preferences: { necessary: true, analytics: true, marketing: true },
        } as Parameters<typeof CookieBanner>[0]['current'],
        gpc: true,
        reopened: true,
        onChoose: () => undefined,
        onClose: () => undefined,
      }),
  },
  {
    namespace: 'notFound',
    keys: Object.keys(MESSAGES.en.notFound).filter((key) => key !== 'pageTitle'),
    draw: (messages?: typeof MESSAGES.en.notFound) => render(NotFoundScreen, { messages }),
  },
  {
    namespace: 'error',
    keys: ['eyebrow', 'heading', 'fallback', 'reference', 'tryAgain', 'backHome'],
    draw: (text?: typeof MESSAGES.en.error) =>
      render(ErrorScreen, {
        error: Object.assign(Object.create(null) as object, { digest: '2871245133' }),
        retry: () => undefined,
        text,
      }),
  },
] as const

describe("the frame's client components", () => {
  it.each(PIECES.map((piece) => [piece.namespace, piece] as const))(
    '%s: with no texts given, the English of messages/en',
    (namespace, piece) => {
      const html = piece.draw()
      const english = MESSAGES.en[namespace] as Record<string, string>
      for (const key of piece.keys) expect(html, key).toContain(escaped(english[key]!))
    },
  )

  it.each(PIECES.map((piece) => [piece.namespace, piece] as const))(
    '%s: given Arabic, Arabic and no English',
    (namespace, piece) => {
      const arabic = MESSAGES.ar[namespace] as Record<string, string>
      const html = (piece.draw as (text: unknown) => string)(arabic)
      const english = MESSAGES.en[namespace] as Record<string, string>
      for (const key of piece.keys) {
        expect(html, key).toContain(escaped(arabic[key]!))
        expect(html, key).not.toContain(escaped(english[key]!))
      }
    },
  )

  it('the links of an Arabic 404 and error screen go to the Arabic home page', () => {
    const notFound = render(NotFoundScreen, { locale: 'ar', messages: MESSAGES.ar.notFound })
    expect(notFound).toContain('href="/ar"')
    // Its links lead to the Arabic pages of the routes that have them (core/i18n/routes.ts).
    expect(notFound).toContain('href="/ar/services"')
    expect(notFound).not.toContain('href="/services"')
    const error = render(ErrorScreen, { error: null, locale: 'ar', text: MESSAGES.ar.error })
    expect(error).toContain('href="/ar"')
    expect(render(ErrorScreen, { error: null })).toContain('href="/"')
  })
})

describe('English kept in code for other places is the messages', () => {
  it("the home page's newsletter notices, the admin's copy failure, the error heading", () => {
    const { schedule: _schedule, back: _back, ...notices } = NEWSLETTER
    expect(notices).toEqual(MESSAGES.en.newsletterNotices)
    expect(COPY_FAILED).toEqual({
      title: MESSAGES.en.copy.failedTitle,
      description: MESSAGES.en.copy.failedDescription,
    })
    expect(ERROR_HEADING).toBe(MESSAGES.en.error.heading)
    expect(describeError(undefined)).toBe(MESSAGES.en.error.fallback)
  })
})
