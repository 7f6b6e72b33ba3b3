'use client'
/**
 * The contact form, as the spec describes it: name, email, phone (optional),
 * details, budget and timeline. Problems are listed in one toast; success shows the 'Thank You'
 * panel, whose 'Send Another Message' clears the fields; failure keeps the form and names the
 * phone number. After success the analytics event form_submit is sent (when the visitor has
 * consented to analytics). Without network the message is kept on the device and sent later.
 */
import { clsx as cn } from 'clsx'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { toast } from '@/web/components/ui/use-toast'
import { trackEvent } from '@/web/consent/analytics'
import { FIELD_LIMITS } from '@/core/leads/field-limits.ts'
import { FORM_LABELS } from '@/core/leads/form-labels.ts'
import { contactPayload } from '@/web/leads/payloads/contact'
import { checkAndSend, preloadLeadTools } from '@/web/leads/load-lead-tools'
import {
  type Choice,
  Honeypot,
  MessageList,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from './form-fields'
import { FIX_ERRORS_TITLE, keptOnDeviceNotice } from './messages/common'
import { CONTACT, CONTACT_SUBMIT_EVENT } from './messages/contact'
import { useSpamSignals } from './use-spam-signals'
import { useEarlyInput } from './use-early-input'

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
  const id = useId()
  const earlyInput = useEarlyInput(preloadLeadTools)
  const [fields, setFields] = useState(EMPTY)
  const [submitting, setSubmitting] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const { honeypot, signals } = useSpamSignals()
  const thanks = useRef<HTMLDivElement | null>(null)
  const firstField = useRef<HTMLInputElement | null>(null)
  const returning = useRef(false)

  // The panel that replaces the form is much shorter: bring it into view and move focus to it, so
  // that a visitor on a phone (or a screen reader) is not left above it, on nothing. After 'Send
  // Another Message' focus goes back to the form's first field.
  useEffect(() => {
    if (submitted) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      thanks.current?.focus({ preventScroll: true })
      thanks.current?.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' })
    } else if (returning.current) {
      returning.current = false
      firstField.current?.focus()
    }
  }, [submitted])

  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }))

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    setSubmitting(true)
    const payload = contactPayload(fields, signals())
    const result = await checkAndSend(FORM_LABELS.contact, 'contactSchema', payload)
    setSubmitting(false)
    if ('invalid' in result) {
      toast({
        title: FIX_ERRORS_TITLE,
        description: <MessageList messages={result.invalid} />,
        variant: 'destructive',
      })
      return
    }
    if (result.kept) {
      toast({ ...keptOnDeviceNotice })
      setFields(EMPTY)
      return
    }
    if (!result.sent) {
      toast({
        title: CONTACT.failureTitle,
        description: CONTACT.failureDescription(phone),
        variant: 'destructive',
      })
      return
    }
    toast({ title: CONTACT.successTitle, description: CONTACT.successDescription })
    setSubmitted(true)
    trackEvent(CONTACT_SUBMIT_EVENT.name, CONTACT_SUBMIT_EVENT.params)
  }

  function sendAnother() {
    setFields(EMPTY)
    returning.current = true
    setSubmitted(false)
  }

  if (submitted) {
    return (
      <div
        ref={thanks}
        tabIndex={-1}
        aria-labelledby={`${id}-thanks`}
        className={cn(
          'scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-8 text-center outline-none',
          className,
        )}
        role="status"
      >
        <h3 id={`${id}-thanks`} className="text-2xl font-bold">
          {CONTACT.thankYouHeading}
        </h3>
        <p className="mt-2 text-slate-600">{CONTACT.thankYouText}</p>
        <button
          type="button"
          onClick={sendAnother}
          className="border-brand-600 text-brand-700 mt-6 rounded-full border px-5 py-2 font-semibold"
        >
          {CONTACT.sendAnother}
        </button>
      </div>
    )
  }

  return (
    <form
      ref={earlyInput}
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadLeadTools}
      aria-label={label}
      className={cn(
        'relative grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-2',
        className,
      )}
    >
      <TextField
        id={`${id}-name`}
        ref={firstField}
        label="Name"
        required
        autoComplete="name"
        value={fields.name}
        onChange={set('name')}
      />
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        required
        autoComplete="email"
        value={fields.email}
        onChange={set('email')}
      />
      <TextField
        id={`${id}-phone`}
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        value={fields.phone}
        onChange={set('phone')}
        className="sm:col-span-2"
      />
      <TextAreaField
        id={`${id}-details`}
        label="Project details"
        limit={FIELD_LIMITS.paragraph}
        required
        value={fields.details}
        onChange={set('details')}
        placeholder="Tell us about your project and goals"
        className="sm:col-span-2"
      />
      <SelectField
        id={`${id}-budget`}
        label="Budget"
        choices={budgetOptions}
        placeholder="Select budget"
        value={fields.budget}
        onChange={set('budget')}
      />
      <SelectField
        id={`${id}-timeline`}
        label="Timeline"
        choices={timelineOptions}
        placeholder="Select timeline"
        value={fields.timeline}
        onChange={set('timeline')}
      />
      <Honeypot inputRef={honeypot} />
      <div className="sm:col-span-2">
        <SubmitButton disabled={submitting} className="w-full sm:w-auto">
          {submitting ? 'Sending...' : 'Send Message'}
        </SubmitButton>
      </div>
    </form>
  )
}
