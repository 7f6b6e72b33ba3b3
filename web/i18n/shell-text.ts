/**
 * The frame's texts as its client components take them. On English pages they take none: the
 * English texts are in their code (this module, bundled once and cached), so an English page's
 * data carries no interface text. A page in another language hands them its texts
 * (web/i18n/messages.ts `shellText`), so no other language is ever bundled.
 */
import en from '@/messages/en.json'

export type ShellText = Record<keyof typeof en.shell, string>

/** English, as messages/en.json writes it (its one argument, `{brand}`, is not used by clients). */
export const SHELL_EN: ShellText = en.shell
