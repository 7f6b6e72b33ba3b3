/**
 * The particle background's drawing and animation (particle-canvas.tsx loads this module once the
 * page has loaded and the browser is idle, so none of it is in the page's first JavaScript).
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

function draw(ctx: CanvasRenderingContext2D, particles: Particle[], width: number, height: number) {
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
const FRAME_MS = 1000 / 24

/** Starts the animation on `canvas`; returns the function that stops it. */
export function animateParticles(canvas: HTMLCanvasElement): () => void {
  const ctx = canvas.getContext('2d')
  if (!ctx) return () => undefined
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)')
  let particles: Particle[] = []
  let width = 0
  let height = 0
  let frame = 0
  let last = 0

  const resize = () => {
    // A faint, decorative layer drawn at one canvas pixel per CSS pixel: on a 3× phone screen
    // that is a ninth of the pixels to clear and draw each frame, and the soft dots look the same.
    width = window.innerWidth
    height = window.innerHeight
    canvas.width = width
    canvas.height = height
    if (!particles.length) particles = createParticles(width, height)
    draw(ctx, particles, width, height)
  }

  const tick = (now: number) => {
    frame = requestAnimationFrame(tick)
    if (last && now - last < FRAME_MS - 2) return
    const dt = last ? Math.min((now - last) / 1000, 0.1) : 0
    last = now
    particles = stepParticles(particles, width, height, dt)
    draw(ctx, particles, width, height)
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

  resize()
  play()
  window.addEventListener('resize', resize)
  document.addEventListener('visibilitychange', onVisibility)
  reduceMotion.addEventListener('change', onMotionChange)

  return () => {
    stop()
    window.removeEventListener('resize', resize)
    document.removeEventListener('visibilitychange', onVisibility)
    reduceMotion.removeEventListener('change', onMotionChange)
  }
}
