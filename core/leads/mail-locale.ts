/**
 * The language of the e-mails a visitor gets: one of the site's languages (core/i18n/locales.ts),
 * and what follows from it in an e-mail. HTML says its `lang` and `dir`, and a right-to-left
 * e-mail keeps phone numbers, addresses and links left to right inside its sentences (else
 * "+1 (212) 555-0142" reads "555-0142 (212) 1+"). Links go to the pages in that language, once
 * the site has them.
 *
 * The default language's e-mails are written exactly as they were before there were languages:
 * nothing here adds a byte to them.
 */
import { DEFAULT_LOCALE, type Locale, locales } from '../i18n/locales.ts'
import { localizedHref } from '../i18n/routes.ts'

export type { Locale }

/** The answer to a language the site does not have (the lead function's, the privacy form's). */
export const LOCALE_MESSAGE = `locale must be one of the site's languages: ${locales.codes.join(', ')}`

/** The lead's language when the table knows it; the default for older leads and clients. */
export const mailLocale = (value: unknown): Locale =>
  locales.isLocale(value) ? value : DEFAULT_LOCALE

const isRtl = (locale: string) => locales.entry(locale).dir === 'rtl'

const BODY_STYLE = 'font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5'
/**
 * Arabic script needs more leading than Latin, and Tahoma (on every desktop that reads mail) draws
 * it more legibly than Arial at e-mail sizes. `direction` and `text-align` repeat `dir` for the
 * clients that keep a body's style but drop its attributes.
 */
const RTL_BODY_STYLE =
  'font-family:Tahoma,Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.7;direction:rtl;text-align:right'

/** `<html><body …>` of a visitor's e-mail: with `lang` and `dir` for every other language. */
export function htmlOpen(locale: string): string {
  const { code, dir } = locales.entry(locale)
  if (code === DEFAULT_LOCALE) return `<html><body style="${BODY_STYLE}">`
  const style = dir === 'rtl' ? RTL_BODY_STYLE : BODY_STYLE
  return `<html lang="${code}" dir="${dir}"><body dir="${dir}" style="${style}">`
}

/**
 * ` dir="rtl"` for a block of a right-to-left e-mail, '' otherwise: repeated on each paragraph
 * because webmail clients drop the `<html>` and `<body>` they are shown inside.
 */
export const dirAttribute = (locale: string) => (isRtl(locale) ? ' dir="rtl"' : '')

/** Escaped HTML kept left to right inside right-to-left text (a phone, an address, a price). */
export const ltr = (html: string, locale: string) =>
  isRtl(locale) ? `<span dir="ltr">${html}</span>` : html

/** A link's opening tag, left to right in a right-to-left e-mail (`href` already escaped). */
export const anchorOpen = (href: string, locale: string, style = '') =>
  `<a${isRtl(locale) ? ' dir="ltr"' : ''} href="${href}"${style ? ` style="${style}"` : ''}>`

/**
 * A page of the site in the language, where the site has it in that language (core/i18n/routes.ts:
 * an e-mail's link never leads to a page that is not there yet), else the English page:
 * `('https://x.example', '/book-call', 'ar')` → "https://x.example/ar/book-call" once /book-call
 * is translated. The default language's pages keep their paths.
 */
export const pagePath = (path: string, locale: string) => localizedHref(path, locale)

export const sitePage = (siteUrl: string, path: string, locale: string) =>
  `${siteUrl.replace(/\/+$/, '')}${pagePath(path, locale)}`

const languageNames = new Map<string, string>()

/** "Arabic (ar)": a lead's language as the agency reads it (in English, with its code). */
export function languageLabel(code: string): string {
  let name = languageNames.get(code)
  if (name === undefined) {
    try {
      name = new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code
    } catch {
      name = code
    }
    languageNames.set(code, name)
  }
  return name === code ? code : `${name} (${code})`
}
