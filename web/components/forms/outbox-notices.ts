/**
 * What the visitor is told of a lead kept on this device (outbox-sender.tsx): once stored, the
 * success notice of the form it came from (and a contact message's form_submit for analytics);
 * when the function refuses it for good, how to reach the agency instead. A module of its own,
 * loaded on demand.
 */
import { toast, type ToastOptions } from '@/web/components/ui/use-toast'
import { trackEvent } from '@/web/consent/analytics'
import type { OutboxMessage } from '@/web/leads/outbox'
import { formatBookingDate, timeZoneLabel, toShortType } from '@/web/leads/rules'
import { BOOKING } from './messages/booking'
import { CAREER } from './messages/career'
import { KEPT_ON_DEVICE } from './messages/common'
import { CONTACT, CONTACT_SUBMIT_EVENT } from './messages/contact'
import { NEWSLETTER } from './messages/newsletter'

export function tellVisitor(message: OutboxMessage, agencyEmail: string) {
  if (message.type === 'lead-stored') {
    toast(storedNotice(message.formType, message.body))
    if (toShortType(message.formType) === 'contact') {
      trackEvent(CONTACT_SUBMIT_EVENT.name, CONTACT_SUBMIT_EVENT.params)
    }
  } else {
    toast({
      title: KEPT_ON_DEVICE.refusedTitle,
      description: KEPT_ON_DEVICE.refusedDescription(agencyEmail),
      variant: 'destructive',
    })
  }
}

/** The success notice of the form a kept lead came from. */
export function storedNotice(formType: string, body: string): ToastOptions {
  const lead = ((JSON.parse(body) as { leadData?: Record<string, unknown> }).leadData ??
    {}) as Record<string, string | undefined>
  switch (toShortType(formType)) {
    case 'contact':
      return { title: CONTACT.successTitle, description: CONTACT.successDescription }
    case 'newsletter':
      return { title: NEWSLETTER.successTitle, description: NEWSLETTER.successDescription }
    case 'career':
      return { title: CAREER.successTitle, description: CAREER.successDescription }
    default:
      return lead.preferredDate && lead.preferredTime && lead.timezone
        ? {
            title: BOOKING.successTitle,
            description: BOOKING.successDescription(
              formatBookingDate(lead.preferredDate),
              lead.preferredTime,
              timeZoneLabel(lead.timezone),
            ),
            duration: BOOKING.successDurationMs,
          }
        : { title: CONTACT.successTitle, description: CONTACT.successDescription }
  }
}
