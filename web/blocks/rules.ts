/**
 * The rules of the page builder that are more than "required": pure functions of a value, so the
 * Studio's validators and the unit tests call the same code (tests/unit/page-sections.test.ts).
 */

/** A section as stored: its type and key, whatever else it holds. */
export interface StoredSection {
  _type: string
  _key?: string
}

/**
 * The order of sections on a page: at most one hero (it holds the page's one h1), and only as the
 * first section, where the visitor's first screen is. `true` or the message an editor reads.
 */
export function sectionOrder(value: readonly unknown[] | undefined): true | string {
  const sections = (value ?? []) as readonly StoredSection[]
  if (!sections.length) return true
  const heroes = sections.filter((section) => section._type === 'heroSection')
  if (heroes.length > 1) return 'A page has one hero: it holds the page’s main heading'
  if (heroes.length === 1 && sections[0]?._type !== 'heroSection') {
    return 'Move the hero to the top: it is the first thing a visitor sees'
  }
  return true
}

/** References chosen for a list (testimonials, case studies): each at most once. */
export function distinctReferences(value: readonly unknown[] | undefined): true | string {
  const references = (value ?? []) as readonly ({ _ref?: string } | null)[]
  const seen = new Set<string>()
  for (const reference of references) {
    if (!reference?._ref) continue
    if (seen.has(reference._ref)) return 'The same document is chosen twice'
    seen.add(reference._ref)
  }
  return true
}

/** Figures in a stats band: short enough to read at a glance ("500+", "4.9", "24/7"). */
export const STAT_VALUE_MAX = 8

export function statValue(value: string | undefined): true | string {
  if (!value) return true
  return value.length <= STAT_VALUE_MAX
    ? true
    : `Keep a figure to ${STAT_VALUE_MAX} characters (for example "500+"); put words in the label`
}

/** Limits an editor sees as the array's validation. */
export const LIMITS = {
  heroActions: 2,
  stats: { min: 2, max: 6 },
  features: { min: 2, max: 12 },
  logos: { min: 3, max: 16 },
  testimonials: { min: 1, max: 6 },
  caseStudies: { min: 1, max: 6 },
  steps: { min: 2, max: 8 },
  faq: { min: 1, max: 20 },
} as const
