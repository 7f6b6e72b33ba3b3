import { describe, expect, it } from 'vitest'
import {
  consultationBookingSchema,
  contactSchema,
  newsletterSchema,
  strategySessionSchema,
} from '@/core/leads/lead-schemas.ts'
import { consultationBookingPayload, strategySessionPayload } from '@/web/leads/payloads/booking'
import { contactPayload } from '@/web/leads/payloads/contact'
import { newsletterPayload } from '@/web/leads/payloads/newsletter'

const signals = { website: '', formElapsedMs: 5000 }
const booking = {
  name: 'Sam',
  email: 'sam@example.com',
  phone: '',
  company: '  ',
  service: '',
  projectDetails: 'About SEO',
  preferredDate: '2099-01-02',
  preferredTime: '9:30 AM',
  timezone: 'Europe/London',
  urgency: 'normal',
}

describe('form payloads', () => {
  it('contact: details copied to message and projectDetails, service fixed, company empty', () => {
    const payload = contactPayload(
      {
        name: 'Jane',
        email: 'jane@example.com',
        phone: '',
        details: 'Hi',
        budget: '0-1000',
        timeline: '1-2weeks',
      },
      signals,
    )
    expect(payload).toEqual({
      name: 'Jane',
      email: 'jane@example.com',
      phone: '',
      details: 'Hi',
      service: 'General Inquiry',
      budget: '0-1000',
      timeline: '1-2weeks',
      company: '',
      message: 'Hi',
      projectDetails: 'Hi',
      ...signals,
    })
    expect(contactSchema.safeParse(payload).success).toBe(true)
  })

  it('newsletter: a fixed subscriber name, the form type and weekly updates', () => {
    const payload = newsletterPayload('reader@example.com', signals)
    expect(payload).toEqual({
      email: 'reader@example.com',
      name: 'Newsletter Subscriber',
      formType: 'newsletter',
      subscriptionType: 'Weekly Updates',
      ...signals,
    })
    expect(newsletterSchema.safeParse(payload).success).toBe(true)
  })

  it('newsletter: the form that signed up is the source (the footer’s, the section’s)', () => {
    const payload = newsletterPayload('reader@example.com', signals, 'footer')
    expect(payload).toMatchObject({ source: 'footer', formType: 'newsletter' })
    expect(newsletterSchema.safeParse(payload).success).toBe(true)
    expect(newsletterPayload('reader@example.com', signals, 'newsletter-section').source).toBe(
      'newsletter-section',
    )
  })

  it('consultation booking: Not provided, General Consultation, meeting fields copied, no quote', () => {
    const payload = consultationBookingPayload(booking, signals)
    expect(payload).toMatchObject({
      phone: 'Not provided',
      company: 'Not provided',
      service: 'General Consultation',
      meetingDate: '2099-01-02',
      meetingTime: '9:30 AM',
      additionalInfo: 'About SEO',
      timezone: 'Europe/London',
      urgency: 'normal',
      fromCostCalculator: false,
    })
    expect(consultationBookingSchema.safeParse(payload).success).toBe(true)
  })

  it('strategy session: carries a calculator quote when there is one', () => {
    const quote = {
      selectedServices: 'SEO, PPC Advertising',
      estimatedTotal: 1398,
      budgetRange: '1000-5000',
      timeline: '3-4weeks',
      timestamp: '2026-01-01T00:00:00.000Z',
      quoteId: 'quote_1_abc',
    }
    const withQuote = strategySessionPayload({ ...booking, service: 'seo' }, quote, signals)
    expect(withQuote).toMatchObject({
      selectedServices: 'SEO, PPC Advertising',
      estimatedTotal: 1398,
      budget: '1000-5000',
      calculatorTimeline: '3-4weeks',
      fromCostCalculator: true,
    })
    expect(strategySessionSchema.parse(withQuote).selectedServices).toEqual([
      'SEO',
      'PPC Advertising',
    ])
    const without = strategySessionPayload({ ...booking, service: 'seo' }, null, signals)
    expect(without).toMatchObject({ fromCostCalculator: false })
    expect(without).not.toHaveProperty('selectedServices')
  })
})
