'use client'
import type { ReactNode, RefObject } from 'react'
import { clsx } from 'clsx'

interface SlideTrackProps {
  viewportRef: RefObject<HTMLDivElement | null>
  id: string
  slides: ReactNode[]
  /** The width of a slide at each breakpoint. */
  slideClassName: string
  index: number
  /** Embla runs: it moves the slides; until then the row scrolls natively. */
  ready: boolean
}

/**
 * The viewport and its slides. Every slide is in the page once (Embla loops by moving the slides
 * themselves), so screen readers read each once.
 */
export function SlideTrack({
  viewportRef,
  id,
  slides,
  slideClassName,
  index,
  ready,
}: SlideTrackProps) {
  const count = slides.length
  return (
    <div
      ref={viewportRef}
      id={id}
      data-viewport=""
      // Focusable, so a keyboard reaches the row: before Embla runs the arrow keys scroll it
      // natively; then the region's arrow keys move the slides (axe: scrollable-region-focusable).
      tabIndex={0}
      className={clsx(
        'focus-visible:outline-offset-4',
        // Until Embla runs: a row that scrolls natively, so every slide can be reached.
        ready
          ? 'overflow-hidden'
          : 'snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain',
        // Vertical swipes and pinch zoom stay the page's; horizontal ones move the slides.
        ready && 'touch-pan-y touch-pinch-zoom',
      )}
    >
      <div className="-ms-4 flex">
        {slides.map((slide, slideIndex) => (
          <div
            // Slides come in a fixed order from the CMS.
            key={slideIndex}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slideIndex + 1} of ${count}`}
            data-slide={slideIndex}
            data-active={slideIndex === index ? 'true' : undefined}
            className={clsx('carousel-slide', slideClassName)}
          >
            {slide}
          </div>
        ))}
      </div>
    </div>
  )
}
