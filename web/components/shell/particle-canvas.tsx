'use client'
/**
 * The animated particle background. It starts once the page has loaded and the browser is idle,
 * pauses while the tab is hidden, and draws a single still frame for visitors who prefer reduced
 * motion. Decorative: hidden from assistive technology and from the pointer.
 */
import { useEffect, useRef } from 'react'
import { whenLoadedAndIdle } from '@/web/lib/after-load'

export function ParticleCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    let stopAnimation: (() => void) | null = null
    let cancelled = false
    // The drawing code is fetched only when it is about to run: nothing of it delays the page.
    const cancelStart = whenLoadedAndIdle(() => {
      import('./particle-animation')
        .then(({ animateParticles }) => {
          if (!cancelled) stopAnimation = animateParticles(canvas)
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
      className="pointer-events-none fixed inset-0 -z-10 size-full"
    />
  )
}
