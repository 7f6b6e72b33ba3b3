/**
 * Where each office's pin stands on the world map when two offices are close (New York and
 * Toronto are 16 map units apart at the map's scale, and the active pin's 7-unit dot touched the
 * other's): each is pushed away from its nearest neighbour until the two are `minGap` apart, and
 * the map draws a short line from the true place to the pin. Distances are in the map's units,
 * from an approximation of its Equal Earth projection near the offices' latitudes: good enough
 * to tell which pins crowd each other and in which direction to move them.
 */

/** The map's units per degree at its scale (ComposableMap's 175: 175 × π / 180). */
const UNITS_PER_DEGREE = (175 * Math.PI) / 180
/** Equal Earth's north–south stretch at mid latitudes, against its east–west units. */
const NORTH_SOUTH = 1.2

export type Offset = readonly [dx: number, dy: number]

/** An approximate map position, y downwards as in the SVG. */
function mapPoint([lon, lat]: readonly [number, number], midLat: number): [number, number] {
  return [
    lon * UNITS_PER_DEGREE * Math.cos((midLat * Math.PI) / 180),
    -lat * UNITS_PER_DEGREE * NORTH_SOUTH,
  ]
}

/** Each pin's offset from its office's place, [0, 0] where nothing is within `minGap`. */
export function pinOffsets(places: readonly (readonly [number, number])[], minGap = 28): Offset[] {
  return places.map((place, index) => {
    let nearest: { distance: number; dx: number; dy: number } | null = null
    for (const [otherIndex, other] of places.entries()) {
      if (otherIndex === index) continue
      const midLat = (place[1] + other[1]) / 2
      const [x, y] = mapPoint(place, midLat)
      const [ox, oy] = mapPoint(other, midLat)
      const distance = Math.hypot(x - ox, y - oy)
      if (!nearest || distance < nearest.distance) nearest = { distance, dx: x - ox, dy: y - oy }
    }
    if (!nearest || nearest.distance >= minGap) return [0, 0] as const
    // Two offices in one place would have no direction: the later one goes right.
    const [ux, uy] =
      nearest.distance > 0.001
        ? [nearest.dx / nearest.distance, nearest.dy / nearest.distance]
        : [index % 2 ? 1 : -1, 0]
    const push = (minGap - nearest.distance) / 2
    return [round(ux * push), round(uy * push)] as const
  })
}

const round = (value: number) => Math.round(value * 10) / 10
