/**
 * What the newsletter form tells visitors, in the spec's exact words (texts the spec leaves
 * open are marked). One module per form, so a page's browser code carries only its forms' words.
 */
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
