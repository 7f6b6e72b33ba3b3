/**
 * The particle background's drawing and animation. particle.worker.ts runs it on an
 * OffscreenCanvas off the main thread; where the browser has no OffscreenCanvas, particle-canvas.tsx
 * loads this module and runs it on the page (once the page has loaded and the browser is idle, so
 * none of it is in the page's first JavaScript).
 */
import { createParticles, type Particle, particleOpacity, stepParticles } from './particles'

const DOT = '37, 99, 235' // brand-600

/** How close two particles come before a line joins them: shorter on small screens, less busy. */
const linkDistance = (width: number) => Math.min(130, Math.max(70, width / 5))

/**
 * Opacity levels the lines and dots are drawn at. Each level is one path and one stroke or fill
 * call per frame, however many particles there are: drawing shape by shape would cost a call each.
 */
const LEVELS = 8
const level = (alpha: number, max: number) =>
  Math.min(LEVELS - 1, Math.floor((alpha / max) * LEVELS))
const levelAlpha = (index: number, max: number) => ((index + 0.5) / LEVELS) * max

const LINE_MAX = 0.12
const DOT_MAX = 0.28

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D

function draw(ctx: Context2D, particles: Particle[], width: number, height: number) {
  ctx.clearRect(0, 0, width, height)
  const reach = linkDistance(width)
  const lines: Path2D[] = Array.from({ length: LEVELS }, () => new Path2D())
  const dots: Path2D[] = Array.from({ length: LEVELS }, () => new Path2D())
  for (let i = 0; i < particles.length; i++) {
    const a = particles[i]!
    const alphaA = particleOpacity(a)
    for (let j = i + 1; j < particles.length; j++) {
      const b = particles[j]!
      const dx = a.x - b.x
      const dy = a.y - b.y
      if (dx > reach || dx < -reach || dy > reach || dy < -reach) continue
      const distance = Math.hypot(dx, dy)
      if (distance > reach) continue
      const alpha = (1 - distance / reach) * LINE_MAX * Math.min(alphaA, particleOpacity(b))
      if (alpha <= 0) continue
      const line = lines[level(alpha, LINE_MAX)]!
      line.moveTo(a.x, a.y)
      line.lineTo(b.x, b.y)
    }
    if (alphaA <= 0) continue
    const dot = dots[level(DOT_MAX * alphaA, DOT_MAX)]!
    dot.moveTo(a.x + a.radius, a.y)
    dot.arc(a.x, a.y, a.radius, 0, Math.PI * 2)
  }
  ctx.lineWidth = 1
  // An empty path draws nothing.
  lines.forEach((path, index) => {
    ctx.strokeStyle = `rgba(${DOT}, ${levelAlpha(index, LINE_MAX)})`
    ctx.stroke(path)
  })
  dots.forEach((path, index) => {
    ctx.fillStyle = `rgba(${DOT}, ${levelAlpha(index, DOT_MAX)})`
    ctx.fill(path)
  })
}

/** The particles drift at most 20 px a second: 24 frames a second move them under a pixel each. */
export const PARTICLE_FPS = 24
const FRAME_MS = 1000 / PARTICLE_FPS

/** Messages from the page to particle.worker.ts. */
export type ParticleMessage =
  | { type: 'init'; canvas: OffscreenCanvas; width: number; height: number; scale: number }
  | { type: 'resize'; width: number; height: number; scale: number }
  | { type: 'play' }
  | { type: 'pause' }
/** The worker's answer once it has drawn its first frame. */
export type ParticleReply = { type: 'drawn' }

export interface ParticleLoop {
  /** The window's size in CSS pixels, and canvas pixels per CSS pixel (particle-scale.ts). */
  resize(width: number, height: number, scale: number): void
  play(): void
  pause(): void
}

/**
 * The field on one canvas, on the page or in a worker: `resize` sizes the canvas (`scale` canvas
 * pixels per CSS pixel, at most 2: see particle-scale.ts) and draws a still frame; the particles
 * move in CSS pixels, and the context's transform scales the drawing. `play` and `pause` run and
 * stop the animation.
 */
export function particleLoop(
  ctx: Context2D,
  requestFrame: (callback: (now: number) => void) => number,
  cancelFrame: (id: number) => void,
): ParticleLoop {
  let particles: Particle[] = []
  let width = 0
  let height = 0
  let frame = 0
  let last = 0

  const tick = (now: number) => {
    frame = requestFrame(tick)
    if (last && now - last < FRAME_MS - 2) return
    const dt = last ? Math.min((now - last) / 1000, 0.1) : 0
    last = now
    particles = stepParticles(particles, width, height, dt)
    draw(ctx, particles, width, height)
  }

  return {
    resize(w, h, scale) {
      width = w
      height = h
      // Setting a canvas's size resets its context, the transform with it.
      ctx.canvas.width = Math.round(w * scale)
      ctx.canvas.height = Math.round(h * scale)
      ctx.setTransform(scale, 0, 0, scale, 0, 0)
      if (!particles.length) particles = createParticles(w, h)
      draw(ctx, particles, w, h)
    },
    play() {
      if (frame) return
      frame = requestFrame(tick)
    },
    pause() {
      cancelFrame(frame)
      frame = 0
      last = 0
    },
  }
}

/** The field drawn on the page's main thread (browsers without OffscreenCanvas). */
export function pageParticleLoop(canvas: HTMLCanvasElement): ParticleLoop | null {
  const ctx = canvas.getContext('2d')
  if (!ctx) return null
  return particleLoop(
    ctx,
    (callback) => requestAnimationFrame(callback),
    (id) => cancelAnimationFrame(id),
  )
}
