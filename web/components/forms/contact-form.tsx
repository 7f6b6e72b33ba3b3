'use client'
/**
 * The contact form, as the spec describes it: name, email, phone (optional),
 * details, budget and timeline. Problems are listed in one toast; success shows the 'Thank You'
 * panel, whose 'Send Another Message' clears the fields; failure keeps the form and names the
 * phone number. After success the analytics event form_submit is sent (when the visitor has
 * consented to analytics). Without network the message is kept on the device and sent later.
 */
import { trackEvent } from '@/web/consent/analytics'
import { FIELD_LIMITS } from '@/core/leads/field-limits.ts'
import { FORM_LABELS } from '@/core/leads/form-labels.ts'
import { contactPayload } from '@/web/leads/payloads/contact'
import { type Choice, SelectField, TextAreaField, TextField } from './form-fields'
import { LeadForm } from './lead-form'
import { CONTACT, CONTACT_SUBMIT_EVENT } from './messages/contact'
import { useLeadSubmission } from './use-lead-submission'

export interface ContactFormProps {
  /** The agency phone (site settings), named when sending fails. */
  phone: string
  budgetOptions: readonly Choice[]
  timelineOptions: readonly Choice[]
  /** The form's accessible name, when a page has two of them (the home page does). */
  label?: string
  className?: string
}

const EMPTY = { name: '', email: '', phone: '', details: '', budget: '', timeline: '' }

export function ContactForm({
  phone,
  budgetOptions,
  timelineOptions,
  label = 'Contact form',
  className,
}: ContactFormProps) {
  const lead = useLeadSubmission({
    formType: FORM_LABELS.contact,
    schema: 'contactSchema',
    empty: EMPTY,
    payload: contactPayload,
    success: () => ({ title: CONTACT.successTitle, description: CONTACT.successDescription }),
    failure: {
      title: CONTACT.failureTitle,
      description: CONTACT.failureDescription(phone),
      variant: 'destructive',
    },
    onSent: () => trackEvent(CONTACT_SUBMIT_EVENT.name, CONTACT_SUBMIT_EVENT.params),
  })
  const { field } = lead

  return (
    <LeadForm
      lead={lead}
      label={label}
      className={className}
      submit={{ idle: 'Send Message', busy: 'Sending...', className: 'w-full sm:w-auto' }}
      thanks={{
        heading: CONTACT.thankYouHeading,
        text: CONTACT.thankYouText,
        again: CONTACT.sendAnother,
      }}
    >
      <TextField {...field('name')} label="Name" required autoComplete="name" />
      <TextField {...field('email')} label="Email" type="email" required autoComplete="email" />
      <TextField
        {...field('phone')}
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        className="sm:col-span-2"
      />
      <TextAreaField
        {...field('details')}
        label="Project details"
        limit={FIELD_LIMITS.paragraph}
        required
        placeholder="Tell us about your project and goals"
        className="sm:col-span-2"
      />
      <SelectField
        {...field('budget')}
        label="Budget"
        choices={budgetOptions}
        placeholder="Select budget"
      />
      <SelectField
        {...field('timeline')}
        label="Timeline"
        choices={timelineOptions}
        placeholder="Select timeline"
      />
    </LeadForm>
  )
}
