'use client'
/**
 * The contact form, as the spec describes it: name, email, phone (optional),
 * details, budget and timeline. Problems are listed in one toast; success shows the 'Thank You'
 * panel, whose 'Send Another Message' clears the fields; failure keeps the form and names the
 * phone number. After success the analytics event form_submit is sent (when the visitor has
 * consented to analytics). Without network the message is kept on the device and sent later.
 *
 * Its words are English (messages/en/contactForm.json and leadForm.json, the schema's messages)
 * unless the page gives its language's (`text`, through translatedProps): then everything the
 * visitor reads, the schema's messages too, is in that language, and the e-mail address and
 * phone fields stay left to right.
 */
import { trackEvent } from '@/web/consent/analytics'
import { DEFAULT_LOCALE, type Locale, locales } from '@/core/i18n/locales'
import { FIELD_LIMITS } from '@/core/leads/field-limits.ts'
import { FORM_LABELS } from '@/core/leads/form-labels.ts'
import { fill } from '@/web/i18n/fill'
import { contactPayload } from '@/web/leads/payloads/contact'
import { type Choice, SelectField, TextAreaField, TextField } from './form-fields'
import { LeadForm } from './lead-form'
import type { FormErrorsText, LeadFormText } from './messages/common'
import {
  CONTACT_EN,
  CONTACT_SUBMIT_EVENT,
  contactSuccess,
  type ContactText,
} from './messages/contact'
import { useLeadSubmission } from './use-lead-submission'

/** The contact form's words in a language: its own, the shared ones, the schema's messages. */
export interface ContactFormText {
  form: ContactText
  common: LeadFormText
  errors: FormErrorsText
}

export interface ContactFormProps {
  /** The agency phone (site settings), named when sending fails. */
  phone: string
  budgetOptions: readonly Choice[]
  timelineOptions: readonly Choice[]
  /** The form's accessible name, when a page has two of them (the home page does). */
  label?: string
  className?: string
  /** The page's language, when not English (with `text`). */
  locale?: Locale
  /** Its words on a page not in English. */
  text?: ContactFormText
}

const EMPTY = { name: '', email: '', phone: '', details: '', budget: '', timeline: '' }

export function ContactForm({
  phone,
  budgetOptions,
  timelineOptions,
  label,
  className,
  locale = DEFAULT_LOCALE,
  text,
}: ContactFormProps) {
  const words = text?.form ?? CONTACT_EN
  const lead = useLeadSubmission({
    formType: FORM_LABELS.contact,
    schema: 'contactSchema',
    empty: EMPTY,
    payload: contactPayload,
    success: () => contactSuccess(words),
    failure: {
      title: words.failureTitle,
      description: fill(words.failureDescription, { phone }),
      variant: 'destructive',
    },
    onSent: () => trackEvent(CONTACT_SUBMIT_EVENT.name, CONTACT_SUBMIT_EVENT.params),
    language: text ? { locale, common: text.common, errors: text.errors } : undefined,
  })
  const { field } = lead
  // An address and a phone number read left to right on a right-to-left page.
  const ltr = locales.entry(locale).dir === 'rtl' ? ({ dir: 'ltr' } as const) : null

  return (
    <LeadForm
      lead={lead}
      label={label ?? words.label}
      className={className}
      submit={{ idle: words.send, busy: words.sending, className: 'w-full sm:w-auto' }}
      thanks={{
        heading: words.thankYouHeading,
        text: words.thankYouText,
        again: words.sendAnother,
      }}
    >
      <TextField {...field('name')} label={words.name} required autoComplete="name" />
      <TextField
        {...field('email')}
        label={words.email}
        type="email"
        required
        autoComplete="email"
        {...ltr}
      />
      <TextField
        {...field('phone')}
        label={words.phoneOptional}
        type="tel"
        autoComplete="tel"
        className="sm:col-span-2"
        {...ltr}
      />
      <TextAreaField
        {...field('details')}
        label={words.projectDetails}
        limit={FIELD_LIMITS.paragraph}
        required
        placeholder={words.detailsPlaceholder}
        className="sm:col-span-2"
        {...(text ? { counterText: text.common, locale } : null)}
      />
      <SelectField
        {...field('budget')}
        label={words.budget}
        choices={budgetOptions}
        placeholder={words.selectBudget}
      />
      <SelectField
        {...field('timeline')}
        label={words.timeline}
        choices={timelineOptions}
        placeholder={words.selectTimeline}
      />
    </LeadForm>
  )
}
