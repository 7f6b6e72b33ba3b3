'use client'
/**
 * The newsletter sign-up's submission, one for every place that offers it (the home page's
 * section, every page's footer): the same schema, payload, words and endpoint, stored with the
 * place as its `source`.
 */
import { FORM_LABELS } from '@/core/leads/form-labels.ts'
import { newsletterPayload, type NEWSLETTER_SOURCES } from '@/web/leads/payloads/newsletter'
import { NEWSLETTER } from './messages/newsletter'
import { useLeadSubmission } from './use-lead-submission'

export function useNewsletterSubmission(
  source: (typeof NEWSLETTER_SOURCES)[keyof typeof NEWSLETTER_SOURCES],
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
            title: NEWSLETTER.emptyTitle,
            description: NEWSLETTER.emptyDescription,
            variant: 'destructive',
          },
    invalid: () => ({
      title: NEWSLETTER.invalidTitle,
      description: NEWSLETTER.invalidDescription,
      variant: 'destructive',
    }),
    success: () => ({ title: NEWSLETTER.successTitle, description: NEWSLETTER.successDescription }),
    failure: {
      title: NEWSLETTER.failureTitle,
      description: NEWSLETTER.failureDescription,
      variant: 'destructive',
    },
  })
}
