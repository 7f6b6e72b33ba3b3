/** Reading the seed's drawings with words inside, for the tests of their Arabic versions. */

/** A letter of the Arabic alphabet. */
export const ARABIC_LETTER = /[\u0621-\u064A]/

/** Every string of a drawing's words object (its labels), alternative texts and functions aside. */
export function labels(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(labels)
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => (key === 'alt' ? [] : labels(item)))
  return []
}

/** The `<text>` elements of an SVG: each one's attributes and words. */
export const svgTexts = (svg: string) =>
  [...svg.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)].map(([, attributes, value]) => ({
    attributes: attributes!,
    value: value!,
  }))
