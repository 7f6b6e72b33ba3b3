/**
 * What the career application tells visitors, in the spec's exact words (texts the spec leaves
 * open are marked). One module per form, so a page's browser code carries only its forms' words.
 */
// Not in the spec: the career application's outcomes.
export const CAREER = {
  successTitle: 'Application Submitted Successfully!',
  successDescription:
    "Thank you for applying. We'll review your application and get back to you soon.",
  failureTitle: 'Application Failed',
  failureDescription: (email: string) =>
    `There was a problem sending your application. Please try again or email us at ${email}.`,
} as const
