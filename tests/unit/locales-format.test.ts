import { describe, expect, it } from 'vitest'
import { formatDay, formatMoment, formatNumber, formatTimeLabel } from '@/core/format/format'
import { DEFAULT_LOCALE, LOCALES, localeTable, locales, quoted } from '@/core/i18n/locales'
import { formatDollars } from '@/core/money/money'

describe('the locale table', () => {
  it('has English first (the default, unprefixed) and Arabic right to left', () => {
    expect(DEFAULT_LOCALE).toBe('en')
    expect(locales.default).toBe('en')
    expect(locales.entry('ar')).toMatchObject({ dir: 'rtl', intl: 'ar-u-nu-latn' })
    expect(locales.entry('xx')).toBe(LOCALES[0])
    expect(locales.entry(null).code).toBe('en')
  })

  it("quotes in the language's marks: English's “…”, Arabic's «…»", () => {
    expect(quoted('Fast.', 'en')).toBe('“Fast.”')
    expect(quoted('سريع.', 'ar')).toBe('«سريع.»')
    expect(quoted('Fast.', 'xx')).toBe('“Fast.”')
  })

  it('splits a path into its language and the page, and builds it back', () => {
    expect(locales.split('/ar/services/seo')).toEqual({ locale: 'ar', path: '/services/seo' })
    expect(locales.split('/ar')).toEqual({ locale: 'ar', path: '/' })
    expect(locales.split('/ar?ref=x')).toEqual({ locale: 'ar', path: '/?ref=x' })
    expect(locales.split('/services/seo')).toEqual({ locale: 'en', path: '/services/seo' })
    // An English path that merely starts with the letters of a code is English.
    expect(locales.split('/articles')).toEqual({ locale: 'en', path: '/articles' })
    // The default language never has a prefix: /en/… is an ordinary (unknown) English path.
    expect(locales.split('/en/about')).toEqual({ locale: 'en', path: '/en/about' })
    expect(locales.localize('/services/seo', 'ar')).toBe('/ar/services/seo')
    expect(locales.localize('/', 'ar')).toBe('/ar')
    expect(locales.localize('/about', 'en')).toBe('/about')
    expect(locales.localize('/about', 'xx')).toBe('/about')
  })

  it('takes a third language (Urdu, also right to left) as one more entry', () => {
    const three = localeTable([
      ...LOCALES,
      { code: 'ur', dir: 'rtl', name: 'اردو', intl: 'ur-PK-u-nu-latn' },
    ])
    expect(three.codes).toEqual(['en', 'ar', 'ur'])
    expect(three.split('/ur/contact')).toEqual({ locale: 'ur', path: '/contact' })
    expect(three.localize('/contact', 'ur')).toBe('/ur/contact')
    expect(three.entry('ur').dir).toBe('rtl')
    expect(three.isLocale('ur')).toBe(true)
    expect(locales.isLocale('ur')).toBe(false)
  })

  it('refuses an empty table or a language listed twice', () => {
    expect(() => localeTable([])).toThrow(/at least one/)
    expect(() => localeTable([...LOCALES, LOCALES[1]])).toThrow(/listed twice/)
  })
})

describe('one formatting module for dates, times and numbers', () => {
  const moment = new Date('2025-03-18T14:05:00Z')

  it('writes English as the site always has', () => {
    expect(formatDay('2025-03-18')).toBe('March 18, 2025')
    expect(formatDay('2025-03-18T23:59:00Z', 'monthDay')).toBe('Mar 18')
    expect(formatMoment(moment, 'dateTime')).toBe('Mar 18, 2025, 2:05 PM')
    expect(formatMoment(moment, 'dateTimeZone')).toBe('March 18, 2025 at 2:05 PM UTC')
    expect(formatMoment(moment.toISOString(), 'date', { timeZone: 'Asia/Tokyo' })).toBe(
      'March 18, 2025',
    )
    expect(formatMoment(moment, 'dateFull', { timeZone: 'Asia/Tokyo' })).toBe(
      'Tuesday, March 18, 2025',
    )
    expect(formatNumber(12345)).toBe('12,345')
    expect(formatNumber(12.345, 'en', { maximumFractionDigits: 1 })).toBe('12.3')
  })

  it('writes Arabic in Arabic words with Western digits; money reads the same in both', () => {
    const day = formatDay('2025-03-18', 'date', 'ar')
    expect(day).toMatch(/مارس/)
    expect(day).toMatch(/18/)
    expect(day).toMatch(/2025/)
    expect(day).not.toMatch(/[٠-٩]/)
    expect(formatNumber(12345, 'ar')).toBe('12,345')
    expect(formatDollars(1799)).toBe('$1,799')
  })

  it('writes a time the settings give in English ("7:30 PM") in the language, English as written', () => {
    expect(formatTimeLabel('7:30 PM', 'ar')).toBe('7:30 م')
    expect(formatTimeLabel('3:30 AM', 'ar')).toBe('3:30 ص')
    expect(formatTimeLabel('12:00 PM', 'ar')).toBe('12:00 م')
    for (const label of ['7:30 PM', '10:30 AM', '07:30 pm', '19:30']) {
      expect(formatTimeLabel(label, 'en')).toBe(label)
      expect(formatTimeLabel(label)).toBe(label)
    }
    expect(formatTimeLabel('19:30', 'ar')).toBe('19:30')
  })
})
