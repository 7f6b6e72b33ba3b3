/**
 * How a page's sections are painted, as a pure function of their types so the rhythm is tested
 * without rendering: proof (stats, testimonials) sits on dark bands, the hero, the closing call
 * to action and the home page's kinds bring their own surfaces, and every other section
 * alternates with its neighbour between white and a soft grey, so two bands of the same colour
 * never meet.
 */
import { isHomeBlockKind } from './registry'
import type { SectionTone } from './types'

const OWN_SURFACE = new Set(['heroSection', 'callToActionSection'])
const DARK = new Set(['statsSection', 'testimonialsSection'])

export function sectionTones(types: readonly string[]): SectionTone[] {
  const tones: SectionTone[] = []
  let previous: SectionTone = 'light'
  for (const type of types) {
    const tone: SectionTone =
      OWN_SURFACE.has(type) || isHomeBlockKind(type)
        ? 'light'
        : DARK.has(type)
          ? previous === 'dark'
            ? 'muted'
            : 'dark'
          : previous === 'muted'
            ? 'light'
            : 'muted'
    tones.push(tone)
    previous = tone
  }
  return tones
}
