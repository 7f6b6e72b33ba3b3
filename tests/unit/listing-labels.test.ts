/**
 * Words the listings print beside a value: the billing after a service's price range (in the
 * service page's own words, '/month' and 'one-time'), and the admin's contact details, where the
 * booking form's 'Not provided' is no detail at all.
 */
import { describe, expect, it } from 'vitest'
import { providedDetail } from '@/web/components/admin/format'
import { rangeBilling } from '@/web/components/services/range-billing'

describe('rangeBilling', () => {
  it("says '/month' when every package is monthly and nothing when every one is one-time", () => {
    expect(rangeBilling(['monthly'])).toBe('/month')
    expect(rangeBilling(['one-time'])).toBe('')
    expect(rangeBilling(null)).toBe('')
  })

  it('says both when a service sells one-time and monthly packages (Conversion Optimization)', () => {
    expect(rangeBilling(['one-time', 'monthly'])).toBe('one-time or /month')
    expect(rangeBilling(['monthly', 'one-time'])).toBe('one-time or /month')
  })
})

describe('providedDetail', () => {
  it("drops the booking form's placeholder and keeps a real value", () => {
    expect(providedDetail('Not provided')).toBe('')
    expect(providedDetail(null)).toBe('')
    expect(providedDetail('Acme Inc')).toBe('Acme Inc')
  })
})
