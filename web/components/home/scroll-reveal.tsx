'use client'
/**
 * Sections reveal as they scroll into view (home-services-leads.md §9: 800 ms for a section,
 * its divider 200 ms later; the CSS is in globals.css). Progressive: the server HTML shows every
 * section, and only sections still below the fold when the page runs are hidden, to fade in as
 * they arrive. Nothing is hidden under reduced motion, without JavaScript, or for crawlers.
 */
import { useEffect } from 'react'

export function ScrollReveal() {
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const sections = [...document.querySelectorAll<HTMLElement>('[data-reveal]')]
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          ;(entry.target as HTMLElement).dataset.reveal = 'shown'
          observer.unobserve(entry.target)
        }
      },
      { rootMargin: '0px 0px -8% 0px' },
    )
    // Every position is read before any section is hidden: reading one after hiding another
    // would force a style and layout pass per section.
    const below = sections.filter(
      (section) => section.getBoundingClientRect().top >= window.innerHeight,
    )
    for (const section of below) {
      section.dataset.reveal = 'hidden'
      observer.observe(section)
    }
    return () => {
      observer.disconnect()
      for (const section of sections) section.dataset.reveal = 'shown'
    }
  }, [])
  return null
}
