'use client'
/**
 * framer-motion for the whole site in its small form: components use `m.*` (never `motion.*`),
 * and LazyMotion loads the DOM animation features as a separate chunk once the page runs, so they
 * are neither in the initial JavaScript nor evaluated on the server. MotionConfig turns transform
 * and layout animations off for visitors who ask for reduced motion.
 * https://motion.dev/docs/react-lazy-motion
 */
import { LazyMotion, MotionConfig } from 'framer-motion'

const loadFeatures = () => import('./motion-features').then((mod) => mod.default)

export function MotionProvider({ children }: { children: React.ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  )
}
