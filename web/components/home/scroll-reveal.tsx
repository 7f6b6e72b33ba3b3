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
    // Each is watched through its section: sections below the fold skip their layout until they
    // come near the viewport (BELOW_FOLD), and measuring the content inside would force it.
    const revealOf = new Map<Element, HTMLElement>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          const reveal = revealOf.get(entry.target)
          if (reveal) reveal.dataset.reveal = 'shown'
          observer.unobserve(entry.target)
        }
      },
      { rootMargin: '0px 0px -8% 0px' },
    )
    for (const reveal of sections) {
      const section = reveal.closest<HTMLElement>('[data-home-section]') ?? reveal
      if (section.getBoundingClientRect().top < window.innerHeight) continue
      reveal.dataset.reveal = 'hidden'
      revealOf.set(section, reveal)
      observer.observe(section)
    }
    return () => {
      observer.disconnect()
      for (const reveal of sections) reveal.dataset.reveal = 'shown'
    }
  }, [])
  return null
}
