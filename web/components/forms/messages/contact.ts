/**
 * What the contact form tells visitors, in the spec's exact words (texts the spec leaves
 * open are marked). One module per form, so a page's browser code carries only its forms' words.
 */
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

/** The analytics event the spec names, sent after the contact form's message is stored. */
export const CONTACT_SUBMIT_EVENT = {
  name: 'form_submit',
  params: { form_type: 'contact' },
} as const
