/**
 * What both booking forms do after sending (useLeadSubmission's rules): the success notice for
 * 6 s naming date, time and zone; the failure notice naming the agency's e-mail; the fields reset
 * 500 ms after a booking is made or kept on the device, the chosen time zone staying. All in the
 * page's language (`read`, and `text` on a page not in English).
 */
import { type BookingFields } from '@/web/leads/payloads/booking'
import { DEFAULT_URGENCY } from '@/web/leads/rules'
import { fill } from '@/web/i18n/fill'
import { BOOKING, type BookingReader, type BookingText, bookingSuccess } from './messages/booking'

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

export function bookingOutcome(agencyEmail: string, read: BookingReader, text?: BookingText) {
  const { words } = read
  return {
    empty: EMPTY_BOOKING,
    success: (booked: BookingFields) => bookingSuccess(read, booked),
    failure: {
      title: words.failureTitle,
      description: fill(words.failureDescription, { email: agencyEmail }),
      variant: 'destructive' as const,
    },
    taken: {
      title: words.takenTitle,
      description: words.takenDescription,
      variant: 'destructive' as const,
    },
    reset: (current: BookingFields) => ({ ...EMPTY_BOOKING, timezone: current.timezone }),
    resetDelayMs: BOOKING.resetDelayMs,
    language: text ? { locale: read.locale, common: text.common, errors: text.errors } : undefined,
  }
}
