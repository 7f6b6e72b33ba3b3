/**
 * What the newsletter form sends as leadData
 * (the spec's lead record and labels): a pure function of the fields the visitor filled in. One
 * module per form, so that a page's browser code carries only its own forms' payloads.
 */
import { FORM_LABELS } from '@/core/leads/form-labels.ts'
import type { SpamSignals } from './signals'

export const NEWSLETTER_SUBSCRIBER_NAME = 'Newsletter Subscriber'
export const NEWSLETTER_SUBSCRIPTION = 'Weekly Updates'

/** Where on the site a sign-up form sits, stored as the lead's `source`. */
export const NEWSLETTER_SOURCES = {
  /** The home page's newsletter and free consultation section. */
  section: 'newsletter-section',
  /** The compact sign-up in the footer of every page. */
  footer: 'footer',
} as const

export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[keyof typeof NEWSLETTER_SOURCES]

export function newsletterPayload(email: string, signals: SpamSignals, source?: NewsletterSource) {
  return {
    email,
    name: NEWSLETTER_SUBSCRIBER_NAME,
    formType: FORM_LABELS.newsletter,
    subscriptionType: NEWSLETTER_SUBSCRIPTION,
    ...(source ? { source } : {}),
    ...signals,
  }
}
