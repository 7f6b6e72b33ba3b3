/**
 * What every form tells visitors, in the spec's exact words (texts the spec leaves open are
 * marked): the heading of a list of field errors and the notice of a lead kept on the device.
 * They are messages/en/leadForm.json, which a page in another language replaces with its own
 * (`FormLanguage`, given by the page's server component through translatedProps).
 */
import type { Locale } from '@/core/i18n/locales'
import type formErrors from '@/messages/en/formErrors.json'
import en from '@/messages/en/leadForm.json'
import { fill } from '@/web/i18n/fill'

/** The words every lead form shares (messages/{code}/leadForm.json). */
export type LeadFormText = typeof en
/** The schemas' messages in a language (messages/{code}/formErrors.json, web/leads/issue-text.ts). */
export type FormErrorsText = typeof formErrors

/**
 * What a lead form on a page not in English is given besides its own words: the page's language
 * (numbers, dates), the shared words and the schemas' messages in it. English pages give none.
 */
export interface FormLanguage {
  locale: Locale
  common: LeadFormText
  errors: FormErrorsText
}

export const LEAD_FORM_EN: LeadFormText = en

export const FIX_ERRORS_TITLE = en.fixErrorsTitle

// Not in the spec: a form sent without network (issue 10). The lead waits on the device and is
// sent when the connection returns; the site says so, and confirms only once it has arrived.
export const KEPT_ON_DEVICE = {
  title: en.keptTitle,
  description: en.keptDescription,
  durationMs: 10_000,
  refusedTitle: en.refusedTitle,
  refusedDescription: (email: string) => fill(en.refusedDescription, { email }),
} as const

/** The words of the notice of a lead kept on the device. */
export type KeptOnDeviceText = Pick<LeadFormText, 'keptTitle' | 'keptDescription'>

/** The toast for a lead kept on the device, in the page's language. */
export const keptOnDeviceNotice = (text: KeptOnDeviceText = en) => ({
  title: text.keptTitle,
  description: text.keptDescription,
  duration: KEPT_ON_DEVICE.durationMs,
})
