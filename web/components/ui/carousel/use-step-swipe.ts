'use client'
import { type RefObject, useEffect } from 'react'
import { lockAxis, swipeStep } from '../swipe'
import type { CarouselDirection } from './types'

/**
 * The 'step' swipe: a touch decided on its axis first (5 px), then by distance (50 px), calls
 * `onStep` with the step once (1 forwards: the finger moved against the slides' direction); a
 * vertical swipe stays the page's.
 */
export function useStepSwipe(
  viewportRef: RefObject<HTMLDivElement | null>,
  enabled: boolean,
  direction: CarouselDirection,
  onStep: (step: 1 | -1) => void,
) {
  useEffect(() => {
    const viewport = viewportRef.current
    if (!enabled || !viewport) return
    let start: { x: number; y: number } | null = null
    let axis: 'x' | 'y' | null = null
    let dx = 0
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0]
      if (!touch || event.touches.length > 1) return
      start = { x: touch.clientX, y: touch.clientY }
      axis = null
      dx = 0
    }
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0]
      if (!start || !touch) return
      dx = touch.clientX - start.x
      axis ??= lockAxis(dx, touch.clientY - start.y)
      if (axis === 'y') start = null // a vertical swipe belongs to the page
    }
    const onEnd = () => {
      if (start && axis === 'x') {
        const step = swipeStep(direction === 'rtl' ? -dx : dx)
        if (step) onStep(step)
      }
      start = null
    }
    viewport.addEventListener('touchstart', onStart, { passive: true })
    viewport.addEventListener('touchmove', onMove, { passive: true })
    viewport.addEventListener('touchend', onEnd)
    viewport.addEventListener('touchcancel', onEnd)
    return () => {
      viewport.removeEventListener('touchstart', onStart)
      viewport.removeEventListener('touchmove', onMove)
      viewport.removeEventListener('touchend', onEnd)
      viewport.removeEventListener('touchcancel', onEnd)
    }
  }, [viewportRef, enabled, direction, onStep])
}
