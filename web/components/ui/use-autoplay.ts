'use client'
/**
 * The timer of every moving part that advances by itself (hero words, premium cards, value cards,
 * client logos). It runs only while it should (WCAG 2.2.2 and the spec):
 * - not under `prefers-reduced-motion`, unless the visitor presses Play;
 * - not after the visitor pressed Pause (the control every such part shows);
 * - not while the part is off screen or the tab is hidden;
 * - not while the pointer, a finger or the keyboard focus is inside it;
 * - not for `holdMs` after a manual choice (then a full interval before the next step).
 * Plain timeouts, so Playwright's clock drives them in tests.
 */
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import { useReducedMotion } from './use-reduced-motion'

export interface AutoplayOptions {
  /** The element whose visibility, hover and focus pause the timer. */
  rootRef: RefObject<HTMLElement | null>
  /** Milliseconds between two steps. */
  intervalMs: number
  /** Called at every step. */
  onStep: () => void
  /** How long a manual choice holds the timer, in ms (value cards: 5 s). */
  holdMs?: number
  /** Pause while the pointer is over the part (default true). */
  pauseOnHover?: boolean
}

export function useAutoplay({
  rootRef,
  intervalMs,
  onStep,
  holdMs = 0,
  pauseOnHover = true,
}: AutoplayOptions) {
  const reducedMotion = useReducedMotion()
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null)
  const [inView, setInView] = useState(false)
  const [tabHidden, setTabHidden] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [touched, setTouched] = useState(false)
  const [focused, setFocused] = useState(false)
  const [held, setHeld] = useState(false)
  // Restarts the interval after a step or a manual choice.
  const [round, setRound] = useState(0)
  const onStepRef = useRef(onStep)
  const holdTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => {
    onStepRef.current = onStep
  })

  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    const observer = new IntersectionObserver(([entry]) =>
      setInView(Boolean(entry?.isIntersecting)),
    )
    observer.observe(root)
    const onVisibility = () => setTabHidden(document.hidden)
    onVisibility()
    document.addEventListener('visibilitychange', onVisibility)
    const enter = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' || event.pointerType === 'pen') setHovered(true)
    }
    const leave = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' || event.pointerType === 'pen') setHovered(false)
    }
    const touchStart = () => setTouched(true)
    const touchEnd = () => setTouched(false)
    const focusIn = (event: FocusEvent) => {
      // Only keyboard focus: a click focuses a button too, and that is a manual choice instead.
      if ((event.target as HTMLElement).matches?.(':focus-visible')) setFocused(true)
    }
    const focusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setFocused(false)
    }
    root.addEventListener('pointerenter', enter)
    root.addEventListener('pointerleave', leave)
    root.addEventListener('touchstart', touchStart, { passive: true })
    root.addEventListener('touchend', touchEnd)
    root.addEventListener('touchcancel', touchEnd)
    root.addEventListener('focusin', focusIn)
    root.addEventListener('focusout', focusOut)
    return () => {
      observer.disconnect()
      document.removeEventListener('visibilitychange', onVisibility)
      root.removeEventListener('pointerenter', enter)
      root.removeEventListener('pointerleave', leave)
      root.removeEventListener('touchstart', touchStart)
      root.removeEventListener('touchend', touchEnd)
      root.removeEventListener('touchcancel', touchEnd)
      root.removeEventListener('focusin', focusIn)
      root.removeEventListener('focusout', focusOut)
    }
  }, [rootRef])

  useEffect(() => () => clearTimeout(holdTimer.current), [])

  /** On, unless the visitor paused it or asked for reduced motion (and did not press Play). */
  const enabled = choice === 'play' || (choice === null && !reducedMotion)
  const running =
    enabled && inView && !tabHidden && !(pauseOnHover && hovered) && !touched && !focused && !held

  useEffect(() => {
    if (!running) return
    const timer = setTimeout(() => {
      onStepRef.current()
      setRound((n) => n + 1)
    }, intervalMs)
    return () => clearTimeout(timer)
  }, [running, intervalMs, round])

  /** A manual choice: the timer waits `holdMs`, then a full interval. */
  const noteManualChoice = useCallback(() => {
    setRound((n) => n + 1)
    if (!holdMs) return
    setHeld(true)
    clearTimeout(holdTimer.current)
    holdTimer.current = setTimeout(() => setHeld(false), holdMs)
  }, [holdMs])

  const toggle = useCallback(() => setChoice(enabled ? 'pause' : 'play'), [enabled])

  return { enabled, running, toggle, noteManualChoice }
}
