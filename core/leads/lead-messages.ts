/**
 * The messages of the form rules that a form shows before any schema runs (the résumé size check
 * when a file is chosen) or that tests quote. Kept apart from lead-schemas.ts so that a page can
 * use them without loading zod.
 */

/** Newsletter: the spec's wording. */
export const NEWSLETTER_EMAIL_REQUIRED = 'Please enter your email address to subscribe.'

export const STRATEGY_MESSAGES = {
  name: 'Name is required',
  email: 'Email is required',
  timezone: 'Please choose a time zone',
  invalidTimezone: 'Please choose a valid time zone',
  preferredDate: 'Please choose a date',
  tooEarly: 'Please choose a date from tomorrow onwards',
  preferredTime: 'Please choose a time',
  invalidTime: 'Please choose one of the offered times',
  service: 'Please choose one of the offered services',
  urgency: 'Urgency must be low, normal or urgent',
} as const

/** Consultation booking ('Google Meet Booking'): a date from today on, in the chosen zone. */
export const CONSULTATION_MESSAGES = {
  tooEarly: 'Please choose a date from today onwards',
} as const

export const CAREER_MESSAGES = {
  name: 'Name is required',
  email: 'Email is required',
  position: 'Please choose a position',
  resume: 'Please attach your resume (PDF, DOC or DOCX)',
  resumeType: 'Your resume must be a PDF, DOC or DOCX file',
  resumeSize: 'Your resume must be 5 MB or smaller',
} as const
