'use client'
/**
 * The free consultation booking ('Google Meet Booking', the spec's form label): name,
 * email, date and time required (no e-mail or phone format check), else 'Missing Information';
 * empty phone and company are sent as 'Not provided', an empty service as 'General
 * Consultation'. Success is announced for 6 seconds and the fields reset after 500 ms; on failure
 * they are kept.
 */
import { clsx as cn } from 'clsx'
import { type FormEvent, useCallback, useId, useState } from 'react'
import { toast } from '@/web/components/ui/use-toast'
import { FORM_LABELS } from '@/core/leads/form-labels.ts'
import { type BookingFields, consultationBookingPayload } from '@/web/leads/payloads/booking'
import { checkAndSend, preloadLeadTools } from '@/web/leads/load-lead-tools'
import { DEFAULT_URGENCY, FIELD_LIMITS, SERVICE_OPTIONS } from '@/web/leads/rules'
import { BookingWhenFields, BookingWhoFields, type WhenFields } from './booking-fields'
import { Honeypot, MessageList, SelectField, SubmitButton, TextAreaField } from './form-fields'
import { BOOKING } from './messages/booking'
import { FIX_ERRORS_TITLE } from './messages/common'
import { useBookingOutcome } from './use-booking-outcome'
import { useSpamSignals } from './use-spam-signals'
import { useEarlyInput } from './use-early-input'

export interface ConsultationBookingFormProps {
  /** The agency e-mail (site settings), named when booking fails. */
  agencyEmail: string
  className?: string
}

const EMPTY: BookingFields = {
  name: '',
  email: '',
  phone: '',
  company: '',
  service: '',
  projectDetails: '',
  preferredDate: '',
  preferredTime: '',
  timezone: '',
  urgency: DEFAULT_URGENCY,
}

export function ConsultationBookingForm({ agencyEmail, className }: ConsultationBookingFormProps) {
  const id = useId()
  const earlyInput = useEarlyInput(preloadLeadTools)
  const [fields, setFields] = useState(EMPTY)
  const [submitting, setSubmitting] = useState(false)
  const { honeypot, signals } = useSpamSignals()
  const outcome = useBookingOutcome(agencyEmail)

  const update = useCallback(
    (next: Partial<BookingFields>) => setFields((current) => ({ ...current, ...next })),
    [],
  )
  const set = (name: keyof BookingFields) => (event: { target: { value: string } }) =>
    update({ [name]: event.target.value })

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const required = [fields.name, fields.email, fields.preferredDate, fields.preferredTime]
    if (required.some((value) => !value.trim())) {
      toast({
        title: BOOKING.missingTitle,
        description: BOOKING.missingDescription,
        variant: 'destructive',
      })
      return
    }
    setSubmitting(true)
    const payload = consultationBookingPayload(fields, signals())
    let ok = false
    let kept = false
    try {
      const result = await checkAndSend(
        FORM_LABELS.consultationBooking,
        'consultationBookingSchema',
        payload,
      )
      if ('invalid' in result) {
        toast({
          title: FIX_ERRORS_TITLE,
          description: <MessageList messages={result.invalid} />,
          variant: 'destructive',
        })
        return
      }
      ok = result.sent
      kept = result.kept
    } finally {
      setSubmitting(false)
    }
    if (!ok && !kept) {
      outcome.failed()
      return
    }
    const when = { ...fields }
    outcome[kept ? 'kept' : 'succeeded'](when, () => {
      setFields((current) => ({ ...EMPTY, timezone: current.timezone }))
    })
  }

  return (
    <form
      ref={earlyInput}
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadLeadTools}
      aria-label="Consultation booking"
      className={cn('relative grid gap-4 sm:grid-cols-2', className)}
    >
      <BookingWhoFields idPrefix={id} value={fields} onChange={update} />
      <SelectField
        id={`${id}-service`}
        label="Service"
        choices={SERVICE_OPTIONS}
        placeholder="Select a service"
        value={fields.service}
        onChange={set('service')}
        className="sm:col-span-2"
      />
      <BookingWhenFields idPrefix={id} value={fields} onChange={update} earliest="today" />
      <TextAreaField
        id={`${id}-details`}
        label="What would you like to discuss?"
        limit={FIELD_LIMITS.paragraph}
        value={fields.projectDetails}
        onChange={set('projectDetails')}
        className="sm:col-span-2"
      />
      <Honeypot inputRef={honeypot} />
      <div className="sm:col-span-2">
        <SubmitButton disabled={submitting} className="w-full">
          {submitting ? 'Scheduling...' : 'Schedule Google Meet'}
        </SubmitButton>
      </div>
    </form>
  )
}
