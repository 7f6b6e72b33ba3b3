/**
 * What the visitor is told when a lead kept on this device has been stored (outbox-sender.tsx):
 * the success notice of the form it came from. A module of its own, loaded on demand.
 */
import type { ToastOptions } from '@/web/components/ui/use-toast'
import { formatBookingDate, timeZoneLabel, toShortType } from '@/web/leads/rules'
import { BOOKING, CAREER, CONTACT, NEWSLETTER } from './messages'

/** The lead came from the contact form (its submission is tracked as form_submit). */
export const isContactForm = (formType: string) => toShortType(formType) === 'contact'

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
