import { describe, expect, it } from 'vitest'
import { arrowKeyStep } from '@/web/components/ui/carousel/keys'

describe('carousel arrow keys', () => {
  it('moves forwards with the key that points along the slides', () => {
    expect(arrowKeyStep('ArrowRight', 'ltr')).toBe(1)
    expect(arrowKeyStep('ArrowLeft', 'ltr')).toBe(-1)
  })

  it('turns round right to left', () => {
    expect(arrowKeyStep('ArrowLeft', 'rtl')).toBe(1)
    expect(arrowKeyStep('ArrowRight', 'rtl')).toBe(-1)
  })

  it('ignores every other key', () => {
    expect(arrowKeyStep('ArrowUp', 'ltr')).toBeNull()
    expect(arrowKeyStep('Enter', 'rtl')).toBeNull()
  })
})
