/**
 * What the contact form sends as leadData
 * (the spec's lead record and labels): a pure function of the fields the visitor filled in. One
 * module per form, so that a page's browser code carries only its own forms' payloads.
 */
import type { SpamSignals } from './signals'

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
