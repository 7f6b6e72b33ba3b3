/**
 * What the newsletter form sends as leadData
 * (the spec's lead record and labels): a pure function of the fields the visitor filled in. One
 * module per form, so that a page's browser code carries only its own forms' payloads.
 */
import { FORM_LABELS } from '@/core/leads/form-labels.ts'
import type { SpamSignals } from './signals'

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
