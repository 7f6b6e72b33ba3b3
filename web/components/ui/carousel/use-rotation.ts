'use client'
import { type RefObject, useCallback, useEffect } from 'react'
import { useAutoplay } from '../use-autoplay'
import { useMediaQuery } from '../use-media-query'
import type { EmblaApi } from './use-embla'
import type { CarouselAutoplay } from './types'

/**
 * The carousel's own turning (see use-autoplay.ts for when it stops), and `manual`: a choice the
 * visitor made moves the slides and holds the rotation. A drag through Embla holds it too.
 */
export function useRotation(
  rootRef: RefObject<HTMLElement | null>,
  api: EmblaApi | null,
  autoplay: CarouselAutoplay | undefined,
  step: (delta: number) => Promise<void>,
) {
  const narrow = useMediaQuery('(max-width: 767px)')
  const rotation = useAutoplay({
    rootRef,
    intervalMs: (narrow && autoplay?.narrowIntervalMs) || autoplay?.intervalMs || 0,
    holdMs: autoplay?.holdMs,
    pauseOnHover: autoplay?.pauseOnHover,
    onStep: () => {
      if (autoplay) void step(1)
    },
  })
  const hasAutoplay = Boolean(autoplay)
  const { noteManualChoice } = rotation

  const manual = useCallback(
    (move: () => Promise<void>) => {
      noteManualChoice()
      void move()
    },
    [noteManualChoice],
  )

  useEffect(() => {
    if (!api || !hasAutoplay) return
    const onPointerDown = () => noteManualChoice()
    api.on('pointerDown', onPointerDown)
    return () => {
      api.off('pointerDown', onPointerDown)
    }
  }, [api, hasAutoplay, noteManualChoice])

  return { rotation, hasAutoplay, manual }
}
