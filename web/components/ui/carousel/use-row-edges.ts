'use client'
import { type RefObject, useEffect, useState } from 'react'

/**
 * Whether a scrolling row stands at its start or its end, from its scroll events and its size.
 * The server's answer (at the start, more beyond the end) holds until the row reports its own.
 */
export function useRowEdges(scrollerRef: RefObject<HTMLDivElement | null>) {
  const [edges, setEdges] = useState({ start: true, end: false })

  useEffect(() => {
    const scroller = scrollerRef.current
    if (!scroller) return
    const measure = () => {
      const max = scroller.scrollWidth - scroller.clientWidth
      // Right to left, scrollLeft runs from 0 at the start down to -max at the end.
      const travelled = Math.abs(scroller.scrollLeft)
      setEdges({ start: travelled <= 1, end: travelled >= max - 1 })
    }
    // No measure() here: reading the row's size in the effect forced a style and layout of the
    // whole page inside the task that hydrates it (~110 ms of a 4x-slower CPU on the home page).
    // The observer's first report comes with the browser's next rendering update, laid out anyway.
    scroller.addEventListener('scroll', measure, { passive: true })
    const resize = new ResizeObserver(measure)
    resize.observe(scroller)
    return () => {
      scroller.removeEventListener('scroll', measure)
      resize.disconnect()
    }
  }, [scrollerRef])

  return edges
}
