/**
 * A heading whose hyphenated words stay whole: browsers break a line after any hyphen, so a title
 * such as "ShopSmart E-commerce Store" could end a line on "E-". Each such word is drawn in a span
 * that does not wrap (`text-nowrap`: text-wrap-mode, the part of white-space that wraps, in fewer
 * bytes of markup and of React's data than `whitespace-nowrap`); the text itself is unchanged.
 *
 * Headings only, not paragraphs: on the first page of a visit the text is drawn in a fallback
 * scaled to Inter until Inter is swapped in (web/fonts), and the two break lines alike only where
 * breaks are many. A paragraph's whole words moved a line's end at that swap (a layout shift of
 * 0.01 on /services/seo at 412 px, Lighthouse's phone); a heading's few words did not. Tried
 * again on the heroes' introductions ("lock-/in" at 1440 px, an outside review): the swap moved a
 * line's end inside the home hero's paragraph on a phone (0.004, tests/e2e/slow-html), which the
 * swap's pins (web/fonts/deferred-font.ts) do not see: they watch boxes, not lines. And a third
 * time from 1024 px only (`lg:text-nowrap`): the phone's lines were the same, but the span alone
 * cuts the paragraph's text in three text nodes, and the browser counts a text node that starts
 * mid-line, moved sideways by the swap, as a layout shift (the same 0.004). So paragraphs below
 * the first screen only (`wholeWordsIn`: rich text, the blog's cards), where a swap moves nothing
 * in view.
 */
import { Children, type ReactNode } from 'react'
import { splitAround } from '@/web/lib/text'

/** A word of letters or digits joined by hyphens: "E-commerce", "lock-in", "1-2". */
const HYPHENATED = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu

/** `text` split around its hyphenated words: the words at the odd indexes. */
export const splitHyphenated = (text: string): string[] => splitAround(text, HYPHENATED)

/** `text` with its hyphenated words kept on one line; anything but a string is returned as it is. */
export function WholeWords({ children }: { children: ReactNode }): ReactNode {
  if (typeof children !== 'string') return children
  const parts = splitHyphenated(children)
  if (parts.length === 1) return children
  return parts.map((part, index) =>
    index % 2 ? (
      <span key={index} className="text-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  )
}

/** The word joiner (U+2060): no line breaks beside it, and it draws nothing. */
const JOINER = '\u2060'

/**
 * `text` with a word joiner after each hyphen inside a word ("E-\u2060commerce"), so no line
 * ends there: for a paragraph on the first screen, where the spans of `WholeWords` would cut the
 * text into nodes that the swap of faces moves (above). One text node, as before; the letters
 * are unchanged and a screen reader reads it as it did. Only where it is shown: metadata and
 * data keep the text as written.
 */
export const joinHyphenated = (text: string): string =>
  text.replace(HYPHENATED, (word) => word.replaceAll('-', `-${JOINER}`))

/**
 * A paragraph's children (rich text: strings and marked spans) with the strings' hyphenated words
 * kept whole: for text below the first screen, where the swap of faces moves nothing in view.
 */
export const wholeWordsIn = (children: ReactNode): ReactNode =>
  Children.map(children, (child) =>
    typeof child === 'string' ? <WholeWords>{child}</WholeWords> : child,
  )
