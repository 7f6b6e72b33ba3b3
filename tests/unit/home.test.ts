import { inertia } from 'framer-motion'
import { describe, expect, it } from 'vitest'
import { buildSeed } from '@/scripts/seed/build'
import {
  CLEAR_MARGIN,
  createStars,
  DEFAULT_STARS,
  inClearBox,
  MIN_STARS,
  starAlpha,
  starCount,
} from '@/web/components/home/stars'
import { applicationHref } from '@/web/blocks/team/component'
import { homeContent } from '../helpers/home-blocks'
import {
  AXIS_LOCK_PX,
  glideDistance,
  glideInertia,
  INERTIA_DECAY,
  lockAxis,
  SWIPE_THRESHOLD_PX,
  swipeStep,
  wrapIndex,
} from '@/web/components/ui/swipe'
import { initials, joinAlternatives } from '@/web/lib/text'

describe('starfield', () => {
  it('has 180 stars on a wide hero, never fewer than 60, fewer on narrow screens', () => {
    expect(DEFAULT_STARS).toBe(180)
    expect(MIN_STARS).toBe(60)
    expect(starCount(1440)).toBe(180)
    expect(starCount(2560)).toBe(180)
    expect(starCount(1024)).toBe(144)
    expect(starCount(768)).toBe(108)
    expect(starCount(375)).toBe(60)
    expect(starCount(0)).toBe(60)
    expect(starCount(Number.NaN)).toBe(60)
    for (let width = 1; width < 3000; width += 37) {
      const count = starCount(width)
      expect(count).toBeGreaterThanOrEqual(60)
      expect(count).toBeLessThanOrEqual(180)
      expect(count).toBeGreaterThanOrEqual(starCount(width - 37))
    }
  })

  it('places every star inside the field and keeps its brightness between 40 % and 100 %', () => {
    const stars = createStars(180)
    expect(stars).toHaveLength(180)
    for (const star of stars) {
      expect(star.x).toBeGreaterThanOrEqual(0)
      expect(star.x).toBeLessThan(1)
      expect(star.y).toBeGreaterThanOrEqual(0)
      expect(star.y).toBeLessThan(1)
      for (const time of [0, 0.7, 3.1, 42]) {
        const alpha = starAlpha(star, time)
        expect(alpha).toBeGreaterThanOrEqual(star.alpha * 0.4 - 1e-9)
        expect(alpha).toBeLessThanOrEqual(star.alpha + 1e-9)
      }
    }
  })

  it('keeps a star, its radius and a margin off every text box', () => {
    const boxes = [
      { x: 100, y: 50, width: 200, height: 40 },
      { x: 20, y: 300, width: 80, height: 20 },
    ]
    expect(CLEAR_MARGIN).toBeGreaterThanOrEqual(4)
    expect(inClearBox(boxes, 150, 70, 1)).toBe(true)
    expect(inClearBox(boxes, 60, 310, 1)).toBe(true)
    // Beside a box, within the star's radius and the margin of its edge: kept off.
    expect(inClearBox(boxes, 100 - CLEAR_MARGIN - 0.5, 70, 1)).toBe(true)
    expect(inClearBox(boxes, 300 + CLEAR_MARGIN + 0.5, 70, 1)).toBe(true)
    // Clear of them: drawn.
    expect(inClearBox(boxes, 100 - CLEAR_MARGIN - 1.5, 70, 1)).toBe(false)
    expect(inClearBox(boxes, 150, 90 + CLEAR_MARGIN + 2, 1.8)).toBe(false)
    expect(inClearBox(boxes, 500, 500, 1)).toBe(false)
    expect(inClearBox([], 150, 70, 1)).toBe(false)
  })
})

describe('touch swipes', () => {
  it('stays undecided until one axis leads the other by 5 px', () => {
    expect(AXIS_LOCK_PX).toBe(5)
    expect(lockAxis(0, 0)).toBeNull()
    expect(lockAxis(5, 0)).toBeNull()
    expect(lockAxis(6, 0)).toBe('x')
    expect(lockAxis(-6, 1)).toBeNull()
    expect(lockAxis(-7, 1)).toBe('x')
    expect(lockAxis(1, -7)).toBe('y')
    expect(lockAxis(20, 16)).toBeNull()
    expect(lockAxis(20, 14)).toBe('x')
  })

  it('moves one card for a horizontal swipe of at least 50 px', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50)
    expect(swipeStep(-49)).toBe(0)
    expect(swipeStep(-50)).toBe(1)
    expect(swipeStep(-200)).toBe(1)
    expect(swipeStep(49)).toBe(0)
    expect(swipeStep(50)).toBe(-1)
  })

  it('wraps from the last card to the first and back', () => {
    expect(wrapIndex(8, 1, 9)).toBe(0)
    expect(wrapIndex(0, -1, 9)).toBe(8)
    expect(wrapIndex(4, 1, 9)).toBe(5)
    expect(wrapIndex(2, 10, 9)).toBe(3)
    expect(wrapIndex(0, 1, 0)).toBe(0)
  })
})

describe('popular services glide', () => {
  // The options go to framer-motion's own inertia generator, the one `animate` runs (glide.ts).
  const frame = 1000 / 60
  const positions = (speed: number, frames: number) => {
    const generator = inertia({ keyframes: [0], ...glideInertia(speed) })
    return Array.from({ length: frames + 1 }, (_, n) => generator.next(n * frame).value)
  }

  it('keeps 95 % of its speed each 60th of a second', () => {
    expect(INERTIA_DECAY).toBe(0.95)
    const at = positions(2, 12)
    const steps = at.slice(1).map((value, n) => value - at[n]!)
    for (let n = 1; n < steps.length; n++) expect(steps[n]! / steps[n - 1]!).toBeCloseTo(0.95, 9)
  })

  it('starts at the speed of the finger that released it, in its direction', () => {
    const generator = inertia({ keyframes: [100], ...glideInertia(-1.5) })
    // 1 ms in: 1.5 px to the left, to a hundredth of a pixel.
    expect(generator.next(1).value).toBeCloseTo(98.5, 2)
  })

  it('travels speed × 325 ms in all, and comes to rest there', () => {
    expect(glideDistance(1)).toBeCloseTo(-frame / Math.log(0.95), 9)
    expect(glideDistance(1)).toBeCloseTo(324.9, 1)
    expect(glideDistance(-1)).toBeCloseTo(-glideDistance(1), 9)
    const generator = inertia({ keyframes: [0], ...glideInertia(2) })
    let state = generator.next(0)
    for (let t = frame; !state.done && t < 10_000; t += frame) state = generator.next(t)
    expect(state.done).toBe(true)
    expect(state.value).toBeCloseTo(glideDistance(2), 6)
  })
})

describe('home page helpers', () => {
  it('names a client by its initials when its logo fails', () => {
    expect(initials('Northwind Analytics')).toBe('NA')
    expect(initials('Lumina Retail Group')).toBe('LR')
    expect(initials('acme')).toBe('A')
  })

  it('lists the hero words as alternatives, without a serial comma', () => {
    expect(joinAlternatives(['Brand', 'WebApp', 'Store'])).toBe('Brand, WebApp or Store')
    expect(joinAlternatives(['Brand'])).toBe('Brand')
  })

  it('starts an application e-mail with the role as its subject', () => {
    expect(applicationHref('hello@codehome.example', 'SEO Specialist')).toBe(
      'mailto:hello@codehome.example?subject=Application%3A%20SEO%20Specialist',
    )
  })
})

describe('seed: home page content', () => {
  const { documents, artwork } = buildSeed()
  const home = homeContent<{
    heroWordsLead: string
    heroLinks: { href: string }[]
    heroBadge: { href: string }
    sections: Record<string, { title: string; intro: string; link?: { href: string } }>
    team: { openSlot: boolean; applyLabel?: string }[]
    trustPartners: { href: string }[]
  }>(documents.find((doc) => doc._id === 'homePage')!)

  it('gives every section a heading and an introduction', () => {
    expect(Object.keys(home.sections)).toEqual([
      'contact',
      'premium',
      'process',
      'values',
      'portfolio',
      'newsletter',
      'team',
      'clients',
      'partners',
      'ai',
      'finalContact',
    ])
    for (const section of Object.values(home.sections)) {
      expect(section.title).toBeTruthy()
      expect(section.intro).toBeTruthy()
    }
    expect(home.sections.newsletter!.intro).toContain('{subscribers}')
    expect(home.sections.finalContact!.link!.href).toBe('/contact')
  })

  it('links the hero to services, booking and the partner page, and open slots to a résumé', () => {
    expect(home.heroWordsLead).toBeTruthy()
    expect(home.heroLinks.map((link) => link.href)).toEqual(['/services', '/book-call'])
    expect(home.heroBadge.href).toBe('/google-partner')
    expect(home.team.filter((member) => member.openSlot).map((m) => m.applyLabel)).toEqual([
      'Send your resume',
      'Send your resume',
      'Send your resume',
    ])
    expect(home.trustPartners.map((partner) => partner.href)).toContain('/google-partner')
  })

  it('draws client wordmarks wide enough for the name', () => {
    for (const art of artwork.filter((a) => a.path.startsWith('images/clients/'))) {
      const name = /aria-label="([^"]+)"/.exec(art.svg)![1]!
      expect(art.width, name).toBeGreaterThanOrEqual(88 + name.length * 15)
    }
  })
})
