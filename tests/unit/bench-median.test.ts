import { describe, expect, it } from 'vitest'
import { medianFigures } from '@/scripts/bench/lhr'

describe('benchmark medians', () => {
  it('takes each figure’s median on its own, not the figures of one run', () => {
    const runs = [
      { page: '/', performance: 99, tbtMs: 250, lcpMs: 1200 },
      { page: '/', performance: 95, tbtMs: 90, lcpMs: 1300 },
      { page: '/', performance: 97, tbtMs: 120, lcpMs: 2500 },
    ]
    expect(medianFigures(runs)).toEqual({ page: '/', performance: 97, tbtMs: 120, lcpMs: 1300 })
  })

  it('takes the mean of the middle two of an even count, and refuses none', () => {
    expect(medianFigures([{ tbtMs: 100 }, { tbtMs: 300 }, { tbtMs: 200 }, { tbtMs: 10 }])).toEqual({
      tbtMs: 150,
    })
    expect(() => medianFigures([])).toThrow()
  })
})
