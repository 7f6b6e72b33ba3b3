'use client'
/**
 * The starfield behind the home hero: 180 stars on a wide hero, at
 * least 60, fewer on narrow screens (stars.ts). Where the browser has OffscreenCanvas the canvas is
 * handed to a worker that draws it, so the animation adds no task to the main thread; elsewhere
 * the same drawing runs here at 30 frames a second. It starts once the page has loaded and the
 * browser is idle, pauses while the hero is off screen or the tab is hidden, and stays still
 * (one frame) for visitors who prefer reduced motion. Decorative: hidden from assistive technology.
 */
import { useEffect, useRef } from 'react'
import { whenLoadedAndIdle } from '@/web/lib/after-load'
import {
  type ClearBox,
  createStars,
  drawStars,
  STARFIELD_FPS,
  starCount,
  type StarfieldMessage,
  type StarfieldReply,
} from './stars'

/** Sharp on a 2× screen; a 3× phone would triple the pixels for no visible gain. */
const pixelRatio = () => Math.min(window.devicePixelRatio || 1, 2)

interface Renderer {
  resize(width: number, height: number): void
  /** The boxes the stars keep off (the hero's texts). */
  clear(boxes: ClearBox[]): void
  play(): void
  pause(): void
  destroy(): void
}

function workerRenderer(canvas: HTMLCanvasElement, width: number, height: number, count: number) {
  const worker = new Worker(new URL('./starfield.worker.ts', import.meta.url), {
    type: 'module',
    name: 'starfield',
  })
  // `data-drawn` tells that the worker really started (a worker script that fails to bootstrap
  // would otherwise leave a silently empty canvas).
  worker.addEventListener('message', (event: MessageEvent<StarfieldReply>) => {
    if (event.data?.type === 'drawn') canvas.dataset.drawn = 'true'
  })
  const post = (message: StarfieldMessage, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer)
  const offscreen = canvas.transferControlToOffscreen()
  post({ type: 'init', canvas: offscreen, width, height, pixelRatio: pixelRatio(), count }, [
    offscreen,
  ])
  return {
    resize: (w, h) => post({ type: 'resize', width: w, height: h, pixelRatio: pixelRatio() }),
    clear: (boxes) => post({ type: 'clear', boxes }),
    play: () => post({ type: 'play' }),
    pause: () => post({ type: 'pause' }),
    destroy: () => worker.terminate(),
  } satisfies Renderer
}

function mainThreadRenderer(
  canvas: HTMLCanvasElement,
  width: number,
  height: number,
  count: number,
): Renderer | null {
  const ctx = canvas.getContext('2d')
  if (!ctx) return null
  const stars = createStars(count)
  let w = width
  let h = height
  let frame = 0
  let last = 0
  let time = 0
  let boxes: ClearBox[] = []
  const draw = () => drawStars(ctx, stars, w, h, time, boxes)
  const size = () => {
    const ratio = pixelRatio()
    canvas.width = Math.round(w * ratio)
    canvas.height = Math.round(h * ratio)
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
    draw()
  }
  const tick = (now: number) => {
    frame = requestAnimationFrame(tick)
    if (last && now - last < 1000 / STARFIELD_FPS - 2) return
    if (last) time += Math.min((now - last) / 1000, 0.1)
    last = now
    draw()
  }
  size()
  canvas.dataset.drawn = 'true'
  return {
    resize: (nw, nh) => {
      w = nw
      h = nh
      size()
    },
    clear: (next) => {
      boxes = next
      draw()
    },
    play: () => {
      if (frame) return
      last = 0
      frame = requestAnimationFrame(tick)
    },
    pause: () => {
      cancelAnimationFrame(frame)
      frame = 0
    },
    destroy: () => cancelAnimationFrame(frame),
  }
}

/**
 * Where the hero's text is on the canvas, line by line, in CSS pixels from its top left corner:
 * the boxes the stars keep off (each text node's line boxes, so the field still shows between
 * paragraphs and beside short lines).
 */
function textBoxes(canvas: HTMLCanvasElement): ClearBox[] {
  const origin = canvas.getBoundingClientRect()
  const hero = canvas.parentElement
  if (!hero) return []
  const boxes: ClearBox[] = []
  const range = document.createRange()
  const walker = document.createTreeWalker(hero, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue
    // Text for screen readers only (a box of 1 px, clipped) is drawn nowhere.
    const parent = node.parentElement?.getBoundingClientRect()
    if (!parent || parent.width <= 1 || parent.height <= 1) continue
    range.selectNodeContents(node)
    for (const line of range.getClientRects()) {
      if (!line.width || !line.height) continue
      boxes.push({
        x: Math.round(line.left - origin.left),
        y: Math.round(line.top - origin.top),
        width: Math.round(line.width),
        height: Math.round(line.height),
      })
    }
  }
  return boxes
}

export function Starfield({ className }: { className?: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)')
    let renderer: Renderer | null = null
    let inView = true
    let resize: ResizeObserver | null = null
    // The texts move when the window's width or the face changes (Inter swapped in).
    const keepOffText = () => {
      if (!renderer) return
      const boxes = textBoxes(canvas)
      renderer.clear(boxes)
      canvas.dataset.clear = String(boxes.length)
    }
    let visibility: IntersectionObserver | null = null

    const update = () => {
      if (!renderer) return
      const run = inView && !document.hidden && !reduceMotion.matches
      if (run) renderer.play()
      else renderer.pause()
      canvas.dataset.running = run ? 'true' : 'false'
    }

    const start = () => {
      const { width, height } = canvas.getBoundingClientRect()
      const count = starCount(window.innerWidth)
      if (typeof Worker === 'function' && typeof canvas.transferControlToOffscreen === 'function') {
        try {
          renderer = workerRenderer(canvas, width, height, count)
          canvas.dataset.renderer = 'worker'
        } catch {
          // A worker the page may not start (a content security policy): draw here instead.
          renderer = null
        }
      }
      if (!renderer) {
        renderer = mainThreadRenderer(canvas, width, height, count)
        canvas.dataset.renderer = 'main'
      }
      if (!renderer) return
      canvas.dataset.stars = String(count)
      resize = new ResizeObserver(([entry]) => {
        if (entry) renderer?.resize(entry.contentRect.width, entry.contentRect.height)
        keepOffText()
      })
      resize.observe(canvas)
      document.fonts?.addEventListener('loadingdone', keepOffText)
      keepOffText()
      visibility = new IntersectionObserver(([entry]) => {
        inView = Boolean(entry?.isIntersecting)
        update()
      })
      visibility.observe(canvas)
      document.addEventListener('visibilitychange', update)
      reduceMotion.addEventListener('change', update)
      update()
    }

    // After the load event, when the main thread is idle: the stars never compete with the
    // hero's text for the first paint.
    const cancelStart = whenLoadedAndIdle(start, { timeout: 2000, fallbackMs: 300 })

    return () => {
      cancelStart()
      resize?.disconnect()
      visibility?.disconnect()
      document.removeEventListener('visibilitychange', update)
      document.fonts?.removeEventListener('loadingdone', keepOffText)
      reduceMotion.removeEventListener('change', update)
      renderer?.destroy()
    }
  }, [])

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-testid="starfield"
      className={className ?? 'pointer-events-none absolute inset-0 size-full'}
    />
  )
}
