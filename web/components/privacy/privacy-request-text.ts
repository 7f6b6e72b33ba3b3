/**
 * What the privacy policy's request section and form tell visitors: messages/en/privacyRequest.json,
 * which a page in another language replaces with its own (given by its server component through
 * translatedProps), with the address message the lead forms word too (formErrors.json).
 */
import en from '@/messages/en/privacyRequest.json'

export type PrivacyRequestWords = typeof en

export const PRIVACY_REQUEST_EN: PrivacyRequestWords = en

/** The section's and form's words on a page not in English. */
export interface PrivacyRequestText {
  words: PrivacyRequestWords
  /** "Please enter a valid email address", in the language (messages/{code}/formErrors.json). */
  emailInvalid: string
}
