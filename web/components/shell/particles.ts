/**
 * The particle field behind every page, by the spec's numbers: 50 particles to begin; particles
 * fade out at the end of their life, and whenever fewer than 30 remain new ones are born until
 * there are 30 again. Pure functions, so the numbers can be tested without a canvas.
 */
export const INITIAL_PARTICLES = 50
export const MIN_PARTICLES = 30

export interface Particle {
  x: number
  y: number
  /** Velocity in px per second. */
  vx: number
  vy: number
  radius: number
  /** Seconds lived and seconds to live. */
  age: number
  life: number
}

type Random = () => number

export function createParticle(width: number, height: number, random: Random = Math.random) {
  const speed = 6 + random() * 14
  const angle = random() * Math.PI * 2
  return {
    x: random() * width,
    y: random() * height,
    vx: Math.cos(angle) * speed,
    vy: Math.sin(angle) * speed,
    radius: 1 + random() * 2,
    age: 0,
    life: 12 + random() * 28,
  } satisfies Particle
}

/** The first particles, already part-way through their lives so that the first frame shows them. */
export function createParticles(width: number, height: number, random: Random = Math.random) {
  return Array.from({ length: INITIAL_PARTICLES }, () => {
    const particle = createParticle(width, height, random)
    return { ...particle, age: particle.life * (0.2 + random() * 0.4) }
  })
}

/** Moves every particle by `dt` seconds (wrapping at the edges), drops the dead, refills to 30. */
export function stepParticles(
  particles: readonly Particle[],
  width: number,
  height: number,
  dt: number,
  random: Random = Math.random,
): Particle[] {
  const next: Particle[] = []
  for (const p of particles) {
    const age = p.age + dt
    if (age >= p.life) continue
    next.push({
      ...p,
      age,
      x: wrap(p.x + p.vx * dt, width),
      y: wrap(p.y + p.vy * dt, height),
    })
  }
  while (next.length < MIN_PARTICLES) next.push(createParticle(width, height, random))
  return next
}

/** 0 → 1 → 0 over a particle's life: it fades in and out instead of popping. */
export function particleOpacity(p: Particle) {
  const t = p.age / p.life
  return Math.min(1, t * 5, (1 - t) * 5)
}

function wrap(value: number, size: number) {
  if (size <= 0) return 0
  return ((value % size) + size) % size
}
