/**
 * The glide of a scrolling row after a swipe, animated by framer-motion's inertia with the
 * spec's decay (swipe.ts). A module of its own, imported when the row comes near the screen
 * (ScrollRow), so framer-motion's code is not part of any page's first load.
 */
import { animate } from 'framer-motion'
import { glideDistance, glideInertia } from './swipe'

/**
 * Glides `scroller` on from where it is at `speed` px/ms, stopping at either end of the row;
 * `onDone` runs once when it comes to rest or reaches an end. Returns a function that stops it
 * (without `onDone`): a new touch catches the row.
 */
export function glide(scroller: HTMLElement, speed: number, onDone: () => void): () => void {
  const max = scroller.scrollWidth - scroller.clientWidth
  const from = scroller.scrollLeft
  let finished = false
  const finish = () => {
    if (finished) return
    finished = true
    onDone()
  }
  // Inertia computes its own end from the speed; the end given here is that same point, because an
  // animation from a value to itself counts as no change and ends at once (motion's canAnimate).
  const controls = animate(from, from + glideDistance(speed), {
    ...glideInertia(speed),
    onUpdate: (left) => {
      if (finished) return
      const clamped = Math.min(max, Math.max(0, left))
      scroller.scrollLeft = clamped
      // At an end of the row there is nowhere left to glide.
      if (clamped !== left) {
        finish()
        controls.stop()
      }
    },
    onComplete: finish,
  })
  return () => {
    finished = true
    controls.stop()
  }
}
