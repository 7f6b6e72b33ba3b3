/**
 * Cutting text to a length without breaking a character. Lengths are counted in code points, as
 * the schemas' limits are (zod counts code points); a cut never falls inside a surrogate pair (a
 * lone surrogate is not valid UTF-8, and Postgres refuses it in jsonb) nor, where the runtime can
 * segment text, inside an emoji sequence or a letter with its accents.
 */
let segmenter: Intl.Segmenter | null | undefined
/**
 * The grapheme segmenter, made on first use: making one loads the runtime's break rules (~10 ms of
 * a phone's main thread), and the forms that import this module for `codePointLength` never cut.
 */
function graphemes(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? new Intl.Segmenter('en', { granularity: 'grapheme' })
        : null
  }
  return segmenter
}

/** The number of code points of `value`. */
export function codePointLength(value: string): number {
  let count = 0
  for (const _ of value) count++
  return count
}

/**
 * `value` with at most `max` code points. A cut value ends with `ellipsis`, which counts towards
 * `max`.
 */
export function truncate(value: string, max: number, ellipsis = ''): string {
  // Fewer UTF-16 units than the limit means fewer code points too: nothing to count.
  if (value.length <= max || codePointLength(value) <= max) return value
  const room = Math.max(0, max - codePointLength(ellipsis))
  let kept = ''
  let used = 0
  const segments = graphemes()
  const pieces = segments
    ? Array.from(segments.segment(value), (part) => part.segment)
    : Array.from(value)
  for (const piece of pieces) {
    const size = codePointLength(piece)
    if (used + size > room) break
    kept += piece
    used += size
  }
  return `${kept}${ellipsis}`
}
