'use client'
import { type RefObject, useEffect } from 'react'
import { lockAxis } from '../swipe'

/**
 * Touch: once a swipe is horizontal (swipe.ts's axis rule) the row follows the finger and, when
 * released, glides on with its speed decaying by INERTIA_DECAY per 60th of a second
 * (framer-motion's inertia, glide.ts); a vertical swipe and a pinch stay the page's
 * (touch-action). Until this runs, the browser's own scrolling moves the row, so it works
 * before hydration and without JavaScript.
 */
export function useGlideSwipe(
  scrollerRef: RefObject<HTMLDivElement | null>,
  reducedMotion: boolean,
) {
  useEffect(() => {
    const scroller = scrollerRef.current
    if (!scroller) return
    scroller.style.touchAction = 'pan-y pinch-zoom'
    // The glide's code (framer-motion) is fetched when the row comes near the screen or is first
    // touched; a swipe released before it arrives ends where the finger left the row.
    let glideModule: typeof import('../glide') | null = null
    const loadGlide = () => {
      if (reducedMotion || glideModule) return
      import('../glide').then(
        (module) => void (glideModule = module),
        () => undefined, // no glide this time; the next touch asks again
      )
    }
    const near = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return
        near.disconnect()
        loadGlide()
      },
      { rootMargin: '300px 0px' },
    )
    near.observe(scroller)
    let touch: { x: number; y: number; left: number; axis: 'x' | 'y' | null } | null = null
    let last = { x: 0, time: 0 }
    let speed = 0
    let stopGlide: (() => void) | null = null
    const settle = () => {
      stopGlide?.()
      stopGlide = null
      // Snapping is off while the finger or the glide moves the row, else each step would snap.
      scroller.style.scrollSnapType = ''
      delete scroller.dataset.gliding
    }
    const onStart = (event: TouchEvent) => {
      settle()
      loadGlide()
      const point = event.touches[0]
      if (event.touches.length !== 1 || !point) {
        touch = null
        return
      }
      touch = { x: point.clientX, y: point.clientY, left: scroller.scrollLeft, axis: null }
      last = { x: point.clientX, time: event.timeStamp }
      speed = 0
    }
    const onMove = (event: TouchEvent) => {
      const point = event.touches[0]
      if (!touch || !point) return
      touch.axis ??= lockAxis(point.clientX - touch.x, point.clientY - touch.y)
      if (touch.axis !== 'x') return
      if (event.cancelable) event.preventDefault()
      scroller.style.scrollSnapType = 'none'
      scroller.scrollLeft = touch.left - (point.clientX - touch.x)
      const elapsed = event.timeStamp - last.time
      if (elapsed > 0) speed = (last.x - point.clientX) / elapsed
      last = { x: point.clientX, time: event.timeStamp }
    }
    const onEnd = (event: TouchEvent) => {
      const swiped = touch?.axis === 'x'
      touch = null
      // A finger that rested before lifting releases no speed.
      if (!swiped || reducedMotion || !glideModule || event.timeStamp - last.time > 150) {
        return settle()
      }
      scroller.dataset.gliding = 'true'
      stopGlide = glideModule.glide(scroller, speed, () => {
        stopGlide = null
        settle()
      })
    }
    scroller.addEventListener('touchstart', onStart, { passive: true })
    scroller.addEventListener('touchmove', onMove, { passive: false })
    scroller.addEventListener('touchend', onEnd)
    scroller.addEventListener('touchcancel', settle)
    return () => {
      near.disconnect()
      settle()
      scroller.style.touchAction = ''
      scroller.removeEventListener('touchstart', onStart)
      scroller.removeEventListener('touchmove', onMove)
      scroller.removeEventListener('touchend', onEnd)
      scroller.removeEventListener('touchcancel', settle)
    }
  }, [scrollerRef, reducedMotion])
}
