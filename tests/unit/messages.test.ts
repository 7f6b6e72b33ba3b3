/**
 * The interface texts in every language (messages/{code}.json, issue 44): the same keys, each with
 * the same ICU arguments, so a message never renders its key or drops a value; Arabic in Arabic;
 * and the links of an Arabic page go to Arabic pages only where they exist.
 */
import { describe, expect, it } from 'vitest'
import { LOCALES, localeTable } from '@/core/i18n/locales'
import { isTranslatedPath, localizedHref, TRANSLATED_ROUTES } from '@/core/i18n/routes'
import { NEWSLETTER } from '@/web/components/forms/messages/newsletter'
import { COPY_FAILED } from '@/web/components/shell/copy-button'
import { ERROR_HEADING, ERROR_TEXT } from '@/web/components/shell/error-screen'
import {
  calculatorText,
  consentText,
  copyText,
  errorText,
  newsletterText,
  notFoundText,
} from '@/web/i18n/frame-text'
import { MESSAGES, shellText, translator } from '@/web/i18n/messages'

type Tree = { [key: string]: string | Tree }

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  )
}

/** The names of a message's ICU arguments: `{brand}` → brand. */
const argumentsOf = (message: string) =>
  [...message.matchAll(/\{\s*([A-Za-z0-9_]+)/g)].map((match) => match[1]).sort()

describe('messages', () => {
  const english = new Map(leaves(MESSAGES.en as Tree))

  it.each(LOCALES.map((locale) => locale.code))(
    '%s has every message English has, no more',
    (code) => {
      const messages = new Map(leaves(MESSAGES[code] as Tree))
      expect([...messages.keys()].sort()).toEqual([...english.keys()].sort())
      for (const [key, message] of messages) {
        expect(argumentsOf(message), `${code} ${key}`).toEqual(argumentsOf(english.get(key)!))
        expect(message.trim(), `${code} ${key}`).not.toBe('')
      }
    },
  )

  it('Arabic messages are written in Arabic', () => {
    for (const [key, message] of leaves(MESSAGES.ar as Tree)) {
      expect(message, key).toMatch(/[\u0600-\u06FF]/)
    }
  })

  it('formats with the values given, in the language asked for', () => {
    expect(translator('en', 'footer')('aboutBrand', { brand: 'Codehome' })).toBe('About Codehome')
    expect(translator('ar', 'footer')('aboutBrand', { brand: 'Codehome' })).toBe(
      'تعرّف على Codehome',
    )
    const text = shellText('en', 'Codehome')
    expect(text.homeLabel).toBe('Codehome home')
    expect(text.callNow).toBe('Call Now')
    expect(shellText('ar', 'Codehome').callNow).toBe('اتصل الآن')
  })
})

describe("the frame's texts (web/i18n/frame-text.ts)", () => {
  const arabic = /[\u0600-\u06FF]/

  it('English keeps the words the code says outside the frame and in its other places', () => {
    // The error screen outside the frame (app/global-error.tsx) says ERROR_TEXT.
    expect(errorText('en')).toEqual(ERROR_TEXT)
    expect(ERROR_TEXT.heading).toBe(ERROR_HEADING)
    // The home page's sign-up says NEWSLETTER; the footer's, the messages.
    const { label: _label, emailLabel: _email, ...notices } = newsletterText('en')
    for (const [key, message] of Object.entries(notices)) {
      if (key in NEWSLETTER) expect(message, key).toBe(NEWSLETTER[key as keyof typeof NEWSLETTER])
    }
    // The admin's copy buttons say COPY_FAILED.
    const copy = copyText('en', 'phone', '+1 (212) 555-0142')
    expect([copy.failedTitle, copy.failedDescription]).toEqual([
      COPY_FAILED.title,
      COPY_FAILED.description,
    ])
    expect(copy.description).toBe('+1 (212) 555-0142 has been copied to your clipboard.')
    expect(copyText('en', 'email', 'a@b.co').copied).toBe('Copied email address')
  })

  it("count the calculator's services in each language's plural forms", () => {
    expect(calculatorText('en', 2).forServices).toEqual([
      'for 0 services',
      'for 1 service',
      'for 2 services',
    ])
    const ar = calculatorText('ar', 11).forServices
    expect([ar[1], ar[2], ar[3], ar[11]]).toEqual([
      'لخدمة واحدة',
      'لخدمتين',
      'لـ3 خدمات',
      'لـ11 خدمة',
    ])
    expect(calculatorText('en', 0).groups).toEqual({
      Marketing: 'Marketing',
      Development: 'Development',
    })
  })

  it("an English page's texts carry no Arabic, an Arabic page's are Arabic", () => {
    const texts = (locale: 'en' | 'ar') => [
      newsletterText(locale),
      copyText(locale, 'email', 'a@b.co'),
      notFoundText(locale),
      consentText(locale),
      calculatorText(locale, 3),
      errorText(locale),
    ]
    expect(JSON.stringify(texts('en'))).not.toMatch(arabic)
    for (const text of texts('ar')) {
      for (const [key, value] of Object.entries(text)) {
        if (key !== 'home') expect(JSON.stringify(value), key).toMatch(arabic)
      }
    }
    expect(errorText('ar').home).toBe('/ar')
  })
})

describe('links on a page in another language', () => {
  it('go to the page in that language where it exists, else to the English page', () => {
    // No Arabic route is live yet: every link stays English.
    expect(TRANSLATED_ROUTES).toEqual([])
    expect(localizedHref('/services/seo', 'ar')).toBe('/services/seo')
    const routes = ['/', '/services/:slug']
    expect(localizedHref('/', 'ar', routes)).toBe('/ar')
    expect(localizedHref('/', 'en', routes)).toBe('/')
    expect(localizedHref('/services/seo', 'ar', routes)).toBe('/ar/services/seo')
    expect(localizedHref('/services', 'ar', routes)).toBe('/services')
    expect(localizedHref('/services/seo?x=1', 'ar', routes)).toBe('/ar/services/seo?x=1')
    expect(isTranslatedPath('/services/', routes)).toBe(false)
    // Other sites, protocol-relative addresses and anchors are left alone.
    expect(localizedHref('https://example.com/', 'ar', routes)).toBe('https://example.com/')
    expect(localizedHref('//example.com/', 'ar', routes)).toBe('//example.com/')
    expect(localizedHref('#main', 'ar', routes)).toBe('#main')
  })

  it('a third language is one more entry of the table, published when its pages are done', () => {
    const table = localeTable([
      ...LOCALES,
      { code: 'ur', dir: 'rtl', name: 'اردو', intl: 'ur-PK', published: false },
    ] as const)
    expect(table.codes).toEqual(['en', 'ar', 'ur'])
    expect(table.published).toEqual(['en'])
    expect(table.entry('ur').dir).toBe('rtl')
    expect(table.split('/ur/services/seo')).toEqual({ locale: 'ur', path: '/services/seo' })
    expect(table.localize('/', 'ur')).toBe('/ur')
  })
})
