/**
 * The words of the welcome e-mail a visitor gets, in each of the site's languages: a language is
 * one more entry here (the compiler asks for it once it is in core/i18n/locales.ts). The rules of
 * what a welcome may say are lead-emails.ts's: only the agency's words and the values the function
 * checked (a real date, an offered slot, a known zone, the CMS's services and prices).
 *
 * The Arabic is written for the Gulf's business readers: Modern Standard Arabic, Western digits,
 * times and dates through core/format (the reader's own forms), prices in US dollars as the site
 * shows them ("$1,799").
 */
import type { Locale } from '../i18n/locales.ts'
import { formatDay, formatTimeOfDay } from '../format/format.ts'
import { formatBookingDate, SESSION_MINUTES, timeZoneLabel } from '../booking/booking-form.ts'
import { zoneLabel } from '../booking/zone-labels.ts'
import type { ShortType } from './form-types.ts'

/** The checked facts a welcome may repeat. */
export interface WelcomeFacts {
  brand: string
  /** The session asked for or booked ('' without a checked date or time). */
  when: string
  /** The quote, as `estimate` words it ('' without one). */
  estimate: string
  /** A strategy session whose time is booked with the lead. */
  booked: boolean
}

/** The parts of a session's time that passed their checks ('' or null for those that did not). */
export interface SessionParts {
  /** A calendar date, YYYY-MM-DD. */
  date: string
  /** One of the offered slots: its label ("10:30 AM") and what it means. */
  slot: { label: string; hour: number; minute: number } | null
  /** A zone Intl knows. */
  zone: string
}

export interface WelcomeCopy {
  /** The greeting when the name is not only a name. */
  hello: string
  /** The greeting of a plain name. */
  hi: (name: string) => string
  when: (parts: SessionParts) => string
  estimate: (services: readonly string[], total: string) => string
  body: (type: ShortType, facts: WelcomeFacts) => { subject: string; paragraphs: string[] }
}

/**
 * What the confirmation of a strategy session says once its time is booked (the session's time,
 * room and links follow, core/booking/session-mail.ts): it is confirmed, so nothing is left to
 * confirm within the hour.
 */
export const BOOKED_SESSION_WORDS = (when: string) =>
  when
    ? `Your free ${SESSION_MINUTES}-minute strategy session is confirmed for ${when}. Thank you for booking it.`
    : `Your free ${SESSION_MINUTES}-minute strategy session is confirmed. Thank you for booking it.`

const ENGLISH: WelcomeCopy = {
  hello: 'Hello,',
  hi: (name) => `Hi ${name},`,
  /** "Friday, March 6, 2026 at 10:30 AM (London (Greenwich Mean Time))". */
  when({ date, slot, zone }) {
    const when = [date ? formatBookingDate(date) : '', slot?.label ?? '']
      .filter(Boolean)
      .join(' at ')
    return when ? `${when}${zone ? ` (${timeZoneLabel(zone)})` : ''}` : ''
  },
  estimate: (services, total) =>
    `Your estimate: ${services.join(', ')} — ${total} (Starter/Essential plan prices; the final price may vary).`,
  body(type, { brand, when, estimate, booked }) {
    switch (type) {
      case 'contact':
        return {
          subject: `Thank you for contacting ${brand}`,
          paragraphs: [
            'Thank you for getting in touch. We have received your message and will reply within 24 hours.',
          ],
        }
      case 'gmeet':
        if (booked) {
          return {
            subject: `Your strategy session with ${brand} is confirmed`,
            paragraphs: [
              BOOKED_SESSION_WORDS(when),
              'The details, the calendar invite and the links to reschedule or cancel are below.',
              estimate,
            ],
          }
        }
        return {
          subject: `Your strategy session with ${brand}`,
          paragraphs: [
            when
              ? `Thank you for booking a free ${SESSION_MINUTES}-minute strategy session on ${when}.`
              : `Thank you for booking a free ${SESSION_MINUTES}-minute strategy session.`,
            'We will contact you within 1 hour to confirm the time and send you the Google Meet link.',
            estimate,
          ],
        }
      case 'newsletter':
        return {
          subject: `Welcome to the ${brand} newsletter`,
          paragraphs: [
            `You are subscribed to the ${brand} newsletter. Expect practical ideas on growing your business online, and nothing else.`,
            'If you did not subscribe, you can ignore this e-mail.',
          ],
        }
      case 'career':
        return {
          subject: 'We received your application',
          paragraphs: [
            `Thank you for applying to ${brand}. We have received your application and résumé, and we will get back to you after we have reviewed them.`,
          ],
        }
      case 'calculator':
        return {
          subject: `Your project estimate from ${brand}`,
          paragraphs: [
            `Thank you for your interest. ${estimate}`,
            'We will be in touch within 24 hours.',
          ],
        }
      default:
        return {
          subject: `Your consultation request with ${brand}`,
          paragraphs: [
            'Thank you for requesting a free consultation. We will contact you within 24 hours.',
          ],
        }
    }
  },
}

const ARABIC: WelcomeCopy = {
  hello: 'مرحباً،',
  hi: (name) => `مرحباً ${name}،`,
  /** "الجمعة، 6 مارس 2026 الساعة 10:30 ص، دبي (توقيت الخليج)". */
  when({ date, slot, zone }) {
    const when = [
      date ? formatDay(date, 'dateFull', 'ar') : '',
      slot ? formatTimeOfDay(slot.hour, slot.minute, 'ar') : '',
    ]
      .filter(Boolean)
      .join(' الساعة ')
    return when ? `${when}${zone ? `، ${zoneLabel(zone, 'ar')}` : ''}` : ''
  },
  estimate: (services, total) =>
    `التقدير المبدئي لمشروعك: ${services.join('، ')} — ${total} (وفق أسعار باقة البداية أو الباقة الأساسية، وقد يختلف السعر النهائي).`,
  body(type, { brand, when, estimate, booked }) {
    switch (type) {
      case 'contact':
        return {
          subject: `شكراً لتواصلك مع ${brand}`,
          paragraphs: [
            'شكراً لتواصلك معنا. وصلتنا رسالتك، وسيرد عليك أحد أعضاء فريقنا خلال 24 ساعة.',
          ],
        }
      case 'gmeet':
        if (booked) {
          return {
            subject: `تم تأكيد جلستك الاستراتيجية مع ${brand}`,
            paragraphs: [
              when
                ? `تم تأكيد جلستك الاستراتيجية المجانية (${SESSION_MINUTES} دقيقة)، وموعدها ${when}. شكراً لحجزك.`
                : `تم تأكيد جلستك الاستراتيجية المجانية (${SESSION_MINUTES} دقيقة). شكراً لحجزك.`,
              'ستجد أدناه تفاصيل الجلسة ودعوة التقويم، ورابطَي إعادة الجدولة والإلغاء.',
              estimate,
            ],
          }
        }
        return {
          subject: `جلستك الاستراتيجية مع ${brand}`,
          paragraphs: [
            when
              ? `شكراً لحجزك جلسة استراتيجية مجانية مدتها ${SESSION_MINUTES} دقيقة، وموعدها ${when}.`
              : `شكراً لحجزك جلسة استراتيجية مجانية مدتها ${SESSION_MINUTES} دقيقة.`,
            'سنتواصل معك خلال ساعة لتأكيد الموعد وإرسال رابط الاجتماع على Google Meet.',
            estimate,
          ],
        }
      case 'newsletter':
        return {
          subject: `أهلاً بك في النشرة البريدية من ${brand}`,
          paragraphs: [
            `اشتراكك في النشرة البريدية من ${brand} مفعّل. ترقّب أفكاراً عملية تساعدك على تنمية أعمالك عبر الإنترنت، ولا شيء غير ذلك.`,
            'إذا لم تكن أنت من اشترك، يمكنك تجاهل هذه الرسالة.',
          ],
        }
      case 'career':
        return {
          subject: 'وصلنا طلب التوظيف الخاص بك',
          paragraphs: [
            `شكراً لرغبتك في الانضمام إلى فريق ${brand}. وصلنا طلبك وسيرتك الذاتية، وسنعود إليك بعد مراجعتهما.`,
          ],
        }
      case 'calculator':
        return {
          subject: `تقدير تكلفة مشروعك من ${brand}`,
          paragraphs: [`شكراً لاهتمامك. ${estimate}`, 'سنتواصل معك خلال 24 ساعة.'],
        }
      default:
        return {
          subject: `طلب الاستشارة الخاص بك لدى ${brand}`,
          paragraphs: ['شكراً لطلبك استشارة مجانية. سنتواصل معك خلال 24 ساعة.'],
        }
    }
  },
}

export const WELCOME_COPY: Record<Locale, WelcomeCopy> = { en: ENGLISH, ar: ARABIC }
