/**
 * What the newsletter form tells visitors, in the spec's exact words (the notices for an address
 * that is not one are not in the spec). The notices are messages/en/newsletterNotices.json, which
 * a page in another language replaces with its own (the footer's sign-up, the home page's
 * section), with the notice every form shares for a sign-up kept on the device while offline
 * (leadForm.json's, form-props.ts `newsletterNotices`); the section's own words are
 * messages/en/newsletterSection.json. One module per form, so a page's browser code carries only
 * its forms' words.
 */
import notices from '@/messages/en/newsletterNotices.json'
import section from '@/messages/en/newsletterSection.json'
import type { KeptOnDeviceText } from './common'

/**
 * The notices in a language. The kept-on-device words come with them on a page not in English;
 * without them (English) the form tells the shared English notice, as every form does.
 */
export type NewsletterNotices = typeof notices & Partial<KeptOnDeviceText>
export type NewsletterSectionWords = typeof section

export const NEWSLETTER_SECTION_EN: NewsletterSectionWords = section

export const NEWSLETTER = {
  ...notices,
  schedule: section.schedule,
  back: section.back,
} as const
