/**
 * The touch gesture rules of the home page's moving parts (home-services-leads.md §4, §9), as pure
 * functions so they can be tested without a browser. A touch is undecided until movement on one
 * axis leads the other by 5 px; a horizontal swipe of at least 50 px changes the card.
 */
export const AXIS_LOCK_PX = 5
export const SWIPE_THRESHOLD_PX = 50

export type SwipeAxis = 'x' | 'y' | null

/** The axis a touch has moved along, or null while neither leads the other by `lead` px. */
export function lockAxis(dx: number, dy: number, lead = AXIS_LOCK_PX): SwipeAxis {
  const x = Math.abs(dx)
  const y = Math.abs(dy)
  if (x - y > lead) return 'x'
  if (y - x > lead) return 'y'
  return null
}

/**
 * Which way a horizontal swipe of `dx` px moves: 1 to the next card (finger moved left), -1 to
 * the previous one, 0 when it is shorter than the threshold.
 */
export function swipeStep(dx: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (dx <= -threshold) return 1
  if (dx >= threshold) return -1
  return 0
}

/** Index `index + delta` in a ring of `count` items: after the last comes the first. */
export const wrapIndex = (index: number, delta: number, count: number) =>
  count > 0 ? (((index + delta) % count) + count) % count : 0
