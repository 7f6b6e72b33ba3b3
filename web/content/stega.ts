/**
 * Stega: in draft mode on Sanity, every string the editor can click to edit carries its edit link
 * as invisible characters (Content Source Maps → `@sanity/client`'s stega encoding), which the
 * Presentation tool's overlays read. Only display text may carry it: a string the site compares,
 * puts in a URL, dials or sends as a form value must stay exactly what the editor typed.
 *
 * Two guards: the filter below keeps identifiers out of the encoding (on top of Sanity's default,
 * which already skips slugs, URLs, dates, `_` fields, `email`, `href`, `url`, `type`, SEO fields…),
 * and `cleanText`/`cleanContent` remove it where text leaves the page's visible body (metadata,
 * JSON-LD, share cards) or is compared. Visitors never see either: stega is off outside draft mode.
 * https://www.sanity.io/docs/visual-editing/stega
 */
import type { FilterDefault } from '@sanity/client'
import { stegaClean } from '@sanity/client/stega'

/** Fields whose strings are identifiers, phone numbers, times or switches, not display text. */
const NOT_DISPLAY_TEXT = new Set([
  'aliases',
  'billingPeriod',
  'contentProtection',
  'end',
  'flagEmoji',
  'imagePosition',
  'kind',
  'phone',
  'platform',
  'start',
  'timeZone',
])

export const stegaFilter: FilterDefault = (props) => {
  const field = props.sourcePath.at(-1)
  if (typeof field === 'string' && (NOT_DISPLAY_TEXT.has(field) || /slug$/i.test(field))) {
    return false
  }
  // The values of the budget and timeline choices are sent with a lead; their labels are shown.
  if (props.sourcePath.some((segment) => typeof segment === 'string' && /Options$/.test(segment))) {
    return field === 'label'
  }
  return props.filterDefault(props)
}

/** A string without stega characters (null and undefined pass through). */
export function cleanText<T extends string | null | undefined>(text: T): T {
  return (typeof text === 'string' ? stegaClean(text) : text) as T
}

/** A value (object, array, string) with stega characters removed from every string in it. */
export const cleanContent = <T>(value: T): T => stegaClean(value) as T
