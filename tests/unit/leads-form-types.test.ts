import { describe, expect, it } from 'vitest'
import { toShortType } from '@/core/leads/form-types.ts'

describe('form-type labels map to short types', () => {
  it.each([
    ['Enhanced Contact Form', 'contact'],
    ['contact', 'contact'],
    ['Consultation Form', 'consultation'],
    ['consultation', 'consultation'],
    ['Google Meet Booking', 'gmeet'],
    ['Book Call Form', 'gmeet'],
    ['gmeet', 'gmeet'],
    ['Newsletter Subscription', 'newsletter'],
    ['newsletter', 'newsletter'],
    ['Career Application', 'career'],
    ['career', 'career'],
    ['Cost Calculator', 'calculator'],
    ['calculator', 'calculator'],
  ])('%s → %s', (label, type) => {
    expect(toShortType(label)).toBe(type)
  })

  it('matches labels regardless of case and spacing', () => {
    expect(toShortType('  google   MEET booking ')).toBe('gmeet')
  })

  it.each(['Quote Request', '', 'constructor', '__proto__', 'toString'])(
    'any unknown label (%j) is a consultation',
    (label) => {
      expect(toShortType(label)).toBe('consultation')
    },
  )

  it('a label that is not text is a consultation', () => {
    expect(toShortType(42)).toBe('consultation')
    expect(toShortType(undefined)).toBe('consultation')
  })
})
