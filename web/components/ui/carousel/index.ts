/**
 * Every moving row of the site:
 *
 * - `Carousel` (carousel.tsx): slides that move one at a time (testimonials, value cards, client
 *   logos), driven by Embla (use-embla.ts) once it is near; its slide track, its controls (arrows,
 *   dots or tabs, pause), its turning (use-rotation.ts) and its step swipe each in a module here.
 *   Which way the slides run is the one option `direction`.
 * - `ScrollRow` (scroll-row.tsx): a row that scrolls freely (popular services), with the edges it
 *   stands at, the touched card's highlight and the gliding swipe as its hooks.
 *
 * Both are keyboard operable, and a carousel that advances by itself has a pause control and
 * stops under reduced motion, off screen, in a hidden tab and while the pointer, a finger or the
 * keyboard focus is inside (../use-autoplay.ts).
 */
export { Carousel } from './carousel'
export { ScrollRow } from './scroll-row'
export type {
  CarouselAutoplay,
  CarouselText,
  CarouselDirection,
  CarouselProps,
  ScrollRowProps,
} from './types'
