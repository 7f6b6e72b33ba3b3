/**
 * Canvas pixels per CSS pixel for the particle field: the screen's own ratio, up to 2. At one canvas
 * pixel per CSS pixel a 2× screen (most laptops and phones) stretches every line and dot over four
 * device pixels, and the field looks blurred beside the page's sharp text; past 2 (a 3× phone) the
 * dots look no sharper and each frame would clear and draw more than twice the pixels of 2×.
 */
export const MAX_PARTICLE_SCALE = 2

export function canvasScale(devicePixelRatio: number | undefined): number {
  const ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio! > 0 ? devicePixelRatio! : 1
  return Math.min(MAX_PARTICLE_SCALE, Math.max(1, ratio))
}
