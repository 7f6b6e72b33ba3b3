'use client'
/**
 * The newsletter sign-up at the foot of every page: the home page's form in a compact row (the
 * same hook, schema, payload, notices and endpoint), stored with the footer as its `source`. Its
 * code loads when the footer comes near (shell/footer-newsletter.tsx), not with the page; that
 * piece hands it its words, in the page's language.
 */
import { NEWSLETTER_SOURCES } from '@/web/leads/payloads/newsletter'
import {
  FOOTER_BUTTON_CLASS,
  FOOTER_INPUT_CLASS,
  FOOTER_NEWSLETTER_LAYOUT,
  type NewsletterText,
} from './footer-newsletter-styles'
import { LeadForm } from './lead-form'
import type { NewsletterNotices } from './messages/newsletter'
import { useNewsletterSubmission } from './use-newsletter-submission'

export function FooterNewsletterForm({
  text,
  notices,
}: {
  text: NewsletterText
  /** Its notices on a page not in English (the hook's are English). */
  notices?: NewsletterNotices
}) {
  const lead = useNewsletterSubmission(NEWSLETTER_SOURCES.footer, notices)
  const { id, fields, field, submitting } = lead
  return (
    <LeadForm lead={lead} label={text.label} layout={FOOTER_NEWSLETTER_LAYOUT}>
      <label htmlFor={`${id}-email`} className="sr-only">
        {text.emailLabel}
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
        placeholder={text.placeholder}
        className={FOOTER_INPUT_CLASS}
      />
      <button
        type="submit"
        disabled={fields.email === '' || submitting}
        className={FOOTER_BUTTON_CLASS}
      >
        {submitting ? text.subscribing : text.subscribe}
      </button>
    </LeadForm>
  )
}
