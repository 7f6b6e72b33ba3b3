'use client'
/**
 * framer-motion for the whole site in its small form: LazyMotion loads only the DOM animation
 * features (components use `m.*`, never `motion.*`), and MotionConfig turns transforms and
 * layout animations off for visitors who ask for reduced motion.
 * https://motion.dev/docs/react-lazy-motion
 */
import { domAnimation, LazyMotion, MotionConfig } from 'framer-motion'

export function MotionProvider({ children }: { children: React.ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  )
}
