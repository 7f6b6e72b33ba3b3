/**
 * What each form sends as leadData (home-services-leads.md §3 and §7), as pure functions of the
 * fields the visitor filled in.
 */
import type { Quote } from '@/web/components/calculator/quote'
import { FORM_LABELS } from '@/supabase/functions/_shared/form-types.ts'

export { FORM_LABELS }

/** The spam signal every form adds: the honeypot's value (the function times the form itself). */
export interface SpamSignals {
  website: string
}

export interface ContactFields {
  name: string
  email: string
  phone: string
  details: string
  budget: string
  timeline: string
}

/** Contact form payload: details copied into message and projectDetails; service fixed. */
export function contactPayload(fields: ContactFields, signals: SpamSignals) {
  return {
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    details: fields.details,
    service: 'General Inquiry',
    budget: fields.budget,
    timeline: fields.timeline,
    company: '',
    message: fields.details,
    projectDetails: fields.details,
    ...signals,
  }
}

export const NEWSLETTER_SUBSCRIBER_NAME = 'Newsletter Subscriber'
export const NEWSLETTER_SUBSCRIPTION = 'Weekly Updates'

export function newsletterPayload(email: string, signals: SpamSignals) {
  return {
    email,
    name: NEWSLETTER_SUBSCRIBER_NAME,
    formType: FORM_LABELS.newsletter,
    subscriptionType: NEWSLETTER_SUBSCRIPTION,
    ...signals,
  }
}

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

export interface CareerFields {
  name: string
  email: string
  phone: string
  position: string
  experience: string
  location: string
  portfolio: string
  availability: string
  salary: string
  coverLetter: string
}

export function careerPayload(
  fields: CareerFields,
  resume: { fileName: string; dataUrl: string } | null,
  signals: SpamSignals,
) {
  return {
    ...fields,
    resumeFileName: resume?.fileName ?? '',
    resumeFileData: resume?.dataUrl ?? '',
    ...signals,
  }
}
