'use client'
/**
 * framer-motion for the whole site in its small form: components use `m.*` (never `motion.*`),
 * and LazyMotion loads the DOM animation features as a separate chunk once the page runs, so they
 * are neither in the initial JavaScript nor evaluated on the server. MotionConfig turns transform
 * and layout animations off for visitors who ask for reduced motion.
 * https://motion.dev/docs/react-lazy-motion
 */
import { LazyMotion, MotionConfig } from 'framer-motion'

/**
 * The features, tried three times. If they cannot be loaded at all, the page says so on <html>
 * (`data-motion="unavailable"`) and globals.css shows what they would have faded in as it is;
 * the promise then never settles, so LazyMotion simply never animates.
 */
async function loadFeatures() {
  for (let attempt = 1; ; attempt++) {
    try {
      return (await import('./motion-features')).default
    } catch (error) {
      if (attempt >= 3) {
        console.error('[motion] the animation code could not be loaded', error)
        document.documentElement.dataset.motion = 'unavailable'
        return new Promise<never>(() => undefined)
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000 * attempt))
    }
  }
}

export function MotionProvider({ children }: { children: React.ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  )
}
