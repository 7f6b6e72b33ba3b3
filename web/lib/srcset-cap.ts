/**
 * The widest an image is ever drawn, read from its `sizes`, and a srcset cut to the files a screen
 * can pick for that (issue 46). next/image lists every width it knows from the smallest the
 * `sizes` need upwards, 2560 px included for an image never drawn wider than 620 CSS px; each
 * entry (~80 bytes) is written in the markup and again in React's data.
 */

/** Screens denser than this take the largest file kept (phones go up to 3). */
export const MAX_DENSITY = 3

const REM_PX = 16
const LENGTH = /^(\d+(?:\.\d+)?)(px|vw)$/
const MIN_WIDTH = /^\(min-width:\s*(\d+(?:\.\d+)?)(px|rem)\)\s+(\S+)$/

/**
 * The widest, in CSS pixels, that `sizes` ever draws the image at, or `null` when it has no bound
 * (a `vw` length for the widest screens) or says something this does not read (`calc`,
 * `max-width`, …): then nothing is cut.
 */
export function widestDrawn(sizes: string): number | null {
  const entries = sizes.split(',').map((entry) => entry.trim())
  let widest = 0
  // The first entry applies from its min-width up (no bound); each later one up to the min-width
  // of the entry before it; the last, without a condition, below the smallest of them.
  let upper = Infinity
  for (const [index, entry] of entries.entries()) {
    const last = index === entries.length - 1
    const conditional = MIN_WIDTH.exec(entry)
    if (!conditional && !last) return null
    const length = LENGTH.exec(conditional ? conditional[3]! : entry)
    if (!length) return null
    const value = Number(length[1])
    if (length[2] === 'px') widest = Math.max(widest, value)
    else if (upper === Infinity) return null
    else widest = Math.max(widest, (value / 100) * upper)
    if (conditional) {
      const min = Number(conditional[1]) * (conditional[2] === 'rem' ? REM_PX : 1)
      if (min >= upper) return null
      upper = min
    }
  }
  return widest
}

/**
 * `srcSet` (width descriptors) without the files wider than the first one that covers `widest`
 * CSS pixels at {@link MAX_DENSITY}, and `src`, the widest file kept. Unchanged when the srcset is
 * not a list of widths.
 */
export function capSrcSet(srcSet: string, widest: number): { srcSet: string; src: string } | null {
  const entries = srcSet.split(', ').map((entry) => {
    const match = /^(\S+) (\d+)w$/.exec(entry)
    return match ? { url: match[1]!, width: Number(match[2]) } : null
  })
  if (!entries.length || entries.some((entry) => !entry)) return null
  const needed = Math.ceil(widest * MAX_DENSITY)
  const kept: { url: string; width: number }[] = []
  for (const entry of entries as { url: string; width: number }[]) {
    kept.push(entry)
    if (entry.width >= needed) break
  }
  return {
    srcSet: kept.map(({ url, width }) => `${url} ${width}w`).join(', '),
    src: kept[kept.length - 1]!.url,
  }
}
