/**
 * The words machine text writes itself (messages/{code}/machineText.json), by language, without
 * the rest of the site's messages: proxy.ts answers a removed page's `.md` address with them, and
 * the Markdown route an unknown one, in the address's language (`/ar/…` in Arabic).
 */
import { type Locale, locales } from '@/core/i18n/locales'
import arabic from '@/messages/ar/machineText.json'
import english from '@/messages/en/machineText.json'

export const MACHINE_WORDS: Readonly<Record<Locale, typeof english>> = { en: english, ar: arabic }

/** The machine-text words of the language `pathname` is in. */
export const machineWordsFor = (pathname: string) => MACHINE_WORDS[locales.split(pathname).locale]
