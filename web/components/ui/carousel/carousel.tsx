'use client'
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { wrapIndex } from '../swipe'
import { useReducedMotion } from '../use-reduced-motion'
import { CarouselControls, fill } from './carousel-controls'
import { arrowKeyStep, capitalise } from './keys'
import { SlideTrack } from './slide-track'
import type { CarouselProps } from './types'
import { useEmbla, useSelectedIndex } from './use-embla'
import { useRotation } from './use-rotation'
import { useStepSwipe } from './use-step-swipe'

/**
 * Slides that move one at a time (testimonials, value cards, client logos), driven by Embla once
 * it is near (use-embla.ts); before that a plain row that scrolls natively, so the content is
 * there and usable without JavaScript. Keyboard operable (arrow keys, named buttons); one that
 * advances by itself has a pause control (use-rotation.ts).
 */
export function Carousel({
  label,
  itemName,
  motionName,
  text,
  slides,
  slideClassName = 'basis-full',
  arrows = false,
  nav = 'none',
  tabLabels,
  autoplay,
  swipe = 'drag',
  direction: fixedDirection,
  tone = 'light',
  className,
  controlsClassName,
}: CarouselProps) {
  const id = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const viewportRef = useRef<HTMLDivElement>(null)
  const count = slides.length
  const reducedMotion = useReducedMotion()
  // Unless told, the slides run the page's way: right to left on an Arabic page.
  const [pageDirection, setPageDirection] = useState<'ltr' | 'rtl'>('ltr')
  useEffect(() => {
    if (rootRef.current && getComputedStyle(rootRef.current).direction === 'rtl')
      setPageDirection('rtl')
  }, [])
  const direction = fixedDirection ?? pageDirection
  const { api, ensure } = useEmbla(rootRef, viewportRef, {
    draggable: swipe === 'drag',
    direction,
  })
  const index = useSelectedIndex(api)

  /** Shows slide `target`; instantly under reduced motion. */
  const goTo = useCallback(
    async (target: number | ((current: number, snaps: number) => number)) => {
      const instance = await ensure()
      if (!instance) return
      const snaps = instance.scrollSnapList().length
      const next =
        typeof target === 'function' ? target(instance.selectedScrollSnap(), snaps) : target
      instance.scrollTo(next, reducedMotion)
    },
    [ensure, reducedMotion],
  )
  const step = useCallback(
    (delta: number) => goTo((current, snaps) => wrapIndex(current, delta, snaps)),
    [goTo],
  )

  const { rotation, hasAutoplay, manual } = useRotation(rootRef, api, autoplay, step)

  const onSwipeStep = useCallback((delta: 1 | -1) => manual(() => step(delta)), [manual, step])
  useStepSwipe(viewportRef, swipe === 'step', direction, onSwipeStep)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('input, textarea, select')) return
    const delta = arrowKeyStep(event.key, direction)
    if (!delta) return
    event.preventDefault()
    manual(() => step(delta))
  }

  const ready = Boolean(api)

  return (
    <div
      ref={rootRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel={itemName}
      data-index={index}
      data-ready={ready ? 'true' : 'false'}
      data-rotating={hasAutoplay ? String(rotation.running) : undefined}
      onKeyDown={onKeyDown}
      className={className}
    >
      <SlideTrack
        viewportRef={viewportRef}
        id={`${id}-slides`}
        slides={slides}
        slideClassName={slideClassName}
        index={index}
        ready={ready}
      />

      {/* Announces manual moves; silent while the carousel turns by itself. */}
      <p className="sr-only" aria-live={hasAutoplay && rotation.running ? 'off' : 'polite'}>
        {ready
          ? text
            ? fill(text.position, { number: index + 1, count })
            : `${capitalise(itemName)} ${index + 1} of ${count}`
          : ''}
      </p>

      {arrows || nav !== 'none' || hasAutoplay ? (
        <CarouselControls
          slidesId={`${id}-slides`}
          itemName={itemName}
          text={text}
          count={count}
          index={index}
          arrows={arrows}
          nav={nav}
          tabLabels={tabLabels}
          tone={tone}
          className={controlsClassName}
          onStep={(delta) => manual(() => step(delta))}
          onGoTo={(slide) => manual(() => goTo(slide))}
          autoplay={
            hasAutoplay
              ? { enabled: rotation.enabled, toggle: rotation.toggle, what: motionName ?? label }
              : null
          }
        />
      ) : null}
    </div>
  )
}
