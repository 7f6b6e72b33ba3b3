import 'server-only'
/**
 * The words the lead forms take on a page not in English, as their server components hand them
 * over (web/i18n/messages.ts translatedProps): each form's own namespace, the words every form
 * shares (leadForm), the schemas' messages (formErrors) and, for a booking, the zones' names in
 * the language; and those of what stands beside the forms (the privacy request form, the quote
 * carried from the calculator). An English page hands over none: the forms carry their English.
 */
import { writtenZoneLabels } from '@/core/booking/zone-labels.ts'
import type { Locale } from '@/core/i18n/locales'
import type { QuoteSummaryText } from '@/web/components/calculator/quote-text'
import type { PrivacyRequestText } from '@/web/components/privacy/privacy-request-text'
import { type Messages, translatedProps } from '@/web/i18n/messages'
import type { ContactFormText } from './contact-form'
import type { CareerFormText } from './messages/career'
import type { NewsletterNotices } from './messages/newsletter'
import type { BookingText } from './messages/booking'
import type { NewsletterSectionText } from './newsletter-section'
import type { OutboxText } from './outbox-notices'

export const contactFormText = (messages: Messages): ContactFormText => ({
  form: messages.contactForm,
  common: messages.leadForm,
  errors: messages.formErrors,
})

export const careerFormText = (messages: Messages): CareerFormText => ({
  form: messages.careerForm,
  common: messages.leadForm,
  errors: messages.formErrors,
})

export const privacyRequestText = (messages: Messages): PrivacyRequestText => ({
  words: messages.privacyRequest,
  emailInvalid: messages.formErrors.emailInvalid,
})

export const quoteSummaryText = (messages: Messages): QuoteSummaryText => ({
  ...messages.quoteSummary,
  estimatedTotal: messages.calculator.estimatedTotal,
  timeline: messages.calculator.timeline,
})

export const bookingText = (messages: Messages, locale: Locale): BookingText => ({
  booking: messages.booking,
  common: messages.leadForm,
  errors: messages.formErrors,
  zones: writtenZoneLabels(locale),
})

/**
 * The newsletter sign-up's notices (the footer's, the home page's section's), with the notice of a
 * sign-up kept on the device while offline, which every form shares (leadForm).
 */
export const newsletterNotices = (messages: Messages): Required<NewsletterNotices> => ({
  ...messages.newsletterNotices,
  keptTitle: messages.leadForm.keptTitle,
  keptDescription: messages.leadForm.keptDescription,
})

export const newsletterSectionText = (
  messages: Messages,
  locale: Locale,
): NewsletterSectionText => ({
  section: messages.newsletterSection,
  form: messages.newsletter,
  notices: newsletterNotices(messages),
  booking: bookingText(messages, locale),
})

/** The notices of a lead kept on the device that the shell's sender tells (only the successes). */
export const outboxText = (messages: Messages): OutboxText => ({
  common: {
    refusedTitle: messages.leadForm.refusedTitle,
    refusedDescription: messages.leadForm.refusedDescription,
  },
  contact: {
    successTitle: messages.contactForm.successTitle,
    successDescription: messages.contactForm.successDescription,
  },
  booking: {
    successTitle: messages.booking.successTitle,
    successDescription: messages.booking.successDescription,
  },
  newsletter: {
    successTitle: messages.newsletterNotices.successTitle,
    successDescription: messages.newsletterNotices.successDescription,
  },
  career: {
    successTitle: messages.careerForm.successTitle,
    successDescription: messages.careerForm.successDescription,
  },
})

/** The contact form's props in `locale`: none on an English page. */
export const contactFormProps = (locale: Locale) =>
  translatedProps(locale, (messages) => ({ locale, text: contactFormText(messages) }))

/** A booking form's props in `locale`: none on an English page. */
export const bookingFormProps = (locale: Locale) =>
  translatedProps(locale, (messages) => ({ locale, text: bookingText(messages, locale) }))

/** The newsletter section's props in `locale` (its booking form's too): none on an English page. */
export const newsletterSectionProps = (locale: Locale) =>
  translatedProps(locale, (messages) => ({ locale, text: newsletterSectionText(messages, locale) }))

/** The career application's props in `locale`: none on an English page. */
export const careerFormProps = (locale: Locale) =>
  translatedProps(locale, (messages) => ({ locale, text: careerFormText(messages) }))

/** The privacy request section's props in `locale`: none on an English page. */
export const privacyRequestProps = (locale: Locale) =>
  translatedProps(locale, (messages) => ({ locale, text: privacyRequestText(messages) }))

/** The carried quote's props in `locale` (/book-call): none on an English page. */
export const quoteSummaryProps = (locale: Locale) =>
  translatedProps(locale, (messages) => ({ locale, text: quoteSummaryText(messages) }))
