'use client'
/**
 * The animated particle background. It starts once the page has loaded and the browser is idle,
 * pauses while the tab is hidden, and draws a single still frame for visitors who prefer reduced
 * motion. Decorative: hidden from assistive technology and from the pointer.
 *
 * Where the browser has OffscreenCanvas the canvas is handed to a worker (particle.worker.ts) that
 * draws it, so the animation adds no work to the main thread; elsewhere the same drawing runs here
 * (particle-animation.ts, fetched only then). `data-renderer` says which, `data-running` whether it
 * moves, `data-drawn` that a frame has been drawn.
 */
import { useEffect, useRef } from 'react'
import { whenLoadedAndIdle } from '@/web/lib/after-load'
import type { ParticleLoop, ParticleMessage, ParticleReply } from './particle-animation'
import { canvasScale } from './particle-scale'

const scale = () => canvasScale(window.devicePixelRatio)

/**
 * The field drawn by a worker, driven like the one on the page: resize, play and pause become
 * messages. Returns the loop and the function that ends the worker. Throws if it cannot start.
 */
function workerParticleLoop(canvas: HTMLCanvasElement): { loop: ParticleLoop; end: () => void } {
  const worker = new Worker(new URL('./particle.worker.ts', import.meta.url), {
    type: 'module',
    name: 'particles',
  })
  worker.addEventListener('message', (event: MessageEvent<ParticleReply>) => {
    if (event.data?.type === 'drawn') canvas.dataset.drawn = 'true'
  })
  const post = (message: ParticleMessage, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer)
  const offscreen = canvas.transferControlToOffscreen()
  post(
    {
      type: 'init',
      canvas: offscreen,
      width: window.innerWidth,
      height: window.innerHeight,
      scale: scale(),
    },
    [offscreen],
  )
  const loop: ParticleLoop = {
    resize: (width, height, ratio) => post({ type: 'resize', width, height, scale: ratio }),
    play: () => post({ type: 'play' }),
    pause: () => post({ type: 'pause' }),
  }
  return { loop, end: () => worker.terminate() }
}

/**
 * Keeps the field sized to the window and moving only while the tab is visible and motion is
 * welcome; returns the function that stops it.
 */
function drive(canvas: HTMLCanvasElement, loop: ParticleLoop): () => void {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)')
  // A window moved to a screen of another pixel ratio, or zoomed, fires resize too.
  const resize = () => loop.resize(window.innerWidth, window.innerHeight, scale())
  const update = () => {
    const run = !document.hidden && !reduceMotion.matches
    if (run) loop.play()
    else loop.pause()
    canvas.dataset.running = String(run)
  }
  update()
  window.addEventListener('resize', resize)
  document.addEventListener('visibilitychange', update)
  reduceMotion.addEventListener('change', update)
  return () => {
    loop.pause()
    window.removeEventListener('resize', resize)
    document.removeEventListener('visibilitychange', update)
    reduceMotion.removeEventListener('change', update)
  }
}

export function ParticleCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    let stopAnimation: (() => void) | null = null
    let cancelled = false
    const cancelStart = whenLoadedAndIdle(() => {
      if (typeof Worker === 'function' && typeof canvas.transferControlToOffscreen === 'function') {
        try {
          const { loop, end } = workerParticleLoop(canvas)
          const stop = drive(canvas, loop)
          stopAnimation = () => {
            stop()
            end()
          }
          canvas.dataset.renderer = 'worker'
          return
        } catch {
          // A worker the page may not start (a content security policy): draw here instead.
        }
      }
      // The drawing code is fetched only when it is about to run: nothing of it delays the page.
      import('./particle-animation')
        .then(({ pageParticleLoop }) => {
          if (cancelled) return
          const loop = pageParticleLoop(canvas)
          if (!loop) return
          loop.resize(window.innerWidth, window.innerHeight, scale())
          stopAnimation = drive(canvas, loop)
          canvas.dataset.renderer = 'main'
          canvas.dataset.drawn = 'true'
        })
        .catch((error: unknown) => console.error('[particles] could not be loaded', error))
    })
    return () => {
      cancelled = true
      cancelStart()
      stopAnimation?.()
    }
  }, [])

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-testid="particle-canvas"
      // The field shows only in the margins beside the page's column (80 rem, the widest
      // container), never under a line of text (issue 45): on a phone the text reaches across the
      // screen, and on a wide one the dots and lines crossed body text and cards in white sections
      // (an outside review at 1440 px: "dust on the screen"). Behind everything, as everywhere.
      className="particle-canvas pointer-events-none fixed inset-0 -z-10 size-full"
    />
  )
}
