'use client'
/**
 * The contact form (home-services-leads.md §2.7, §4, §5, §8): name, email, phone (optional),
 * details, budget and timeline. Problems are listed in one toast; success shows the 'Thank You'
 * panel, whose 'Send Another Message' clears the fields; failure keeps the form and names the
 * phone number. After success the analytics event form_submit is sent when a tag is present.
 */
import { type FormEvent, useId, useState } from 'react'
import { toast } from '@/web/components/ui/use-toast'
import { cn } from '@/web/lib/utils'
import { contactPayload, FORM_LABELS } from '@/web/leads/payloads'
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
import { CONTACT, FIX_ERRORS_TITLE } from './messages'
import { useSpamSignals } from './use-spam-signals'

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

/** The analytics tag's function, when one is on the page. */
const gtag = () => (window as { gtag?: (...args: unknown[]) => void }).gtag

export function ContactForm({
  phone,
  budgetOptions,
  timelineOptions,
  label = 'Contact form',
  className,
}: ContactFormProps) {
  const id = useId()
  const [fields, setFields] = useState(EMPTY)
  const [submitting, setSubmitting] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const { honeypot, signals, restart } = useSpamSignals()

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
    gtag()?.('event', 'form_submit', { form_type: 'contact' })
  }

  function sendAnother() {
    setFields(EMPTY)
    setSubmitted(false)
    restart()
  }

  if (submitted) {
    return (
      <div
        className={cn('rounded-2xl border border-slate-200 bg-white p-8 text-center', className)}
        role="status"
      >
        <h3 className="text-2xl font-bold">{CONTACT.thankYouHeading}</h3>
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
