'use client'
import type { EmblaCarouselType } from 'embla-carousel'
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import type { CarouselDirection } from './types'

export type EmblaApi = EmblaCarouselType

export interface EmblaOptions {
  /** Embla's own drag (mouse and touch); off for the step swipe. */
  draggable: boolean
  direction: CarouselDirection
}

/**
 * Starts Embla (embla-carousel, ~7 kB) on `viewport` once the carousel comes near the viewport
 * or the visitor reaches for it (pointer, focus, touch). Until then the slides are a plain row
 * that scrolls natively. `ensure()` starts it now and resolves to the instance, or to null when
 * its code could not be fetched.
 */
export function useEmbla(
  rootRef: RefObject<HTMLElement | null>,
  viewportRef: RefObject<HTMLDivElement | null>,
  { draggable, direction }: EmblaOptions,
) {
  const [api, setApi] = useState<EmblaApi | null>(null)
  const loading = useRef<Promise<EmblaApi | null> | null>(null)
  const apiRef = useRef<EmblaApi | null>(null)

  const ensure = useCallback(() => {
    if (loading.current) return loading.current
    loading.current = import('embla-carousel').then(({ default: EmblaCarousel }) => {
      const viewport = viewportRef.current
      if (!viewport) return null
      // Carry over a native scroll made before Embla arrived (negative when right to left).
      const first = viewport.querySelector<HTMLElement>('[data-slide]')
      const startIndex = first ? Math.round(Math.abs(viewport.scrollLeft) / first.offsetWidth) : 0
      viewport.scrollLeft = 0
      const instance = EmblaCarousel(viewport, {
        loop: true,
        align: 'start',
        startIndex,
        watchDrag: draggable,
        direction,
      })
      apiRef.current = instance
      setApi(instance)
      return instance
    })
    // Embla's code could not be fetched (a dropped connection, a deploy that removed the chunk):
    // the row stays a native scroll row, and the next reach tries again.
    loading.current = loading.current.catch(() => {
      loading.current = null
      return null
    })
    return loading.current
  }, [viewportRef, draggable, direction])

  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    const near = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          near.disconnect()
          void ensure()
        }
      },
      { rootMargin: '300px 0px' },
    )
    near.observe(root)
    const reach = () => void ensure()
    root.addEventListener('pointerenter', reach, { once: true })
    root.addEventListener('focusin', reach, { once: true })
    root.addEventListener('touchstart', reach, { once: true, passive: true })
    return () => {
      near.disconnect()
      root.removeEventListener('pointerenter', reach)
      root.removeEventListener('focusin', reach)
      root.removeEventListener('touchstart', reach)
    }
  }, [rootRef, ensure])

  useEffect(() => () => apiRef.current?.destroy(), [])

  return { api, ensure }
}

/** The selected slide, following Embla once it runs (0 before). */
export function useSelectedIndex(api: EmblaApi | null) {
  const [index, setIndex] = useState(0)
  useEffect(() => {
    if (!api) return
    const onSelect = () => setIndex(api.selectedScrollSnap())
    onSelect()
    api.on('select', onSelect).on('reInit', onSelect)
    return () => {
      api.off('select', onSelect).off('reInit', onSelect)
    }
  }, [api])
  return index
}
