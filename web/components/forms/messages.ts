/**
 * What the forms tell visitors (home-services-leads.md §5 and §8; texts the spec leaves open are
 * marked). One place, so the forms and the tests read the same words.
 */
export const FIX_ERRORS_TITLE = 'Please fix the following errors:'

export const CONTACT = {
  successTitle: 'Request Submitted Successfully!',
  successDescription: "Thank you for reaching out. We'll get back to you within 24 hours.",
  failureTitle: 'Submission Error',
  failureDescription: (phone: string) =>
    `There was a problem processing your request. Please try again or call us directly at ${phone}.`,
  thankYouHeading: 'Thank You',
  thankYouText: "Your message has been received. We'll reply within 24 hours.",
  sendAnother: 'Send Another Message',
} as const

export const NEWSLETTER = {
  emptyTitle: 'Email Required',
  emptyDescription: 'Please enter your email address to subscribe.',
  // Not in the spec: an address that is not one.
  invalidTitle: 'Invalid Email',
  invalidDescription: 'Please enter a valid email address.',
  successTitle: 'Successfully Subscribed!',
  successDescription: 'Thank you for subscribing. Check your inbox for a welcome email.',
  failureTitle: 'Subscription Failed',
  failureDescription:
    'Unable to subscribe right now. Please try again later or contact us directly.',
  schedule: 'Schedule',
  back: 'Back to Newsletter',
} as const

export const BOOKING = {
  missingTitle: 'Missing Information',
  missingDescription: 'Please fill in all required fields to schedule your consultation.',
  successTitle: '✅ Meeting Scheduled Successfully!',
  successDescription: (date: string, time: string, zone: string) =>
    `Your strategy session is confirmed for ${date} at ${time} (${zone}). Please check your email for details.`,
  successDurationMs: 6000,
  resetDelayMs: 500,
  failureTitle: 'Booking Failed',
  failureDescription: (email: string) =>
    `There was an issue scheduling your meeting. Please try again or contact us directly at ${email}`,
  processing: 'Processing Order with Timezone...',
} as const

// Not in the spec: the career application's outcomes.
export const CAREER = {
  successTitle: 'Application Submitted Successfully!',
  successDescription:
    "Thank you for applying. We'll review your application and get back to you soon.",
  failureTitle: 'Application Failed',
  failureDescription: (email: string) =>
    `There was a problem sending your application. Please try again or email us at ${email}.`,
} as const

// Not in the spec: a form sent without network (issue 10). The lead waits on the device and is
// sent when the connection returns; the site says so, and confirms only once it has arrived.
export const KEPT_ON_DEVICE = {
  title: 'Saved on this device',
  description:
    "You're offline, so this hasn't been sent yet. It is saved on this device and will be sent automatically when the connection returns. We'll confirm here once it has arrived.",
  durationMs: 10_000,
  refusedTitle: 'Message not delivered',
  refusedDescription: (email: string) =>
    `A message saved on this device could not be delivered. Please send it again or email us at ${email}.`,
} as const

/** The toast for a lead kept on the device. */
export const keptOnDeviceNotice = {
  title: KEPT_ON_DEVICE.title,
  description: KEPT_ON_DEVICE.description,
  duration: KEPT_ON_DEVICE.durationMs,
}

/** The analytics event sent after the contact form's message is stored (§7). */
export const CONTACT_SUBMIT_EVENT = {
  name: 'form_submit',
  params: { form_type: 'contact' },
} as const
