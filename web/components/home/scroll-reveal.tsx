'use client'
/**
 * Sections reveal as they scroll into view (the spec's timing: 800 ms for a section,
 * its divider 200 ms later; the CSS is in globals.css). Progressive: the server HTML shows every
 * section, and only sections still below the fold when the page runs are hidden, to fade in as
 * they arrive. Nothing is hidden under reduced motion, without JavaScript, or for crawlers.
 */
import { useEffect } from 'react'

export function ScrollReveal() {
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const sections = [...document.querySelectorAll<HTMLElement>('[data-reveal]')]
    // Each is watched through its home section's box, which has a size even while the browser
    // skips rendering the section's content (content-visibility in globals.css).
    const inBox = new Map<Element, HTMLElement[]>()
    for (const section of sections) {
      const box = section.closest('[data-home-section]') ?? section
      inBox.set(box, [...(inBox.get(box) ?? []), section])
    }
    const reveal = (box: Element, state: 'hidden' | 'shown') => {
      for (const section of inBox.get(box) ?? []) section.dataset.reveal = state
    }
    // Positions come from the observer's first report on each box, computed with the browser's
    // next rendering update: reading them here (getBoundingClientRect) forced a layout of the
    // whole page inside the task that hydrates it.
    const placed = new WeakSet<Element>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const { target: box, boundingClientRect, isIntersecting } of entries) {
          if (!placed.has(box)) {
            placed.add(box)
            // Only a section still below the screen waits to reveal itself.
            if (boundingClientRect.top >= window.innerHeight) reveal(box, 'hidden')
            else observer.unobserve(box)
          } else if (isIntersecting) {
            reveal(box, 'shown')
            observer.unobserve(box)
          }
        }
      },
      { rootMargin: '0px 0px -8% 0px' },
    )
    for (const box of inBox.keys()) observer.observe(box)
    return () => {
      observer.disconnect()
      for (const section of sections) section.dataset.reveal = 'shown'
    }
  }, [])
  return null
}
