/**
 * The frame's texts as its client components take them. On English pages they take none: the
 * English texts are in their code (this module, bundled once and cached), so an English page's
 * data carries no interface text. A page in another language hands them its texts
 * (web/i18n/messages.ts `shellText`), so no other language is ever bundled.
 */
import shell from '@/messages/en/shell.json'

export type ShellText = Record<keyof typeof shell, string>

/** English, as messages/en/shell.json writes it (`{brand}` is filled in by the component). */
export const SHELL_EN: ShellText = shell
