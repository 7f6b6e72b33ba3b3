/**
 * A line written in a right-to-left language that carries Latin words and numbers: an office's
 * address ("قطعة 12-C، شارع فيصل، PECHS"), a postcode ("ON M5X 1C9"). The browser's bidirectional
 * algorithm sets such runs in the sentence's order, so "12-C" reads "C-12" and a postcode's parts
 * swap places; each run is drawn here as an isolated left-to-right island (`<bdi dir="ltr">`), as
 * it is written. On a left-to-right page the text is returned as it is.
 */
import type { ReactNode } from 'react'
import { splitAround } from '@/web/lib/text'
import { ltrRun } from '@/core/i18n/locales'

/**
 * A run of Latin letters and digits, with the hyphens, dots, slashes and spaces (no-break ones
 * too) between them, never at its ends: "12-C", "ON M5X 1C9", "PECHS", "21".
 */
const LTR_RUN = /[A-Za-z0-9](?:[A-Za-z0-9\-./ \u00A0]*[A-Za-z0-9])?/g

/** `text` split into its left-to-right runs and the rest: the runs at the odd indexes. */
export const splitLtrRuns = (text: string): string[] => splitAround(text, LTR_RUN)

/** `text`, its Latin words and numbers kept left to right on a page in `locale`. */
export function LtrRuns({ text, locale }: { text: string; locale: string }): ReactNode {
  if (!ltrRun(locale).dir) return text
  return splitLtrRuns(text).map((part, index) =>
    index % 2 ? (
      <bdi key={index} dir="ltr">
        {part}
      </bdi>
    ) : (
      part
    ),
  )
}

/**
 * A phone number, a figure ("500+") or an identifier inside text in `locale`: on a right-to-left
 * page an isolated left-to-right island, so that "+1 (212) 555-0142" and "500+" read as written;
 * on a left-to-right page the text itself.
 */
export function Ltr({ children, locale }: { children: ReactNode; locale: string }): ReactNode {
  return ltrRun(locale).dir ? <bdi dir="ltr">{children}</bdi> : children
}
