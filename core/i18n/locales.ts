/**
 * The site's languages, in one table. Everything that depends on the language (the page's `lang`
 * and `dir`, how dates, times, numbers and money read, the name the language switcher shows)
 * looks it up here, so adding a language is one entry plus its content and messages.
 *
 * English is the default: its pages keep their paths; every other language lives under
 * `/<code>/…`. No imports: the Studio, the lead function (Deno) and the browser can all use it.
 */

export interface LocaleEntry {
  /** The BCP 47 code of `<html lang>` and of the path prefix (`/ar/…`). */
  code: string
  /** Writing direction of `<html dir>`. */
  dir: 'ltr' | 'rtl'
  /** The language's own name, as the switcher shows it. */
  name: string
  /**
   * The locale `Intl` formats dates, times and plain numbers with. The Arabic entry asks for
   * Western digits (`-u-nu-latn`), as the Gulf's business sites write them and as the catalogue's
   * prices are written.
   */
  intl: string
  /**
   * Open to visitors and search engines: linked from the other languages' pages (the language
   * switcher, `hreflang` alternates) and listed in the sitemap. A language whose pages are still
   * being written is not: its pages answer, but say `noindex` and nothing links to them (the
   * agency reviews them at their addresses). Default true.
   */
  published?: boolean
  /**
   * The script its text is written in, when not Latin: an Arabic-script language (Arabic, Urdu)
   * gets the site's Arabic typeface (web/fonts/index.ts) through `data-script` on `<html>`.
   */
  script?: 'arabic'
  /** Open Graph's `og:locale` (language_TERRITORY); the code itself when not given. */
  ogLocale?: string
  /** The language's quotation marks, opening and closing; English's “…” when not given. */
  quotes?: readonly [string, string]
}

/** Money reads the same in every language ("$1,799"): the catalogue's prices are US dollars. */
export const MONEY_LOCALE = 'en-US'

export const LOCALES = [
  { code: 'en', dir: 'ltr', name: 'English', intl: 'en-US', ogLocale: 'en_US' },
  {
    code: 'ar',
    dir: 'rtl',
    name: 'العربية',
    intl: 'ar-u-nu-latn',
    script: 'arabic',
    ogLocale: 'ar_AR',
    quotes: ['«', '»'],
  },
] as const satisfies readonly LocaleEntry[]

export type Locale = (typeof LOCALES)[number]['code']

export const DEFAULT_LOCALE: Locale = 'en'

/** A table of languages and what follows from it; `LOCALES` is the site's, tests pass others. */
export function localeTable<const T extends readonly LocaleEntry[]>(entries: T) {
  const codes = entries.map((entry) => entry.code)
  const repeated = codes.find((code, index) => codes.indexOf(code) !== index)
  if (repeated) throw new Error(`The locale "${repeated}" is listed twice`)
  const byCode = new Map<string, T[number]>(entries.map((entry) => [entry.code, entry]))
  const fallback: T[number] | undefined = entries[0]
  if (!fallback) throw new Error('A locale table needs at least one language')
  return {
    codes: codes as T[number]['code'][],
    default: fallback.code as T[number]['code'],
    isLocale: (value: unknown): value is T[number]['code'] =>
      typeof value === 'string' && byCode.has(value),
    /** The languages open to visitors and search engines (the default always is). */
    published: entries
      .filter((entry) => entry.published !== false || entry.code === fallback.code)
      .map((entry) => entry.code) as T[number]['code'][],
    /** The entry for a code; the default language for anything unknown. */
    entry: (code: string | null | undefined): T[number] =>
      (code ? byCode.get(code) : undefined) ?? fallback,
    /**
     * The language a path is in and the path without its prefix: `/ar/services/seo` →
     * `{ locale: 'ar', path: '/services/seo' }`; a path without a known prefix is the default's.
     */
    split(path: string): { locale: T[number]['code']; path: string } {
      const match = /^\/([^/?#]+)(?=[/?#]|$)(.*)$/.exec(path)
      const [, prefix = '', rest = ''] = match ?? []
      if (prefix && prefix !== fallback.code && byCode.has(prefix)) {
        return {
          locale: prefix as T[number]['code'],
          path: rest.startsWith('/') ? rest : `/${rest}`,
        }
      }
      return { locale: fallback.code as T[number]['code'], path }
    },
    /** The same page's path in `code`: `('/services/seo', 'ar')` → `/ar/services/seo`. */
    localize(path: string, code: string): string {
      if (!byCode.has(code) || code === fallback.code) return path
      return path === '/' ? `/${code}` : `/${code}${path}`
    },
  }
}

export const locales = localeTable(LOCALES)

/**
 * The attribute that keeps a phone number, an e-mail address or a price left to right inside a
 * page in `locale`: `{ dir: 'ltr' }` on a right-to-left page, nothing on a left-to-right one (where
 * it would change nothing and still be sent with the page). Spread it: `<span {...ltrRun(locale)}>`.
 */
export function ltrRun(locale: string): { dir?: 'ltr' } {
  return locales.entry(locale).dir === 'rtl' ? { dir: 'ltr' } : {}
}

/** `text` in the quotation marks of `locale`'s language: “…” in English, «…» in Arabic. */
export function quoted(text: string, locale: string): string {
  const [open, close] = (locales.entry(locale) as LocaleEntry).quotes ?? ['“', '”']
  return `${open}${text}${close}`
}
