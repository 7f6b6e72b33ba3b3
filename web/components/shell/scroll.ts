/** Scrolls the window to the top: smoothly, unless the visitor asked for reduced motion. */
export function scrollToTop() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'auto' : 'smooth' })
}
