import type { ReactNode } from 'react'

/**
 * Which way the slides run: the page's direction unless a carousel is told otherwise. The carousel
 * hands it to Embla (`direction`) and to the arrow keys.
 */
export type CarouselDirection = 'ltr' | 'rtl'

export type Tone = 'light' | 'dark'

export interface CarouselAutoplay {
  /** Milliseconds between two steps. */
  intervalMs: number
  /** The interval under 768 px, when it differs. */
  narrowIntervalMs?: number
  /** How long a manual choice holds the rotation. */
  holdMs?: number
  /** Pause while the pointer is over the carousel (default true). */
  pauseOnHover?: boolean
}

/**
 * A carousel's words on a page not in English, whole (a language does not build them from
 * `itemName` as English does): `show` takes `{number}`, `position` `{number}` and `{count}`.
 */
export interface CarouselText {
  previous: string
  next: string
  choose: string
  show: string
  position: string
  pause: string
  play: string
}

export interface CarouselProps {
  /** The accessible name of the carousel, e.g. 'Client testimonials'. */
  label: string
  /** What one slide is, for button names: 'testimonial' → 'Next testimonial'. */
  itemName: string
  /** What moves, for the pause control's name: 'client logos'. Defaults to `label`. */
  motionName?: string
  /** Its controls' words on a page not in English (English is made of `itemName`). */
  text?: CarouselText
  slides: ReactNode[]
  /** The width of a slide at each breakpoint, e.g. 'basis-full lg:basis-1/3'. */
  slideClassName?: string
  /** Previous and next buttons. */
  arrows?: boolean
  /** One dot per slide, or labelled tabs (`tabLabels`), to jump to it. */
  nav?: 'dots' | 'tabs' | 'none'
  tabLabels?: readonly string[]
  autoplay?: CarouselAutoplay
  /**
   * 'drag': Embla's drag (mouse and touch). 'step': a touch swipe of at least 50 px moves one
   * slide, once the touch has chosen its axis (swipe.ts); the slides do not follow the finger.
   */
  swipe?: 'drag' | 'step'
  /** Which way the slides run (default: the page's direction, right to left on an Arabic page). */
  direction?: CarouselDirection
  tone?: Tone
  className?: string
  /**
   * Where the controls sit, e.g. 'mt-8 justify-center'; in place of the default top margin
   * ('mt-8'), so give one.
   */
  controlsClassName?: string
}

export interface ScrollRowProps {
  label: string
  /** What one card is: 'service' → 'Next services'. */
  itemName: string
  /** The buttons' names on a page not in English (English is made of `itemName`). */
  text?: { previous: string; next: string }
  children: ReactNode
  /** How far the previous and next buttons scroll, in px (popular services: 380). */
  stepPx: number
  /**
   * A touched card (`[data-card]`) gets `data-touched` until this long after the finger lifts,
   * so touch screens see the highlight that hover gives a mouse (popular services: 500 ms).
   */
  touchHighlightMs?: number
  /** Beside the buttons: the section's heading. */
  header?: ReactNode
  tone?: Tone
  className?: string
  /** Classes of the scrolling list itself (gap, padding). */
  listClassName?: string
  /**
   * Fade the list out at an edge with more cards beyond it (`.scroll-row-fade` in globals.css), so
   * the row does not end on a card cut in half. Not at the start: the first card is whole.
   */
  edgeFade?: boolean
}
