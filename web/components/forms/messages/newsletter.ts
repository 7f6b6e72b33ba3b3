/**
 * What the newsletter form tells visitors, in the spec's exact words (the notices for an address
 * that is not one are not in the spec). The notices are messages/en/newsletterNotices.json, which
 * a page in another language replaces with its own (the footer's sign-up, the home page's
 * section); the section's own words are messages/en/newsletterSection.json. One module per form,
 * so a page's browser code carries only its forms' words.
 */
import notices from '@/messages/en/newsletterNotices.json'
import section from '@/messages/en/newsletterSection.json'

export type NewsletterNotices = typeof notices
export type NewsletterSectionWords = typeof section

export const NEWSLETTER_SECTION_EN: NewsletterSectionWords = section

export const NEWSLETTER = {
  ...notices,
  schedule: section.schedule,
  back: section.back,
} as const
