import { formatDay } from '@/core/format/format'

/**
 * A value made on first use. For the Intl formatters below: making one loads the runtime's locale
 * data (milliseconds of a phone's main thread while the page starts), and most pages that load
 * this module in the browser never format anything with it.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined
  return () => (value ??= make())
}

const list = onFirstUse(() => new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }))

/**
 * "A, B and C" (no serial comma, as the site writes it elsewhere); in another language, as that
 * language joins a list ('ar': "أ وب وج").
 */
export const joinList = (items: string[], locale?: string) =>
  locale && locale !== 'en'
    ? new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items)
    : list()
        .format(items)
        .replace(/, and /, ' and ')

/** A calendar date from the CMS ("2025-03-18") as visitors read it: "March 18, 2025". */
export const formatDate = (value: string, locale?: string | null) =>
  formatDay(value, 'date', locale)

/**
 * `text` with the number `value` in it as a text node of its own, as JSX writes `{minutes} min
 * read`: the English page's markup stays as it was, whatever the language's word order.
 */
export function numberApart(text: string, value: string) {
  const at = text.indexOf(value)
  if (at < 0) return text
  return [text.slice(0, at), value, text.slice(at + value.length)].filter(Boolean)
}

/** Minutes to read `words` words at 220 words a minute, at least one. */
export const readingMinutes = (words: number) => Math.max(1, Math.round(words / 220))

/** Paragraphs of a plain-text field (blank lines separate them). */
export const paragraphs = (text: string | null | undefined) =>
  (text ?? '')
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean)

/** Short phrases as sentences: ["Free consultation", "Reply in 24 hours"] → "Free consultation. Reply in 24 hours." */
export const sentences = (...parts: (string | null | undefined)[]) =>
  parts
    .filter((part): part is string => Boolean(part?.trim()))
    .map((part) => (/[.!?]$/.test(part.trim()) ? part.trim() : `${part.trim()}.`))
    .join(' ')

const alternatives = onFirstUse(
  () => new Intl.ListFormat('en', { style: 'long', type: 'disjunction' }),
)

/** "A, B or C" (no serial comma, like joinList). */
export const joinAlternatives = (items: readonly string[]) =>
  alternatives().format(items).replace(/, or /, ' or ')

/** The initials of a name, at most two: "Northwind Analytics" → "NA". */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('')

/**
 * `text` split around the matches of `pattern` (a global expression): the text between them at the
 * even indexes, the matches at the odd ones; joined, the text as it was.
 */
export function splitAround(text: string, pattern: RegExp): string[] {
  const parts: string[] = []
  let from = 0
  for (const match of text.matchAll(pattern)) {
    parts.push(text.slice(from, match.index), match[0])
    from = match.index + match[0].length
  }
  parts.push(text.slice(from))
  return parts
}
