import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { describeError, ERROR_HEADING, ErrorScreen } from '@/web/components/shell/error-screen'
import { pagePath, telHref, toMenuCategories } from '@/web/components/shell/nav'
import {
  createParticles,
  INITIAL_PARTICLES,
  MIN_PARTICLES,
  particleOpacity,
  stepParticles,
} from '@/web/components/shell/particles'
import { particleLoop } from '@/web/components/shell/particle-animation'
import { canvasScale, MAX_PARTICLE_SCALE } from '@/web/components/shell/particle-scale'
import { placeServicesMenu } from '@/web/components/shell/services-menu-placement'

describe('particle field', () => {
  it('starts with 50 particles inside the window', () => {
    const particles = createParticles(1440, 900)
    expect(particles).toHaveLength(INITIAL_PARTICLES)
    expect(INITIAL_PARTICLES).toBe(50)
    for (const p of particles) {
      expect(p.x).toBeGreaterThanOrEqual(0)
      expect(p.x).toBeLessThan(1440)
      expect(p.y).toBeGreaterThanOrEqual(0)
      expect(p.y).toBeLessThan(900)
    }
  })

  it('lets particles die and refills to at least 30, never fewer', () => {
    expect(MIN_PARTICLES).toBe(30)
    let particles = createParticles(800, 600)
    const counts: number[] = []
    for (let second = 0; second < 120; second++) {
      particles = stepParticles(particles, 800, 600, 1)
      counts.push(particles.length)
    }
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(30)
    expect(counts.at(-1)).toBeLessThan(50) // some died and were not all replaced
    for (const p of particles) {
      expect(p.x).toBeGreaterThanOrEqual(0)
      expect(p.x).toBeLessThan(800)
    }
  })

  it('fades a particle in and out over its life', () => {
    const [p] = createParticles(100, 100)
    expect(particleOpacity({ ...p!, age: 0 })).toBe(0)
    expect(particleOpacity({ ...p!, age: p!.life / 2 })).toBe(1)
    expect(particleOpacity({ ...p!, age: p!.life })).toBe(0)
  })

  it("draws at the screen's pixel ratio, up to 2", () => {
    expect(MAX_PARTICLE_SCALE).toBe(2)
    expect(canvasScale(1)).toBe(1)
    expect(canvasScale(1.5)).toBe(1.5)
    expect(canvasScale(2)).toBe(2)
    expect(canvasScale(3)).toBe(2)
    // Zoomed out below 1, or a browser that reports nothing: one canvas pixel per CSS pixel.
    expect(canvasScale(0.5)).toBe(1)
    expect(canvasScale(undefined)).toBe(1)
    expect(canvasScale(Number.NaN)).toBe(1)
  })

  it('sizes the canvas in device pixels and scales the drawing to match', () => {
    class FakePath {
      moveTo() {}
      lineTo() {}
      arc() {}
    }
    const previous = globalThis.Path2D
    globalThis.Path2D = FakePath as unknown as typeof Path2D
    try {
      const transforms: number[][] = []
      const cleared: number[][] = []
      const canvas = { width: 0, height: 0 }
      const ctx = {
        canvas,
        setTransform: (...m: number[]) => transforms.push(m),
        clearRect: (...r: number[]) => cleared.push(r),
        stroke() {},
        fill() {},
      } as unknown as CanvasRenderingContext2D
      const loop = particleLoop(
        ctx,
        () => 0,
        () => {},
      )
      loop.resize(375, 812, 2)
      expect(canvas).toEqual({ width: 750, height: 1624 })
      expect(transforms.at(-1)).toEqual([2, 0, 0, 2, 0, 0])
      // Cleared and drawn in CSS pixels, under the transform.
      expect(cleared.at(-1)).toEqual([0, 0, 375, 812])
      loop.resize(1441, 901, 1.5)
      expect(canvas).toEqual({ width: 2162, height: 1352 })
      expect(transforms.at(-1)).toEqual([1.5, 0, 0, 1.5, 0, 0])
    } finally {
      globalThis.Path2D = previous
    }
  })
})

describe('services menu placement', () => {
  const trigger = { left: 480, width: 90 }

  it('is 900 px wide when the window has room and 800 px at least', () => {
    expect(placeServicesMenu(trigger, 80, 1440).width).toBe(900)
    expect(placeServicesMenu(trigger, 80, 1024).width).toBe(900)
    expect(placeServicesMenu(trigger, 80, 900).width).toBe(836)
    expect(placeServicesMenu(trigger, 80, 850).width).toBe(800)
  })

  it('stays inside a window narrower than the panel', () => {
    const placement = placeServicesMenu({ left: 300, width: 90 }, 80, 768)
    expect(placement.width).toBe(752)
    expect(placement.left).toBe(8)
  })

  it('sits 8 px under the header, centred under its trigger, inside the window', () => {
    expect(placeServicesMenu({ left: 700, width: 100 }, 80, 1440)).toEqual({
      top: 88,
      left: 300,
      width: 900,
    })
    expect(placeServicesMenu({ left: 20, width: 100 }, 64, 1440).left).toBe(8)
    expect(placeServicesMenu({ left: 1400, width: 30 }, 64, 1440).left).toBe(1440 - 8 - 900)
  })

  it("keeps inside the header's content edges when it fits between them", () => {
    const bar = { left: 40, right: 1400 }
    expect(placeServicesMenu({ left: 410, width: 100 }, 80, 1440, bar).left).toBe(40)
    expect(placeServicesMenu({ left: 1300, width: 80 }, 80, 1440, bar).left).toBe(1400 - 900)
    expect(placeServicesMenu({ left: 700, width: 100 }, 80, 1440, bar).left).toBe(300)
    // Narrower than the panel: the window's edges, as without them.
    expect(
      placeServicesMenu({ left: 20, width: 100 }, 80, 900, { left: 60, right: 840 }).left,
    ).toBe(8)
  })
})

describe('navigation helpers', () => {
  it('dials the digits of a formatted number', () => {
    expect(telHref('+1 (212) 555-0142')).toBe('tel:+12125550142')
    expect(telHref('+44 20 7946 0142')).toBe('tel:+442079460142')
  })

  it('puts landing pages under the brand slug and other pages at the root', () => {
    expect(pagePath({ kind: 'landing', slug: 'global-agency' }, 'codehome')).toBe(
      '/codehome-global-agency',
    )
    expect(pagePath({ kind: 'legal', slug: 'privacy-policy' }, 'codehome')).toBe('/privacy-policy')
  })

  it('numbers categories by position for /services?category={index}', () => {
    const categories = toMenuCategories([
      {
        _id: 'a',
        title: 'Marketing',
        slug: 'marketing',
        icon: 'megaphone',
        order: 0,
        services: [
          {
            _id: 's',
            title: 'SEO',
            slug: 'seo',
            description: '',
            icon: null,
            priceFrom: 399,
            priceTo: 1799,
            billingPeriods: ['monthly'],
          },
        ],
      },
    ] as unknown as Parameters<typeof toMenuCategories>[0])
    expect(categories).toEqual([
      {
        title: 'Marketing',
        icon: 'megaphone',
        index: 0,
        services: [{ title: 'SEO', slug: 'seo' }],
      },
    ])
  })
})

describe('error screen', () => {
  it('names the status of an HTTP error, or the message of any other', () => {
    expect(describeError({ status: 404, statusText: 'Not Found' })).toBe('404 Not Found')
    expect(describeError({ status: 500 })).toBe('500')
    expect(describeError(new Error('The catalogue could not be loaded'))).toBe(
      'The catalogue could not be loaded',
    )
    expect(describeError('boom')).toBe('boom')
    expect(describeError(undefined)).toBe('Something went wrong.')
  })

  it('shows the heading and the message, and the stack trace only when asked (development)', () => {
    const error = new Error('Database unavailable')
    const production = renderToStaticMarkup(createElement(ErrorScreen, { error, showStack: false }))
    expect(production).toContain(ERROR_HEADING)
    expect(ERROR_HEADING).toBe('Unexpected Application Error!')
    expect(production).toContain('Database unavailable')
    expect(production).not.toContain('at ') // no stack frames
    const development = renderToStaticMarkup(createElement(ErrorScreen, { error, showStack: true }))
    expect(development).toContain('<pre')
  })

  it('hides the stack trace by default outside development', () => {
    expect(process.env.NODE_ENV).not.toBe('development')
    const html = renderToStaticMarkup(createElement(ErrorScreen, { error: new Error('Oops') }))
    expect(html).not.toContain('<pre')
  })
})
