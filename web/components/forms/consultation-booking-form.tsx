'use client'
/**
 * The free consultation booking ('Google Meet Booking', the spec's form label): name,
 * email, date and time required (no e-mail or phone format check), else 'Missing Information';
 * empty phone and company are sent as 'Not provided', an empty service as 'General
 * Consultation'. Success is announced for 6 seconds and the fields reset after 500 ms; on failure
 * they are kept.
 */
import { FORM_LABELS } from '@/core/leads/form-labels.ts'
import { type BookingFields, consultationBookingPayload } from '@/web/leads/payloads/booking'
import { BookingWhenFields, BookingWhoFields, DetailsField, ServiceField } from './booking-fields'
import { bookingOutcome } from './booking-outcome'
import { LeadForm } from './lead-form'
import { BOOKING } from './messages/booking'
import { useLeadSubmission } from './use-lead-submission'

export interface ConsultationBookingFormProps {
  /** The agency e-mail (site settings), named when booking fails. */
  agencyEmail: string
  className?: string
}

/** The spec's 'Missing Information' check, before the schema's. */
function missing(fields: BookingFields) {
  const required = [fields.name, fields.email, fields.preferredDate, fields.preferredTime]
  if (!required.some((value) => !value.trim())) return null
  return {
    title: BOOKING.missingTitle,
    description: BOOKING.missingDescription,
    variant: 'destructive' as const,
  }
}

export function ConsultationBookingForm({ agencyEmail, className }: ConsultationBookingFormProps) {
  const lead = useLeadSubmission({
    ...bookingOutcome(agencyEmail),
    formType: FORM_LABELS.consultationBooking,
    schema: 'consultationBookingSchema',
    payload: consultationBookingPayload,
    precheck: missing,
  })
  const { field, update } = lead

  return (
    <LeadForm
      lead={lead}
      label="Consultation booking"
      layout="grid gap-4 sm:grid-cols-2"
      className={className}
      submit={{ idle: 'Schedule Google Meet', busy: 'Scheduling...', className: 'w-full' }}
    >
      <BookingWhoFields field={field} />
      <ServiceField field={field} className="sm:col-span-2" />
      <BookingWhenFields field={field} update={update} earliest="today" refresh={lead.takenCount} />
      <DetailsField field={field} label="What would you like to discuss?" />
    </LeadForm>
  )
}
