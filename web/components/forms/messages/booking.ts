/**
 * What the two booking forms tell visitors, in the spec's exact words (texts the spec leaves
 * open are marked). One module per form, so a page's browser code carries only its forms' words.
 */
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
