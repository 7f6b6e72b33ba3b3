import { describe, expect, it } from 'vitest'
import { pinOffsets } from '@/web/components/offices/pin-spread'

const NEW_YORK = [-74.006, 40.7128] as const
const TORONTO = [-79.3832, 43.6532] as const
const LONDON = [-0.1276, 51.5072] as const
const KARACHI = [67.0011, 24.8607] as const
const DOHA = [51.531, 25.2854] as const

describe('office pins on the world map', () => {
  it('moves New York and Toronto apart, each away from the other, and leaves the rest', () => {
    const [ny, london, karachi, doha, toronto] = pinOffsets([
      NEW_YORK,
      LONDON,
      KARACHI,
      DOHA,
      TORONTO,
    ])
    // Toronto is up and to the left of New York: it goes further that way, New York the other.
    expect(toronto![0]).toBeLessThan(0)
    expect(toronto![1]).toBeLessThan(0)
    expect(ny![0]).toBeGreaterThan(0)
    expect(ny![1]).toBeGreaterThan(0)
    expect(Math.hypot(...ny!)).toBeCloseTo(Math.hypot(...toronto!), 1)
    for (const offset of [london, karachi, doha]) expect(offset).toEqual([0, 0])
  })

  it('leaves two pins far enough apart where they are, and splits two in one place', () => {
    expect(pinOffsets([NEW_YORK, LONDON])).toEqual([
      [0, 0],
      [0, 0],
    ])
    const [a, b] = pinOffsets([DOHA, DOHA], 20)
    expect(a![0]).toBe(-10)
    expect(b![0]).toBe(10)
  })
})
