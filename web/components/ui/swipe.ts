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
/** Below this speed (px/ms) a glide stops. */
export const GLIDE_STOP_SPEED = 0.02

/**
 * One frame of a glide: the distance covered in `elapsedMs` at `speed` px/ms and the speed left
 * after it, decayed by `decay` per 60th of a second.
 */
export function glideFrame(speed: number, elapsedMs: number, decay = INERTIA_DECAY) {
  const frames = elapsedMs / FRAME_MS
  return { distance: speed * elapsedMs, speed: speed * decay ** frames }
}

/** How far a glide released at `speed` px/ms travels before it stops (60 frames a second). */
export function glideDistance(speed: number, decay = INERTIA_DECAY) {
  let distance = 0
  for (let v = speed; Math.abs(v) >= GLIDE_STOP_SPEED;) {
    const frame = glideFrame(v, FRAME_MS, decay)
    distance += frame.distance
    v = frame.speed
  }
  return distance
}
