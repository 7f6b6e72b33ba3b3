/**
 * The interface texts in every language (messages/{code}/*.json, issue 44): the same keys, each with
 * the same ICU arguments, so a message never renders its key or drops a value; Arabic in Arabic;
 * and the links of an Arabic page go to Arabic pages only where they exist.
 */
import { describe, expect, it } from 'vitest'
import { type Locale, LOCALES, localeTable, locales } from '@/core/i18n/locales'
import { isTranslatedPath, localizedHref, TRANSLATED_ROUTES } from '@/core/i18n/routes'
import {
  type Messages,
  MESSAGES,
  shellText,
  translatedProps,
  translator,
} from '@/web/i18n/messages'
import { formatPlural } from '@/web/i18n/plural'

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

  it.each(LOCALES.map((locale) => locale.code))('%s has every namespace English has', (code) => {
    expect(Object.keys(MESSAGES[code]).sort()).toEqual(Object.keys(MESSAGES.en).sort())
  })

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

/** What a message says with `values`, formatted by use-intl (as the server does). */
const formatted = (code: Locale, namespace: keyof Messages, key: string, values?: object) =>
  (translator(code, namespace) as unknown as (key: string, values?: object) => string)(key, values)

describe('messages as client components take them (translatedProps)', () => {
  const codes = LOCALES.map((locale) => locale.code)
  // The namespaces a client component takes as written and fills in itself (the shell's are
  // formatted on the server, shellText; the footer's, the switcher's and the loading screen's are
  // the server's own).
  const asWritten = [
    'booking',
    'calculator',
    'consent',
    'contactForm',
    'copy',
    'error',
    'footerLinks',
    'formErrors',
    'leadForm',
    'newsletter',
    'newsletterNotices',
    'newsletterSection',
    'notFound',
    'siteIndex',
  ] as const

  it('are none on English pages, not even an undefined prop: the components carry English', () => {
    const props = (code: Locale) =>
      translatedProps(code, (messages) => ({ locale: code, text: messages.consent }))
    expect(props('en')).toEqual({})
    expect(Object.keys(props('en'))).toEqual([])
    expect(props('ar')).toEqual({ locale: 'ar', text: MESSAGES.ar.consent })
  })

  it.each(codes)('%s: a message without values reads as written (no ICU quoting)', (code) => {
    for (const namespace of asWritten) {
      for (const [key, message] of leaves(MESSAGES[code][namespace] as Tree)) {
        if (argumentsOf(message).length === 0) {
          expect(formatted(code, namespace, key), `${namespace}.${key}`).toBe(message)
        }
      }
    }
  })

  it.each(codes)('%s: the values filled in the browser read as use-intl formats them', (code) => {
    const copy = MESSAGES[code].copy.copiedDescription
    for (const value of ['+1 (212) 555-0142', 'hello@codehome.example']) {
      expect(copy.replace('{value}', value)).toBe(
        formatted(code, 'copy', 'copiedDescription', { value }),
      )
    }
    const { intl } = locales.entry(code)
    for (let count = 0; count <= 120; count++) {
      expect(formatPlural(MESSAGES[code].calculator.forServices, count, intl), `${count}`).toBe(
        formatted(code, 'calculator', 'forServices', { count }),
      )
    }
  })

  it("count in each language's plural forms", () => {
    const count = (code: Locale, n: number) =>
      formatPlural(MESSAGES[code].calculator.forServices, n, locales.entry(code).intl)
    expect([0, 1, 2].map((n) => count('en', n))).toEqual([
      'for 0 services',
      'for 1 service',
      'for 2 services',
    ])
    expect([0, 1, 2, 3, 11, 100].map((n) => count('ar', n))).toEqual([
      'دون اختيار أي خدمة',
      'لخدمة واحدة',
      'لخدمتين',
      'لـ3 خدمات',
      'لـ11 خدمة',
      'لـ100 خدمة',
    ])
  })
})

describe('links on a page in another language', () => {
  it('go to the page in that language where it exists, else to the English page', () => {
    // The Arabic home page is live; the routes not yet translated keep their English links.
    expect(TRANSLATED_ROUTES).toContain('/')
    expect(localizedHref('/', 'ar')).toBe('/ar')
    expect(localizedHref('/services/seo', 'ar', ['/'])).toBe('/services/seo')
    const routes = ['/', '/services/:slug']
    expect(localizedHref('/', 'ar', routes)).toBe('/ar')
    expect(localizedHref('/', 'en', routes)).toBe('/')
    expect(localizedHref('/services/seo', 'ar', routes)).toBe('/ar/services/seo')
    expect(localizedHref('/services', 'ar', routes)).toBe('/services')
    expect(localizedHref('/services/seo?x=1', 'ar', routes)).toBe('/ar/services/seo?x=1')
    expect(isTranslatedPath('/services/', routes)).toBe(false)
    // A path already in a language is left as it is, even where a pattern would match it.
    expect(localizedHref('/ar', 'ar', ['/', '/:landing'])).toBe('/ar')
    expect(localizedHref('/ar/services/seo', 'ar', routes)).toBe('/ar/services/seo')
    // A one-segment pattern stands for the pages at /{slug}, not the site's own routes.
    expect(localizedHref('/codehome-web-development', 'ar', ['/:landing'])).toBe(
      '/ar/codehome-web-development',
    )
    expect(localizedHref('/search', 'ar', ['/:landing'])).toBe('/search')
    expect(localizedHref('/checkout', 'ar', ['/:landing'])).toBe('/checkout')
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
    expect(table.published).toEqual(['en', 'ar'])
    expect(table.entry('ur').dir).toBe('rtl')
    expect(table.split('/ur/services/seo')).toEqual({ locale: 'ur', path: '/services/seo' })
    expect(table.localize('/', 'ur')).toBe('/ur')
  })
})
