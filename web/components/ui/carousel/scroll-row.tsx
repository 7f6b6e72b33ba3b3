'use client'
import { ChevronLeft, ChevronRight } from '@/web/components/ui/icons'
import { useId, useRef } from 'react'
import { clsx } from 'clsx'
import { useReducedMotion } from '../use-reduced-motion'
import type { ScrollRowProps } from './types'
import { useGlideSwipe } from './use-glide-swipe'
import { useRowEdges } from './use-row-edges'
import { useTouchHighlight } from './use-touch-highlight'

/**
 * A row that scrolls freely (popular services), natively (touch, trackpad, arrow keys once
 * focused), with previous and next buttons from 768 px, disabled at either end. Once hydrated a
 * horizontal swipe glides on with the spec's decay (use-glide-swipe.ts).
 */
export function ScrollRow({
  label,
  itemName,
  text,
  children,
  stepPx,
  touchHighlightMs = 0,
  header,
  tone = 'light',
  className,
  listClassName,
  edgeFade = false,
}: ScrollRowProps) {
  const id = useId()
  const scrollerRef = useRef<HTMLDivElement>(null)
  const reducedMotion = useReducedMotion()
  const edges = useRowEdges(scrollerRef)
  useTouchHighlight(scrollerRef, touchHighlightMs)
  useGlideSwipe(scrollerRef, reducedMotion)

  // Forward is leftward on a right-to-left page, where scrollLeft runs from 0 down.
  const scroll = (direction: 1 | -1) => {
    const scroller = scrollerRef.current
    if (!scroller) return
    const rtl = getComputedStyle(scroller).direction === 'rtl'
    scroller.scrollBy({
      left: (rtl ? -direction : direction) * stepPx,
      behavior: reducedMotion ? 'instant' : 'smooth',
    })
  }

  const dark = tone === 'dark'
  const arrowClass = clsx(
    'hidden size-11 items-center justify-center rounded-full border transition-colors disabled:cursor-not-allowed disabled:opacity-40 md:inline-flex',
    dark
      ? 'border-white/20 bg-white/5 text-white enabled:hover:border-white/50 enabled:hover:bg-white/10'
      : 'enabled:hover:border-brand-600 enabled:hover:text-brand-700 border-slate-300 bg-white text-slate-700 shadow-sm',
  )

  return (
    <div role="region" aria-label={label} data-scroll-row={itemName} className={className}>
      <div className="flex items-end justify-between gap-6">
        <div className="min-w-0">{header}</div>
        <div className="flex flex-none gap-3">
          <button
            type="button"
            aria-controls={`${id}-list`}
            aria-label={text ? text.previous : `Previous ${itemName}`}
            disabled={edges.start}
            onClick={() => scroll(-1)}
            className={arrowClass}
          >
            <ChevronLeft className="size-5 rtl:-scale-x-100" />
          </button>
          <button
            type="button"
            aria-controls={`${id}-list`}
            aria-label={text ? text.next : `Next ${itemName}`}
            disabled={edges.end}
            onClick={() => scroll(1)}
            className={arrowClass}
          >
            <ChevronRight className="size-5 rtl:-scale-x-100" />
          </button>
        </div>
      </div>
      <div
        ref={scrollerRef}
        id={`${id}-list`}
        // Focusable, so the arrow keys scroll it.
        tabIndex={0}
        data-testid="scroll-row"
        // The server's edges (at the start, more beyond the end) until the row reports its own.
        data-more-before={edgeFade && !edges.start ? '' : undefined}
        data-more-after={edgeFade && !edges.end ? '' : undefined}
        className={clsx(
          'flex snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain focus-visible:outline-offset-4 [&::-webkit-scrollbar]:hidden',
          edgeFade && 'scroll-row-fade',
          listClassName,
        )}
      >
        {children}
      </div>
    </div>
  )
}
