'use client'
import { type RefObject, useEffect } from 'react'

/**
 * A touched card (`[data-card]`) of the row gets `data-touched` until `holdMs` after the finger
 * lifts, so touch screens see the highlight that hover gives a mouse. Off when `holdMs` is 0.
 */
export function useTouchHighlight(scrollerRef: RefObject<HTMLDivElement | null>, holdMs: number) {
  useEffect(() => {
    const scroller = scrollerRef.current
    if (!scroller || !holdMs) return
    const timers = new Map<HTMLElement, ReturnType<typeof setTimeout>>()
    const cardOf = (event: Event) =>
      (event.target as HTMLElement | null)?.closest<HTMLElement>('[data-card]') ?? null
    let touched: HTMLElement | null = null
    const onStart = (event: TouchEvent) => {
      touched = cardOf(event)
      if (!touched) return
      clearTimeout(timers.get(touched))
      touched.dataset.touched = 'true'
    }
    const onEnd = () => {
      const card = touched
      if (!card) return
      timers.set(
        card,
        setTimeout(() => {
          delete card.dataset.touched
          timers.delete(card)
        }, holdMs),
      )
      touched = null
    }
    scroller.addEventListener('touchstart', onStart, { passive: true })
    scroller.addEventListener('touchend', onEnd)
    scroller.addEventListener('touchcancel', onEnd)
    return () => {
      scroller.removeEventListener('touchstart', onStart)
      scroller.removeEventListener('touchend', onEnd)
      scroller.removeEventListener('touchcancel', onEnd)
      timers.forEach((timer) => clearTimeout(timer))
    }
  }, [scrollerRef, holdMs])
}
