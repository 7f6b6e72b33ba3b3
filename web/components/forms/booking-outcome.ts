/**
 * What both booking forms do after sending (useLeadSubmission's rules): the success notice for
 * 6 s naming date, time and zone; the failure notice naming the agency's e-mail; the fields reset
 * 500 ms after a booking is made or kept on the device, the chosen time zone staying.
 */
import { type BookingFields } from '@/web/leads/payloads/booking'
import { DEFAULT_URGENCY, formatBookingDate, timeZoneLabel } from '@/web/leads/rules'
import { SLOT_TAKEN_MESSAGE } from '@/core/booking/availability.ts'
import { BOOKING } from './messages/booking'

export const EMPTY_BOOKING: BookingFields = {
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

export function bookingOutcome(agencyEmail: string) {
  return {
    empty: EMPTY_BOOKING,
    success: (booked: BookingFields) => ({
      title: BOOKING.successTitle,
      description: BOOKING.successDescription(
        formatBookingDate(booked.preferredDate),
        booked.preferredTime,
        timeZoneLabel(booked.timezone),
      ),
      duration: BOOKING.successDurationMs,
    }),
    failure: {
      title: BOOKING.failureTitle,
      description: BOOKING.failureDescription(agencyEmail),
      variant: 'destructive' as const,
    },
    taken: {
      title: 'Time Just Taken',
      description: SLOT_TAKEN_MESSAGE,
      variant: 'destructive' as const,
    },
    reset: (current: BookingFields) => ({ ...EMPTY_BOOKING, timezone: current.timezone }),
    resetDelayMs: BOOKING.resetDelayMs,
  }
}
