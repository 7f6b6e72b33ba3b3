/**
 * The starfield behind the home hero, with the spec's numbers: 180 stars by default and
 * never fewer than 60, fewer on narrow screens. Pure functions shared by the worker that draws
 * them off the main thread and by the fallback for browsers without OffscreenCanvas.
 */
export const DEFAULT_STARS = 180
export const MIN_STARS = 60
/** From this width up a hero gets every star; narrower ones get proportionally fewer. */
export const FULL_FIELD_WIDTH = 1280

export function starCount(width: number, max = DEFAULT_STARS, min = MIN_STARS) {
  if (!Number.isFinite(width) || width <= 0) return min
  return Math.max(min, Math.min(max, Math.round((max * width) / FULL_FIELD_WIDTH)))
}

export interface Star {
  /** Position as a fraction of the canvas, so a resize keeps the field. */
  x: number
  y: number
  radius: number
  /** Brightness between twinkles, 0–1. */
  alpha: number
  /** Twinkles per second and where in its twinkle the star starts. */
  speed: number
  phase: number
  /** Drift to the left, in fractions of the width per second (near stars drift faster). */
  drift: number
}

type Random = () => number

export function createStars(count: number, random: Random = Math.random): Star[] {
  return Array.from({ length: count }, () => {
    const depth = random()
    return {
      x: random(),
      y: random(),
      radius: 0.4 + depth * depth * 1.4,
      alpha: 0.35 + depth * 0.6,
      speed: 0.15 + random() * 0.5,
      phase: random() * Math.PI * 2,
      drift: 0.002 + depth * 0.006,
    }
  })
}

/** How bright `star` is at `time` seconds: it breathes between 40 % and 100 % of its alpha. */
export const starAlpha = (star: Star, time: number) =>
  star.alpha * (0.7 + 0.3 * Math.sin(star.phase + time * star.speed * Math.PI * 2))

/**
 * A box of the canvas, in CSS pixels from its top left corner, where no star is drawn: one of the
 * hero's texts. A star between two words read as a full stop ("From.high-performing", an outside
 * review on a phone), so the field keeps off the text and shows between and around it.
 */
export interface ClearBox {
  x: number
  y: number
  width: number
  height: number
}

/** How far around a text a star keeps, in CSS pixels. */
export const CLEAR_MARGIN = 6

/** Whether a star of `radius` at (x, y) would touch one of the boxes. */
export const inClearBox = (boxes: readonly ClearBox[], x: number, y: number, radius: number) =>
  boxes.some(
    (box) =>
      x + radius + CLEAR_MARGIN > box.x &&
      x - radius - CLEAR_MARGIN < box.x + box.width &&
      y + radius + CLEAR_MARGIN > box.y &&
      y - radius - CLEAR_MARGIN < box.y + box.height,
  )

/**
 * Draws the field at `time` seconds on a canvas of `width` × `height` CSS pixels (the context is
 * already scaled to the device's pixel ratio), but in the `clear` boxes. Stars are grouped into a
 * few brightness levels, one path each, so a frame costs a handful of fill calls however many
 * stars there are.
 */
const LEVELS = 6
export function drawStars(
  ctx: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
  stars: readonly Star[],
  width: number,
  height: number,
  time: number,
  clear: readonly ClearBox[] = [],
) {
  ctx.clearRect(0, 0, width, height)
  const paths = Array.from({ length: LEVELS }, () => new Path2D())
  for (const star of stars) {
    const x = (((star.x - star.drift * time) % 1) + 1) % 1
    const alpha = starAlpha(star, time)
    const level = Math.min(LEVELS - 1, Math.floor(alpha * LEVELS))
    const px = x * width
    const py = star.y * height
    if (inClearBox(clear, px, py, star.radius)) continue
    const path = paths[level]!
    path.moveTo(px + star.radius, py)
    path.arc(px, py, star.radius, 0, Math.PI * 2)
  }
  paths.forEach((path, level) => {
    ctx.fillStyle = `rgba(226, 232, 255, ${(level + 0.5) / LEVELS})`
    ctx.fill(path)
  })
}

/** Messages from the page to the worker. */
export type StarfieldMessage =
  | {
      type: 'init'
      canvas: OffscreenCanvas
      width: number
      height: number
      pixelRatio: number
      count: number
    }
  | { type: 'resize'; width: number; height: number; pixelRatio: number }
  | { type: 'clear'; boxes: ClearBox[] }
  | { type: 'play' }
  | { type: 'pause' }

/** Frames per second: the stars move a fraction of a pixel a frame, 30 is smooth. */
export const STARFIELD_FPS = 30

/** What the worker answers: it has drawn its first frame (the page marks the canvas). */
export type StarfieldReply = { type: 'drawn' }
