/**
 * The form-type labels this site's forms send, as the spec names them. A module of its own, so
 * that a form's browser code carries these five labels and not form-types.ts's table of every
 * label the function accepts.
 */
export const FORM_LABELS = {
  contact: 'Enhanced Contact Form',
  consultationBooking: 'Google Meet Booking',
  strategySession: 'Book Call Form',
  newsletter: 'newsletter',
  career: 'Career Application',
} as const
