'use client'
/**
 * Every moving row of the site, in one module:
 *
 * - `Carousel`: slides that move one at a time (testimonials, value cards, client logos), driven
 *   by Embla (embla-carousel, ~7 kB). Embla loops by moving the slides themselves, so every slide
 *   is in the page once (screen readers read it once), and it measures, snaps, drags and
 *   re-measures on resize. Its code is fetched only when the carousel comes near the viewport or
 *   is first touched: until then the slides are a plain row that scrolls natively, so the content
 *   is there and usable without JavaScript and costs nothing before the first paint.
 * - `ScrollRow`: a row that scrolls freely (popular services): the browser's own scrolling for
 *   wheels, keys and (before hydration) touch; once hydrated a horizontal swipe glides on with the
 *   spec's decay (0.95 a frame, framer-motion's inertia in glide.ts) while vertical swipes stay
 *   the page's; previous/next buttons scroll by a fixed step.
 *
 * Both are keyboard operable (arrow keys, named buttons), and a carousel that advances by itself
 * has a pause control and stops under reduced motion, off screen, in a hidden tab and while the
 * pointer, a finger or the keyboard focus is inside (see use-autoplay.ts).
 */
import type { EmblaCarouselType } from 'embla-carousel'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { useMediaQuery } from './use-media-query'
import { clsx } from 'clsx'
import { AutoplayToggle } from './autoplay-toggle'
import { lockAxis, swipeStep, wrapIndex } from './swipe'
import { useAutoplay } from './use-autoplay'
import { useReducedMotion } from './use-reduced-motion'

export interface CarouselAutoplay {
  /** Milliseconds between two steps. */
  intervalMs: number
  /** The interval under 768 px, when it differs. */
  narrowIntervalMs?: number
  /** How long a manual choice holds the rotation. */
  holdMs?: number
  /** Pause while the pointer is over the carousel (default true). */
  pauseOnHover?: boolean
}

export interface CarouselProps {
  /** The accessible name of the carousel, e.g. 'Client testimonials'. */
  label: string
  /** What one slide is, for button names: 'testimonial' → 'Next testimonial'. */
  itemName: string
  /** What moves, for the pause control's name: 'client logos'. Defaults to `label`. */
  motionName?: string
  slides: ReactNode[]
  /** The width of a slide at each breakpoint, e.g. 'basis-full lg:basis-1/3'. */
  slideClassName?: string
  /** Previous and next buttons. */
  arrows?: boolean
  /** One dot per slide, or labelled tabs (`tabLabels`), to jump to it. */
  nav?: 'dots' | 'tabs' | 'none'
  tabLabels?: readonly string[]
  autoplay?: CarouselAutoplay
  /**
   * 'drag': Embla's drag (mouse and touch). 'step': a touch swipe of at least 50 px moves one
   * slide, once the touch has chosen its axis (swipe.ts); the slides do not follow the finger.
   */
  swipe?: 'drag' | 'step'
  tone?: 'light' | 'dark'
  className?: string
  /**
   * Where the controls sit, e.g. 'mt-8 justify-center'; in place of the default top margin
   * ('mt-8'), so give one.
   */
  controlsClassName?: string
}

type Api = EmblaCarouselType

/** Starts Embla on `viewport` once it comes near the viewport or the visitor reaches for it. */
function useEmbla(
  rootRef: React.RefObject<HTMLElement | null>,
  viewportRef: React.RefObject<HTMLDivElement | null>,
  options: { draggable: boolean },
) {
  const [api, setApi] = useState<Api | null>(null)
  const loading = useRef<Promise<Api | null> | null>(null)
  const apiRef = useRef<Api | null>(null)
  const { draggable } = options

  const ensure = useCallback(() => {
    if (loading.current) return loading.current
    loading.current = import('embla-carousel').then(({ default: EmblaCarousel }) => {
      const viewport = viewportRef.current
      if (!viewport) return null
      // Carry over a native scroll made before Embla arrived.
      const first = viewport.querySelector<HTMLElement>('[data-slide]')
      const startIndex = first ? Math.round(viewport.scrollLeft / first.offsetWidth) : 0
      viewport.scrollLeft = 0
      const instance = EmblaCarousel(viewport, {
        loop: true,
        align: 'start',
        startIndex,
        watchDrag: draggable,
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
  }, [viewportRef, draggable])

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

export function Carousel({
  label,
  itemName,
  motionName,
  slides,
  slideClassName = 'basis-full',
  arrows = false,
  nav = 'none',
  tabLabels,
  autoplay,
  swipe = 'drag',
  tone = 'light',
  className,
  controlsClassName,
}: CarouselProps) {
  const id = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const viewportRef = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState(0)
  const count = slides.length
  const reducedMotion = useReducedMotion()
  const narrow = useMediaQuery('(max-width: 767px)')
  const { api, ensure } = useEmbla(rootRef, viewportRef, { draggable: swipe === 'drag' })

  useEffect(() => {
    if (!api) return
    const onSelect = () => setIndex(api.selectedScrollSnap())
    onSelect()
    api.on('select', onSelect).on('reInit', onSelect)
    return () => {
      api.off('select', onSelect).off('reInit', onSelect)
    }
  }, [api])

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

  /** A choice the visitor made: it moves, and holds the rotation. */
  const manual = useCallback(
    (move: () => Promise<void>) => {
      noteManualChoice()
      void move()
    },
    [noteManualChoice],
  )

  // A step swipe: decided on the axis first (5 px), then by distance (50 px).
  useEffect(() => {
    const viewport = viewportRef.current
    if (swipe !== 'step' || !viewport) return
    let start: { x: number; y: number } | null = null
    let axis: 'x' | 'y' | null = null
    let dx = 0
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0]
      if (!touch || event.touches.length > 1) return
      start = { x: touch.clientX, y: touch.clientY }
      axis = null
      dx = 0
    }
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0]
      if (!start || !touch) return
      dx = touch.clientX - start.x
      axis ??= lockAxis(dx, touch.clientY - start.y)
      if (axis === 'y') start = null // a vertical swipe belongs to the page
    }
    const onEnd = () => {
      if (start && axis === 'x') {
        const direction = swipeStep(dx)
        if (direction) manual(() => step(direction))
      }
      start = null
    }
    viewport.addEventListener('touchstart', onStart, { passive: true })
    viewport.addEventListener('touchmove', onMove, { passive: true })
    viewport.addEventListener('touchend', onEnd)
    viewport.addEventListener('touchcancel', onEnd)
    return () => {
      viewport.removeEventListener('touchstart', onStart)
      viewport.removeEventListener('touchmove', onMove)
      viewport.removeEventListener('touchend', onEnd)
      viewport.removeEventListener('touchcancel', onEnd)
    }
  }, [swipe, manual, step])

  // A drag through Embla is a manual choice too.
  useEffect(() => {
    if (!api || !hasAutoplay) return
    const onPointerDown = () => noteManualChoice()
    api.on('pointerDown', onPointerDown)
    return () => {
      api.off('pointerDown', onPointerDown)
    }
  }, [api, hasAutoplay, noteManualChoice])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('input, textarea, select')) return
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    manual(() => step(event.key === 'ArrowRight' ? 1 : -1))
  }

  const ready = Boolean(api)
  const dark = tone === 'dark'
  const arrowClass = clsx(
    'inline-flex size-11 items-center justify-center rounded-full border transition-colors',
    dark
      ? 'border-white/20 bg-white/5 text-white hover:border-white/50 hover:bg-white/10'
      : 'hover:border-brand-600 hover:text-brand-700 border-slate-300 bg-white text-slate-700 shadow-sm',
  )

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
      <div
        ref={viewportRef}
        id={`${id}-slides`}
        data-viewport=""
        // Focusable, so a keyboard reaches the row: before Embla runs the arrow keys scroll it
        // natively; then the region's arrow keys move the slides (axe: scrollable-region-focusable).
        tabIndex={0}
        className={clsx(
          'focus-visible:outline-offset-4',
          // Until Embla runs: a row that scrolls natively, so every slide can be reached.
          ready
            ? 'overflow-hidden'
            : 'snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain',
          // Vertical swipes and pinch zoom stay the page's; horizontal ones move the slides.
          ready && 'touch-pan-y touch-pinch-zoom',
        )}
      >
        <div className="-ml-4 flex">
          {slides.map((slide, slideIndex) => (
            <div
              // Slides come in a fixed order from the CMS.
              key={slideIndex}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${count}`}
              data-slide={slideIndex}
              data-active={slideIndex === index ? 'true' : undefined}
              className={clsx('min-w-0 shrink-0 grow-0 snap-start pl-4', slideClassName)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>

      {/* Announces manual moves; silent while the carousel turns by itself. */}
      <p className="sr-only" aria-live={hasAutoplay && rotation.running ? 'off' : 'polite'}>
        {ready ? `${capitalise(itemName)} ${index + 1} of ${count}` : ''}
      </p>

      {arrows || nav !== 'none' || hasAutoplay ? (
        <div className={clsx('flex items-center gap-2 sm:gap-3', controlsClassName ?? 'mt-8')}>
          {arrows ? (
            <button
              type="button"
              aria-controls={`${id}-slides`}
              aria-label={`Previous ${itemName}`}
              onClick={() => manual(() => step(-1))}
              className={arrowClass}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
          ) : null}

          {nav === 'dots' || nav === 'tabs' ? (
            <div
              role="group"
              aria-label={`Choose a ${itemName}`}
              className={clsx(
                'flex',
                nav === 'tabs' && 'sm:grid sm:flex-1 sm:grid-cols-3 sm:gap-2',
              )}
            >
              {slides.map((_, dot) => {
                const current = dot === index
                const tabLabel = nav === 'tabs' ? tabLabels?.[dot] : undefined
                return (
                  <button
                    key={dot}
                    type="button"
                    aria-controls={`${id}-slides`}
                    aria-label={tabLabel ?? `Show ${itemName} ${dot + 1}`}
                    aria-current={current ? 'true' : undefined}
                    onClick={() => manual(() => goTo(dot))}
                    className={clsx(
                      'group inline-flex size-6 items-center justify-center rounded-full',
                      // Labelled tabs from 640 px; dots on phones.
                      tabLabel &&
                        clsx(
                          'sm:h-full sm:w-full sm:rounded-2xl sm:border sm:px-3 sm:py-2 sm:text-center sm:text-sm sm:leading-5 sm:font-semibold sm:transition-colors',
                          current
                            ? 'sm:border-brand-600 sm:bg-brand-600 sm:text-white'
                            : 'sm:hover:border-brand-600 sm:hover:text-brand-700 sm:border-slate-300 sm:bg-white sm:text-slate-700',
                        ),
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={clsx(
                        'block h-2 rounded-full transition-all',
                        tabLabel && 'sm:hidden',
                        current
                          ? dark
                            ? 'w-6 bg-white'
                            : 'bg-brand-600 w-6'
                          : dark
                            ? 'w-2 bg-white/30 group-hover:bg-white/60'
                            : 'w-2 bg-slate-300 group-hover:bg-slate-400',
                      )}
                    />
                    {tabLabel ? (
                      <span aria-hidden="true" className="hidden sm:inline">
                        {tabLabel}
                      </span>
                    ) : null}
                  </button>
                )
              })}
            </div>
          ) : null}

          {arrows ? (
            <button
              type="button"
              aria-controls={`${id}-slides`}
              aria-label={`Next ${itemName}`}
              onClick={() => manual(() => step(1))}
              className={arrowClass}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          ) : null}

          {hasAutoplay ? (
            <AutoplayToggle
              enabled={rotation.enabled}
              onToggle={rotation.toggle}
              what={motionName ?? label}
              tone={tone}
              className="ml-auto"
            />
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export interface ScrollRowProps {
  label: string
  /** What one card is: 'service' → 'Next services'. */
  itemName: string
  children: ReactNode
  /** How far the previous and next buttons scroll, in px (popular services: 380). */
  stepPx: number
  /**
   * A touched card (`[data-card]`) gets `data-touched` until this long after the finger lifts,
   * so touch screens see the highlight that hover gives a mouse (popular services: 500 ms).
   */
  touchHighlightMs?: number
  /** Beside the buttons: the section's heading. */
  header?: ReactNode
  tone?: 'light' | 'dark'
  className?: string
  /** Classes of the scrolling list itself (gap, padding). */
  listClassName?: string
  /**
   * Fade the list out at an edge with more cards beyond it (`.scroll-row-fade` in globals.css), so
   * the row does not end on a card cut in half. Not at the start: the first card is whole.
   */
  edgeFade?: boolean
}

/**
 * A row that scrolls natively (touch, trackpad, arrow keys once focused), with previous and next
 * buttons from 768 px. The buttons are disabled at either end.
 */
export function ScrollRow({
  label,
  itemName,
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
  const [edges, setEdges] = useState({ start: true, end: false })

  useEffect(() => {
    const scroller = scrollerRef.current
    if (!scroller) return
    const measure = () => {
      const max = scroller.scrollWidth - scroller.clientWidth
      setEdges({ start: scroller.scrollLeft <= 1, end: scroller.scrollLeft >= max - 1 })
    }
    // No measure() here: reading the row's size in the effect forced a style and layout of the
    // whole page inside the task that hydrates it (~110 ms of a 4x-slower CPU on the home page).
    // The observer's first report comes with the browser's next rendering update, laid out anyway.
    scroller.addEventListener('scroll', measure, { passive: true })
    const resize = new ResizeObserver(measure)
    resize.observe(scroller)
    return () => {
      scroller.removeEventListener('scroll', measure)
      resize.disconnect()
    }
  }, [])

  useEffect(() => {
    const scroller = scrollerRef.current
    if (!scroller || !touchHighlightMs) return
    const timers = new Map<HTMLElement, ReturnType<typeof setTimeout>>()
    const cardOf = (event: Event) =>
      (event.target as HTMLElement | null)?.closest<HTMLElement>('[data-card]') ?? null
    let touched: HTMLElement | null = null
    const onStart = (event: TouchEvent) => {
      touched = cardOf(event)
      if (!touched) return
      clearTimeout(timers.get(touched))
      touched.dataset.touched = 'true'
    }
    const onEnd = () => {
      const card = touched
      if (!card) return
      timers.set(
        card,
        setTimeout(() => {
          delete card.dataset.touched
          timers.delete(card)
        }, touchHighlightMs),
      )
      touched = null
    }
    scroller.addEventListener('touchstart', onStart, { passive: true })
    scroller.addEventListener('touchend', onEnd)
    scroller.addEventListener('touchcancel', onEnd)
    return () => {
      scroller.removeEventListener('touchstart', onStart)
      scroller.removeEventListener('touchend', onEnd)
      scroller.removeEventListener('touchcancel', onEnd)
      timers.forEach((timer) => clearTimeout(timer))
    }
  }, [touchHighlightMs])

  // Touch: once a swipe is horizontal (swipe.ts's axis rule) the row follows the finger and, when
  // released, glides on with its speed decaying by INERTIA_DECAY per 60th of a second
  // (framer-motion's inertia, glide.ts); a vertical swipe and a pinch stay the page's
  // (touch-action). Until this runs, the browser's own scrolling moves the row, so it works
  // before hydration and without JavaScript.
  useEffect(() => {
    const scroller = scrollerRef.current
    if (!scroller) return
    scroller.style.touchAction = 'pan-y pinch-zoom'
    // The glide's code (framer-motion) is fetched when the row comes near the screen or is first
    // touched; a swipe released before it arrives ends where the finger left the row.
    let glideModule: typeof import('./glide') | null = null
    const loadGlide = () => {
      if (reducedMotion || glideModule) return
      import('./glide').then(
        (module) => void (glideModule = module),
        () => undefined, // no glide this time; the next touch asks again
      )
    }
    const near = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return
        near.disconnect()
        loadGlide()
      },
      { rootMargin: '300px 0px' },
    )
    near.observe(scroller)
    let touch: { x: number; y: number; left: number; axis: 'x' | 'y' | null } | null = null
    let last = { x: 0, time: 0 }
    let speed = 0
    let stopGlide: (() => void) | null = null
    const settle = () => {
      stopGlide?.()
      stopGlide = null
      // Snapping is off while the finger or the glide moves the row, else each step would snap.
      scroller.style.scrollSnapType = ''
      delete scroller.dataset.gliding
    }
    const onStart = (event: TouchEvent) => {
      settle()
      loadGlide()
      const point = event.touches[0]
      if (event.touches.length !== 1 || !point) {
        touch = null
        return
      }
      touch = { x: point.clientX, y: point.clientY, left: scroller.scrollLeft, axis: null }
      last = { x: point.clientX, time: event.timeStamp }
      speed = 0
    }
    const onMove = (event: TouchEvent) => {
      const point = event.touches[0]
      if (!touch || !point) return
      touch.axis ??= lockAxis(point.clientX - touch.x, point.clientY - touch.y)
      if (touch.axis !== 'x') return
      if (event.cancelable) event.preventDefault()
      scroller.style.scrollSnapType = 'none'
      scroller.scrollLeft = touch.left - (point.clientX - touch.x)
      const elapsed = event.timeStamp - last.time
      if (elapsed > 0) speed = (last.x - point.clientX) / elapsed
      last = { x: point.clientX, time: event.timeStamp }
    }
    const onEnd = (event: TouchEvent) => {
      const swiped = touch?.axis === 'x'
      touch = null
      // A finger that rested before lifting releases no speed.
      if (!swiped || reducedMotion || !glideModule || event.timeStamp - last.time > 150) {
        return settle()
      }
      scroller.dataset.gliding = 'true'
      stopGlide = glideModule.glide(scroller, speed, () => {
        stopGlide = null
        settle()
      })
    }
    scroller.addEventListener('touchstart', onStart, { passive: true })
    scroller.addEventListener('touchmove', onMove, { passive: false })
    scroller.addEventListener('touchend', onEnd)
    scroller.addEventListener('touchcancel', settle)
    return () => {
      near.disconnect()
      settle()
      scroller.style.touchAction = ''
      scroller.removeEventListener('touchstart', onStart)
      scroller.removeEventListener('touchmove', onMove)
      scroller.removeEventListener('touchend', onEnd)
      scroller.removeEventListener('touchcancel', settle)
    }
  }, [reducedMotion])

  const scroll = (direction: 1 | -1) =>
    scrollerRef.current?.scrollBy({
      left: direction * stepPx,
      behavior: reducedMotion ? 'instant' : 'smooth',
    })

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
            aria-label={`Previous ${itemName}`}
            disabled={edges.start}
            onClick={() => scroll(-1)}
            className={arrowClass}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            aria-controls={`${id}-list`}
            aria-label={`Next ${itemName}`}
            disabled={edges.end}
            onClick={() => scroll(1)}
            className={arrowClass}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
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
