/** Path data the seed's drawings share (section-art, subject-art, blog-covers, service-art). */

/** A smooth line through points, as an SVG path's data. */
export function curve(points: [number, number][]) {
  const [first, ...rest] = points
  let d = `M${first![0]} ${first![1]}`
  let [px, py] = first!
  for (const [x, y] of rest) {
    const mx = (px + x) / 2
    d += ` C${mx} ${py} ${mx} ${y} ${x} ${y}`
    px = x
    py = y
  }
  return d
}

/** An arc of a circle from angle a0 to a1 (degrees, 0 = up, clockwise), as path data. */
export function arc(cx: number, cy: number, r: number, a0: number, a1: number) {
  const point = (a: number) => {
    const rad = ((a - 90) * Math.PI) / 180
    return `${(cx + r * Math.cos(rad)).toFixed(1)} ${(cy + r * Math.sin(rad)).toFixed(1)}`
  }
  return `M${point(a0)} A${r} ${r} 0 ${a1 - a0 > 180 ? 1 : 0} 1 ${point(a1)}`
}
