/**
 * What the visitor is told of a lead kept on this device (outbox-sender.tsx): once stored, the
 * success notice of the form it came from (and a contact message's form_submit for analytics);
 * when the function refuses it for good, how to reach the agency instead. In the language of the
 * page it is told on (`language`; English without it). A module of its own, loaded on demand.
 */
import { toast, type ToastOptions } from '@/web/components/ui/use-toast'
import { trackEvent } from '@/web/consent/analytics'
import type { Locale } from '@/core/i18n/locales'
import { zoneLabel } from '@/core/booking/zone-labels.ts'
import type { OutboxMessage } from '@/web/leads/outbox'
import { toShortType } from '@/web/leads/rules'
import { fill } from '@/web/i18n/fill'
import { BOOKING_EN, type BookingWords, bookingReader, bookingSuccess } from './messages/booking'
import { CAREER_EN, type CareerWords } from './messages/career'
import { LEAD_FORM_EN, type LeadFormText } from './messages/common'
import {
  CONTACT_EN,
  CONTACT_SUBMIT_EVENT,
  type ContactText,
  contactSuccess,
} from './messages/contact'
import { NEWSLETTER, type NewsletterNotices } from './messages/newsletter'

type Success = 'successTitle' | 'successDescription'

/** The notices of kept leads in a language (the shell's, on a page not in English). */
export interface OutboxText {
  common: Pick<LeadFormText, 'refusedTitle' | 'refusedDescription'>
  contact: Pick<ContactText, Success>
  booking: Pick<BookingWords, Success>
  newsletter: Pick<NewsletterNotices, Success>
  career: Pick<CareerWords, Success>
}

export interface OutboxLanguage {
  locale: Locale
  text: OutboxText
}

const ENGLISH: OutboxText = {
  common: LEAD_FORM_EN,
  contact: CONTACT_EN,
  booking: BOOKING_EN,
  newsletter: NEWSLETTER,
  career: CAREER_EN,
}

export function tellVisitor(
  message: OutboxMessage,
  agencyEmail: string,
  language?: OutboxLanguage,
) {
  const text = language?.text ?? ENGLISH
  if (message.type === 'lead-stored') {
    toast(storedNotice(message.formType, message.body, language))
    if (toShortType(message.formType) === 'contact') {
      trackEvent(CONTACT_SUBMIT_EVENT.name, CONTACT_SUBMIT_EVENT.params)
    }
  } else {
    toast({
      title: text.common.refusedTitle,
      description: fill(text.common.refusedDescription, { email: agencyEmail }),
      variant: 'destructive',
    })
  }
}

/** The success notice of the form a kept lead came from. */
export function storedNotice(
  formType: string,
  body: string,
  language?: OutboxLanguage,
): ToastOptions {
  const text = language?.text ?? ENGLISH
  const lead = ((JSON.parse(body) as { leadData?: Record<string, unknown> }).leadData ??
    {}) as Record<string, string | undefined>
  switch (toShortType(formType)) {
    case 'contact':
      return contactSuccess(text.contact)
    case 'newsletter':
      return {
        title: text.newsletter.successTitle,
        description: text.newsletter.successDescription,
      }
    case 'career':
      return { title: text.career.successTitle, description: text.career.successDescription }
    default: {
      if (!(lead.preferredDate && lead.preferredTime && lead.timezone)) {
        return contactSuccess(text.contact)
      }
      const read = language
        ? bookingReader(language.locale, { ...BOOKING_EN, ...text.booking }, (zone) =>
            zoneLabel(zone, language.locale),
          )
        : bookingReader()
      return bookingSuccess(read, {
        preferredDate: lead.preferredDate,
        preferredTime: lead.preferredTime,
        timezone: lead.timezone,
      })
    }
  }
}
