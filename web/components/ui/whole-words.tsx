/**
 * A heading or introduction whose hyphenated words stay whole: browsers break a line after any
 * hyphen, so "E-commerce" or "no lock-in contracts" could end a line on "E-" or "lock-". Each such
 * word is drawn in a span that does not wrap; the text itself is unchanged.
 */
import type { ReactNode } from 'react'

/** A word of letters or digits joined by hyphens: "E-commerce", "lock-in", "1-2". */
const HYPHENATED = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu

/** `text` split around its hyphenated words: the words at the odd indexes. */
export function splitHyphenated(text: string): string[] {
  const parts: string[] = []
  let from = 0
  for (const match of text.matchAll(HYPHENATED)) {
    parts.push(text.slice(from, match.index), match[0])
    from = match.index + match[0].length
  }
  parts.push(text.slice(from))
  return parts
}

/** `text` with its hyphenated words kept on one line; anything but a string is returned as it is. */
export function WholeWords({ children }: { children: ReactNode }): ReactNode {
  if (typeof children !== 'string') return children
  const parts = splitHyphenated(children)
  if (parts.length === 1) return children
  return parts.map((part, index) =>
    index % 2 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  )
}
