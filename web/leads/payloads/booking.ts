/**
 * What the two booking forms (consultation, strategy session) send as leadData
 * (the spec's lead record and labels): a pure function of the fields the visitor filled in. One
 * module per form, so that a page's browser code carries only its own forms' payloads.
 */
import type { Quote } from '@/web/leads/quote'
import type { SpamSignals } from './signals'

export interface BookingFields {
  name: string
  email: string
  phone: string
  company: string
  service: string
  projectDetails: string
  preferredDate: string
  preferredTime: string
  timezone: string
  urgency: string
}

/** Consultation booking ('Google Meet Booking'): the spec's defaults for empty optional fields. */
export function consultationBookingPayload(fields: BookingFields, signals: SpamSignals) {
  return {
    name: fields.name,
    email: fields.email,
    phone: fields.phone.trim() || 'Not provided',
    company: fields.company.trim() || 'Not provided',
    service: fields.service.trim() || 'General Consultation',
    projectDetails: fields.projectDetails,
    preferredDate: fields.preferredDate,
    preferredTime: fields.preferredTime,
    timezone: fields.timezone,
    urgency: fields.urgency,
    meetingDate: fields.preferredDate,
    meetingTime: fields.preferredTime,
    additionalInfo: fields.projectDetails,
    fromCostCalculator: false,
    ...signals,
  }
}

/**
 * Strategy session order ('Book Call Form'). With a calculator quote it carries the quote's
 * services, total, budget and timeline; the function recomputes the total from the CMS prices.
 */
export function strategySessionPayload(
  fields: BookingFields,
  quote: Quote | null,
  signals: SpamSignals,
) {
  return {
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    company: fields.company,
    service: fields.service,
    projectDetails: fields.projectDetails,
    timezone: fields.timezone,
    preferredDate: fields.preferredDate,
    preferredTime: fields.preferredTime,
    urgency: fields.urgency,
    meetingDate: fields.preferredDate,
    meetingTime: fields.preferredTime,
    additionalInfo: fields.projectDetails,
    ...(quote
      ? {
          selectedServices: quote.selectedServices,
          estimatedTotal: quote.estimatedTotal,
          budget: quote.budgetRange,
          calculatorTimeline: quote.timeline,
          fromCostCalculator: true,
        }
      : { fromCostCalculator: false }),
    ...signals,
  }
}
