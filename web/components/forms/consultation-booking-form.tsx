'use client'
/**
 * The free consultation booking ('Google Meet Booking', the spec's form label): name,
 * email, date and time required (no e-mail or phone format check), else 'Missing Information';
 * empty phone and company are sent as 'Not provided', an empty service as 'General
 * Consultation'. Success is announced for 6 seconds and the fields reset after 500 ms; on failure
 * they are kept. Its words are English (messages/en/booking.json) unless the page gives its
 * language's (`text`).
 */
import { useMemo } from 'react'
import type { Locale } from '@/core/i18n/locales'
import { FORM_LABELS } from '@/core/leads/form-labels.ts'
import { type BookingFields, consultationBookingPayload } from '@/web/leads/payloads/booking'
import { BookingWhenFields, BookingWhoFields, DetailsField, ServiceField } from './booking-fields'
import { bookingOutcome } from './booking-outcome'
import { LeadForm } from './lead-form'
import { type BookingText, type BookingWords, readerOf } from './messages/booking'
import { useLeadSubmission } from './use-lead-submission'

export interface ConsultationBookingFormProps {
  /** The agency e-mail (site settings), named when booking fails. */
  agencyEmail: string
  className?: string
  /** The page's language, when not English (with `text`). */
  locale?: Locale
  /** Its words on a page not in English. */
  text?: BookingText
}

/** The spec's 'Missing Information' check, before the schema's. */
function missing(words: BookingWords) {
  return (fields: BookingFields) => {
    const required = [fields.name, fields.email, fields.preferredDate, fields.preferredTime]
    if (!required.some((value) => !value.trim())) return null
    return {
      title: words.missingTitle,
      description: words.missingDescription,
      variant: 'destructive' as const,
    }
  }
}

export function ConsultationBookingForm({
  agencyEmail,
  className,
  locale,
  text,
}: ConsultationBookingFormProps) {
  const read = useMemo(() => readerOf(locale, text), [locale, text])
  const { words } = read
  const lead = useLeadSubmission({
    ...bookingOutcome(agencyEmail, read, text),
    formType: FORM_LABELS.consultationBooking,
    schema: 'consultationBookingSchema',
    payload: consultationBookingPayload,
    precheck: missing(words),
  })
  const { field, update } = lead

  return (
    <LeadForm
      lead={lead}
      label={words.consultationLabel}
      layout="grid gap-4 sm:grid-cols-2"
      className={className}
      submit={{ idle: words.scheduleMeet, busy: words.scheduling, className: 'w-full' }}
    >
      <BookingWhoFields field={field} read={read} />
      <ServiceField field={field} className="sm:col-span-2" read={read} />
      <BookingWhenFields
        field={field}
        update={update}
        earliest="today"
        refresh={lead.takenCount}
        read={read}
      />
      <DetailsField field={field} label={words.discuss} read={read} counterText={text?.common} />
    </LeadForm>
  )
}
