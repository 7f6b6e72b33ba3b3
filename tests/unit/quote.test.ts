import { describe, expect, it } from 'vitest'
import { buildQuote } from '@/web/leads/quote'

describe('buildQuote', () => {
  it('sums the selected prices and names them comma-separated', () => {
    const now = new Date('2026-11-22T10:00:00.000Z')
    const quote = buildQuote(
      [
        { name: 'SEO', price: 599 },
        { name: 'PPC Advertising', price: 799 },
      ],
      '1000-5000',
      '1-2months',
      now,
      () => 0.123456789,
    )
    expect(quote).toEqual({
      selectedServices: 'SEO, PPC Advertising',
      estimatedTotal: 1398,
      budgetRange: '1000-5000',
      timeline: '1-2months',
      timestamp: '2026-11-22T10:00:00.000Z',
      quoteId: `quote_${now.getTime()}_${(0.123456789).toString(36).slice(2, 11)}`,
    })
    expect(quote.quoteId).toMatch(/^quote_\d+_[a-z0-9]+$/)
  })

  it('leaves budget and timeline empty when none was chosen', () => {
    const quote = buildQuote([{ name: 'Web Development', price: 2999 }])
    expect(quote.budgetRange).toBe('')
    expect(quote.timeline).toBe('')
    expect(quote.estimatedTotal).toBe(2999)
  })
})
