'use client'
/**
 * The newsletter sign-up's submission, one for every place that offers it (the home page's
 * section, every page's footer): the same schema, payload and endpoint, stored with the place as
 * its `source`, and the same notices, in English unless the place gives its page's language's.
 */
import { FORM_LABELS } from '@/core/leads/form-labels.ts'
import { newsletterPayload, type NEWSLETTER_SOURCES } from '@/web/leads/payloads/newsletter'
import { NEWSLETTER, type NewsletterNotices } from './messages/newsletter'
import { useLeadSubmission } from './use-lead-submission'

export function useNewsletterSubmission(
  source: (typeof NEWSLETTER_SOURCES)[keyof typeof NEWSLETTER_SOURCES],
  notices: NewsletterNotices = NEWSLETTER,
) {
  return useLeadSubmission({
    formType: FORM_LABELS.newsletter,
    schema: 'newsletterSchema',
    empty: { email: '' },
    payload: (fields, signals) => newsletterPayload(fields.email.trim(), signals, source),
    // An address that is only blanks (the browser would strip them from type="email").
    precheck: (fields) =>
      fields.email.trim()
        ? null
        : {
            title: notices.emptyTitle,
            description: notices.emptyDescription,
            variant: 'destructive',
          },
    invalid: () => ({
      title: notices.invalidTitle,
      description: notices.invalidDescription,
      variant: 'destructive',
    }),
    success: () => ({ title: notices.successTitle, description: notices.successDescription }),
    failure: {
      title: notices.failureTitle,
      description: notices.failureDescription,
      variant: 'destructive',
    },
    honeypotLabel: notices.honeypotLabel,
    // Sent offline: kept on the device, and told so in the page's language.
    ...(notices.keptTitle && notices.keptDescription
      ? { kept: { keptTitle: notices.keptTitle, keptDescription: notices.keptDescription } }
      : {}),
  })
}
