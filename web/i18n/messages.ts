import 'server-only'
/**
 * The site's interface texts in each language (messages/{code}/*.json, ICU message syntax), read on
 * the server with use-intl's translator (the core of next-intl, without its routing: the site's
 * languages are root layouts, see web/components/shell/root-document.tsx). Client components get
 * their texts as props, already translated: no messages reach the browser, so an English page
 * carries no Arabic and the other way round.
 *
 * A language is an entry of core/i18n/locales.ts plus its messages files: one missing here, or a
 * file without a key English has, fails the type check (and tests/unit/messages.test.ts checks
 * both ways, with the ICU arguments of each message).
 */
import { createTranslator } from 'use-intl/core'
import type { Locale } from '@/core/i18n/locales'
import arFooter from '@/messages/ar/footer.json'
import arShell from '@/messages/ar/shell.json'
import arSwitcher from '@/messages/ar/switcher.json'
import enFooter from '@/messages/en/footer.json'
import enShell from '@/messages/en/shell.json'
import enSwitcher from '@/messages/en/switcher.json'
import type { ShellText } from './shell-text'

/**
 * One file per language and namespace (messages/{code}/{namespace}.json), so that a client
 * component's English defaults bundle only its own namespace (./shell-text.ts).
 */
const en = { shell: enShell, footer: enFooter, switcher: enSwitcher }

export type Messages = typeof en

export const MESSAGES: Record<Locale, Messages> = {
  en,
  ar: { shell: arShell, footer: arFooter, switcher: arSwitcher },
}

/**
 * The shell's texts in `locale`, as its client components take them (formatted, with the brand's
 * name). English pages pass none: the components carry English themselves (./shell-text.ts).
 */
export function shellText(locale: Locale, brand: string): ShellText {
  const t = translator(locale, 'shell')
  const keys = Object.keys(MESSAGES[locale].shell) as (keyof Messages['shell'])[]
  // Every message of the namespace, with every value any of them takes.
  return Object.fromEntries(
    keys.map((key) => [
      key,
      (t as unknown as (key: string, values: object) => string)(key, { brand }),
    ]),
  ) as ShellText
}

/** The texts of `namespace` in `locale`: `t('callNow')`, `t('homeLabel', { brand })`. */
export function translator<const N extends keyof Messages>(locale: Locale, namespace: N) {
  return createTranslator<Messages, N>({ locale, messages: MESSAGES[locale], namespace })
}
