/**
 * The words a visitor reads about their booked session, in each of the site's languages: the
 * lines of the confirmation, the invite's title and description, the update, the cancellation and
 * the reminders (session-mail.ts puts them together). A language is one more entry here.
 *
 * The agency's own copies (its invite, its notices of a move or a cancellation) stay in English:
 * session-mail.ts writes them with the English entry.
 */
import type { Locale } from '../i18n/locales.ts'
import { formatMoment } from '../format/format.ts'
import { localTime } from './availability.ts'
import {
  formatBookingDate,
  SESSION_MINUTES,
  timeZoneLabel,
  twelveHourLabel,
} from './booking-form.ts'
import { zoneLabel } from './zone-labels.ts'

export type ReminderName = '24h' | '1h'

export interface SessionCopy {
  /** The session's start in a zone: its date, time and the zone's name. */
  time: (start: Date, zone: string) => string
  /** What stands for the meeting room before there is one. */
  meetingLinkFollows: string
  /** The title of the visitor's calendar event. */
  summary: (brand: string) => string
  /** The description of a calendar event, a line each. */
  description: (
    brand: string,
    room: { meetingLink: string | null; reschedule: string; cancel: string },
  ) => string[]
  /** The lines a confirmation or a reminder gains. */
  lines: {
    when: (time: string) => string
    where: (meetingLink: string) => string
    invite: string
    reschedule: (url: string) => string
    cancel: (url: string) => string
  }
  update: { subject: (brand: string) => string; text: (brand: string) => string }
  cancelled: {
    subject: (brand: string) => string
    text: (brand: string, time: string) => string
    bookAgain: (bookCallUrl: string) => string
  }
  reminders: Record<
    ReminderName,
    { subject: (brand: string) => string; text: (brand: string) => string }
  >
}

export const MEETING_LINK_FOLLOWS = 'The meeting link follows by e-mail before the session.'

/** "tomorrow", "in one hour": the English reminders' words. */
const REMINDER_WORDS: Record<ReminderName, string> = { '24h': 'tomorrow', '1h': 'in one hour' }

const englishReminder = (name: ReminderName) => ({
  subject: (brand: string) =>
    `Reminder: your strategy session with ${brand} is ${REMINDER_WORDS[name]}`,
  text: (brand: string) => `Your strategy session with ${brand} is ${REMINDER_WORDS[name]}.`,
})

const ENGLISH: SessionCopy = {
  /** "Friday, March 12, 2027 at 1:00 PM, New York (Eastern Time)". */
  time(start, zone) {
    const local = localTime(start, zone)
    const label = twelveHourLabel(Math.floor(local.minutes / 60), local.minutes % 60)
    return `${formatBookingDate(local.date)} at ${label}, ${timeZoneLabel(zone)}`
  },
  meetingLinkFollows: MEETING_LINK_FOLLOWS,
  summary: (brand) => `Strategy session with ${brand}`,
  description: (brand, { meetingLink, reschedule, cancel }) => [
    `A ${SESSION_MINUTES}-minute strategy session (a video meeting) with ${brand}.`,
    meetingLink ? `Join: ${meetingLink}` : MEETING_LINK_FOLLOWS,
    `Reschedule: ${reschedule}`,
    `Cancel: ${cancel}`,
  ],
  lines: {
    when: (time) => `When: ${time} (${SESSION_MINUTES} minutes).`,
    where: (meetingLink) => `Where: ${meetingLink}`,
    invite: 'The calendar invite is attached.',
    reschedule: (url) => `Need another time? Reschedule: ${url}`,
    cancel: (url) => `Cannot make it? Cancel: ${url}`,
  },
  update: {
    subject: (brand) => `Your strategy session with ${brand} has moved`,
    text: (brand) => `Your strategy session with ${brand} has moved.`,
  },
  cancelled: {
    subject: (brand) => `Your strategy session with ${brand} is cancelled`,
    text: (brand, time) => `Your strategy session with ${brand} on ${time} is cancelled.`,
    bookAgain: (url) => `You are welcome to book another time on ${url}.`,
  },
  reminders: { '24h': englishReminder('24h'), '1h': englishReminder('1h') },
}

const ARABIC_FOLLOWS = 'سنرسل إليك رابط الاجتماع بالبريد الإلكتروني قبل موعد الجلسة.'

const ARABIC: SessionCopy = {
  /** "الجمعة، 12 مارس 2027 الساعة 1:00 م، نيويورك (التوقيت الشرقي)". */
  time: (start, zone) =>
    `${formatMoment(start, 'dateFull', { locale: 'ar', timeZone: zone })} الساعة ${formatMoment(
      start,
      'time',
      { locale: 'ar', timeZone: zone },
    )}، ${zoneLabel(zone, 'ar')}`,
  meetingLinkFollows: ARABIC_FOLLOWS,
  summary: (brand) => `جلسة استراتيجية مع ${brand}`,
  description: (brand, { meetingLink, reschedule, cancel }) => [
    `جلسة استراتيجية مدتها ${SESSION_MINUTES} دقيقة (اجتماع عبر الفيديو) مع ${brand}.`,
    meetingLink ? `رابط الانضمام: ${meetingLink}` : ARABIC_FOLLOWS,
    `لإعادة الجدولة: ${reschedule}`,
    `للإلغاء: ${cancel}`,
  ],
  lines: {
    when: (time) => `الموعد: ${time}، ومدة الجلسة ${SESSION_MINUTES} دقيقة.`,
    where: (meetingLink) => `رابط الاجتماع: ${meetingLink}`,
    invite: 'دعوة التقويم مرفقة بهذه الرسالة.',
    reschedule: (url) => `تحتاج إلى موعد آخر؟ أعد الجدولة من هنا: ${url}`,
    cancel: (url) => `لا تستطيع الحضور؟ ألغِ الموعد من هنا: ${url}`,
  },
  update: {
    subject: (brand) => `تم تغيير موعد جلستك الاستراتيجية مع ${brand}`,
    text: (brand) => `تم تغيير موعد جلستك الاستراتيجية مع ${brand}، وإليك الموعد الجديد.`,
  },
  cancelled: {
    subject: (brand) => `تم إلغاء جلستك الاستراتيجية مع ${brand}`,
    text: (brand, time) => `تم إلغاء جلستك الاستراتيجية مع ${brand} التي كان موعدها ${time}.`,
    bookAgain: (url) => `يسعدنا أن تحجز موعداً آخر في أي وقت من هنا: ${url}`,
  },
  reminders: {
    '24h': {
      subject: (brand) => `تذكير: جلستك الاستراتيجية مع ${brand} غداً`,
      text: (brand) => `نذكّرك بأن موعد جلستك الاستراتيجية مع ${brand} غداً.`,
    },
    '1h': {
      subject: (brand) => `تذكير: جلستك الاستراتيجية مع ${brand} تبدأ بعد ساعة`,
      text: (brand) => `نذكّرك بأن جلستك الاستراتيجية مع ${brand} تبدأ بعد ساعة.`,
    },
  },
}

export const SESSION_COPY: Record<Locale, SessionCopy> = { en: ENGLISH, ar: ARABIC }
