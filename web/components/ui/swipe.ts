/**
 * The touch gesture rules the spec sets for the home page's moving parts, as pure
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

/** The spec: a released horizontal swipe keeps 95 % of its speed each frame. */
export const INERTIA_DECAY = 0.95
/** The frame the decay is defined for (60 frames a second); other frame rates glide the same. */
const FRAME_MS = 1000 / 60

/**
 * The decay as a time constant: framer-motion's inertia lets the speed fall as e^(-t/τ), and
 * 0.95 per 60th of a second is τ = -(1000/60) / ln 0.95 ≈ 325 ms.
 */
export const glideTimeConstant = (decay = INERTIA_DECAY) => -FRAME_MS / Math.log(decay)

/**
 * framer-motion `inertia` options for a glide released at `speed` px/ms (negative: leftwards).
 * The glide covers power × velocity in all; with power = τ in seconds it starts at the finger's
 * own speed, so the row does not jump or stall at the release.
 */
export function glideInertia(speed: number, decay = INERTIA_DECAY) {
  const timeConstant = glideTimeConstant(decay)
  return {
    type: 'inertia' as const,
    velocity: speed * 1000,
    power: timeConstant / 1000,
    timeConstant,
  }
}

/** How far a glide released at `speed` px/ms travels in all: speed × τ. */
export const glideDistance = (speed: number, decay = INERTIA_DECAY) =>
  speed * glideTimeConstant(decay)
