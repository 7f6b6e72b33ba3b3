import type { CarouselDirection } from './types'

/**
 * The step an arrow key asks for: the key that points along the slides' direction moves
 * forwards (ArrowRight left to right, ArrowLeft right to left); any other key, none.
 */
export function arrowKeyStep(key: string, direction: CarouselDirection): 1 | -1 | null {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return null
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
  return key === forward ? 1 : -1
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
