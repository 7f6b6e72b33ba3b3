/**
 * What the newsletter form tells visitors, in the spec's exact words (the notices for an address
 * that is not one are not in the spec). The notices are messages/en/newsletterNotices.json, which
 * a page in another language replaces with its own (the footer's sign-up). One module per form,
 * so a page's browser code carries only its forms' words.
 */
import notices from '@/messages/en/newsletterNotices.json'

export type NewsletterNotices = typeof notices

export const NEWSLETTER = {
  ...notices,
  schedule: 'Schedule',
  back: 'Back to Newsletter',
} as const
