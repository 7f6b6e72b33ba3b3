'use client'
/**
 * The newsletter sign-up at the foot of every page: the home page's form in a compact row (the
 * same hook, schema, payload, words and endpoint), stored with the footer as its `source`. Its
 * code loads when the footer comes near (shell/footer-newsletter.tsx), not with the page.
 */
import { NEWSLETTER_SOURCES } from '@/web/leads/payloads/newsletter'
import {
  FOOTER_BUTTON_CLASS,
  FOOTER_INPUT_CLASS,
  FOOTER_NEWSLETTER_LABEL,
  FOOTER_NEWSLETTER_LAYOUT,
  FOOTER_PLACEHOLDER,
} from './footer-newsletter-styles'
import { LeadForm } from './lead-form'
import { useNewsletterSubmission } from './use-newsletter-submission'

export function FooterNewsletterForm() {
  const lead = useNewsletterSubmission(NEWSLETTER_SOURCES.footer)
  const { id, fields, field, submitting } = lead
  return (
    <LeadForm lead={lead} label={FOOTER_NEWSLETTER_LABEL} layout={FOOTER_NEWSLETTER_LAYOUT}>
      <label htmlFor={`${id}-email`} className="sr-only">
        Email address
      </label>
      {/* type="text" with an e-mail keyboard, as on the home page's form (the spec's 'Email
          Required' notice is for an address that is only blanks). */}
      <input
        {...field('email')}
        type="text"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        autoComplete="email"
        placeholder={FOOTER_PLACEHOLDER}
        className={FOOTER_INPUT_CLASS}
      />
      <button
        type="submit"
        disabled={fields.email === '' || submitting}
        className={FOOTER_BUTTON_CLASS}
      >
        {submitting ? 'Subscribing...' : 'Subscribe'}
      </button>
    </LeadForm>
  )
}
