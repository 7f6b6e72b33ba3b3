'use client'
/**
 * The animated particle background. It starts once the browser is idle after the first paint,
 * pauses while the tab is hidden, and draws a single still frame for visitors who prefer reduced
 * motion. Decorative: hidden from assistive technology and from the pointer.
 */
import { useEffect, useRef } from 'react'
import { createParticles, type Particle, particleOpacity, stepParticles } from './particles'

const DOT = '37, 99, 235' // brand-600

/** How close two particles come before a line joins them: shorter on small screens, less busy. */
const linkDistance = (width: number) => Math.min(130, Math.max(70, width / 5))

function draw(ctx: CanvasRenderingContext2D, particles: Particle[], width: number, height: number) {
  ctx.clearRect(0, 0, width, height)
  const reach = linkDistance(width)
  for (let i = 0; i < particles.length; i++) {
    const a = particles[i]!
    const alphaA = particleOpacity(a)
    for (let j = i + 1; j < particles.length; j++) {
      const b = particles[j]!
      const distance = Math.hypot(a.x - b.x, a.y - b.y)
      if (distance > reach) continue
      const alpha = (1 - distance / reach) * 0.12 * Math.min(alphaA, particleOpacity(b))
      ctx.strokeStyle = `rgba(${DOT}, ${alpha})`
      ctx.lineWidth = 1
      ctx.beginPath()
      ctx.moveTo(a.x, a.y)
      ctx.lineTo(b.x, b.y)
      ctx.stroke()
    }
    ctx.fillStyle = `rgba(${DOT}, ${0.28 * alphaA})`
    ctx.beginPath()
    ctx.arc(a.x, a.y, a.radius, 0, Math.PI * 2)
    ctx.fill()
  }
}

export function ParticleCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    const canvas = canvasRef.current
    const ctx = canvas?.getContext('2d')
    if (!canvas || !ctx) return
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)')
    let particles: Particle[] = []
    let width = 0
    let height = 0
    let frame = 0
    let last = 0
    let started = false

    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2)
      width = window.innerWidth
      height = window.innerHeight
      canvas.width = Math.round(width * ratio)
      canvas.height = Math.round(height * ratio)
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
      if (!particles.length) particles = createParticles(width, height)
      draw(ctx, particles, width, height)
    }

    const tick = (now: number) => {
      const dt = last ? Math.min((now - last) / 1000, 0.1) : 0
      last = now
      particles = stepParticles(particles, width, height, dt)
      draw(ctx, particles, width, height)
      frame = requestAnimationFrame(tick)
    }

    const stop = () => {
      cancelAnimationFrame(frame)
      frame = 0
      last = 0
    }
    const play = () => {
      if (frame || document.hidden || reduceMotion.matches) return
      frame = requestAnimationFrame(tick)
    }
    const onVisibility = () => (document.hidden ? stop() : play())
    const onMotionChange = () => (reduceMotion.matches ? stop() : play())

    const start = () => {
      started = true
      resize()
      play()
      window.addEventListener('resize', resize)
      document.addEventListener('visibilitychange', onVisibility)
      reduceMotion.addEventListener('change', onMotionChange)
    }
    // After the first paint, when the main thread has nothing more urgent to do.
    // Safari has no requestIdleCallback.
    const onIdle = window.requestIdleCallback as Window['requestIdleCallback'] | undefined
    const idle = onIdle ? onIdle(start, { timeout: 1500 }) : window.setTimeout(start, 300)

    return () => {
      if (onIdle) window.cancelIdleCallback(idle)
      else window.clearTimeout(idle)
      stop()
      if (!started) return
      window.removeEventListener('resize', resize)
      document.removeEventListener('visibilitychange', onVisibility)
      reduceMotion.removeEventListener('change', onMotionChange)
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
