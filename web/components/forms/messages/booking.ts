/**
 * What the two booking forms tell visitors, in the spec's exact words (texts the spec leaves
 * open are marked): messages/en/booking.json, which a page in another language replaces with its
 * own. One module per form, so a page's browser code carries only its forms' words.
 *
 * `bookingReader` words what the forms show of a booking in the page's language: its date
 * ("Friday, March 6, 2026"), its time ("9:00 AM", in Arabic "9:00 ص") and its zone ("Dubai (Gulf
 * Standard Time)"). The values sent stay the spec's (a YYYY-MM-DD date, a 12-hour label, an IANA
 * zone); English pages read them as before.
 */
import { DEFAULT_LOCALE, type Locale, locales } from '@/core/i18n/locales'
import { formatDay, formatTimeOfDay } from '@/core/format/format'
import {
  formatBookingDate,
  intlTimeZoneLabel,
  isCalendarDate,
  timeZoneLabel,
} from '@/core/booking/booking-form.ts'
import en from '@/messages/en/booking.json'
import { fill } from '@/web/i18n/fill'
import type { FormErrorsText, LeadFormText } from './common'

export type BookingWords = typeof en

export const BOOKING_EN: BookingWords = en

export const BOOKING = {
  successDurationMs: 6000,
  resetDelayMs: 500,
} as const

/** The booking forms' words in a language: their own, the shared ones, the schemas' messages. */
export interface BookingText {
  booking: BookingWords
  common: LeadFormText
  errors: FormErrorsText
  /** The zones' names in the language (core/booking/zone-labels.ts), from the server. */
  zones: Readonly<Record<string, string>>
}

/** "9:00 AM" → [9, 0]; "5:30 PM" → [17, 30]. */
function hourAndMinute(label: string): [number, number] | null {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(label)
  if (!match) return null
  return [(Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0), Number(match[2])]
}

/** The booking's words, dates, times and zones in a page's language. */
export function bookingReader(
  locale: Locale = DEFAULT_LOCALE,
  words: BookingWords = en,
  /** The zone's name in the language, when it is written out; Intl's otherwise. */
  zoneName?: (zone: string) => string | undefined,
) {
  const english = locale === DEFAULT_LOCALE
  const { intl } = locales.entry(locale)
  return {
    locale,
    words,
    /** Whether the page is right to left. */
    rtl: locales.entry(locale).dir === 'rtl',
    /** "Friday, March 6, 2026". */
    date: (date: string) =>
      english || !isCalendarDate(date)
        ? formatBookingDate(date)
        : formatDay(date, 'dateFull', locale),
    /** A slot's label as the language writes a time ("9:00 AM" in English). */
    time: (label: string) => {
      const parts = english ? null : hourAndMinute(label)
      return parts ? formatTimeOfDay(parts[0], parts[1], locale) : label
    },
    /** "New York (Eastern Time)". */
    zone: (zone: string) =>
      english ? timeZoneLabel(zone) : (zoneName?.(zone) ?? intlTimeZoneLabel(zone, intl)),
  }
}

export type BookingReader = ReturnType<typeof bookingReader>

/** The reader a booking form's `text` gives (the zones its server wrote out first). */
export const readerOf = (
  locale: Locale | undefined,
  text: Pick<BookingText, 'booking' | 'zones'> | undefined,
) =>
  text
    ? bookingReader(locale, text.booking, (zone) =>
        Object.hasOwn(text.zones, zone) ? text.zones[zone] : undefined,
      )
    : bookingReader(locale)

/** The notice of a booking made (or kept and then stored): its date, time and zone. */
export function bookingSuccess(
  read: BookingReader,
  booked: { preferredDate: string; preferredTime: string; timezone: string },
) {
  return {
    title: read.words.successTitle,
    description: fill(read.words.successDescription, {
      date: read.date(booked.preferredDate),
      time: read.time(booked.preferredTime),
      zone: read.zone(booked.timezone),
    }),
    duration: BOOKING.successDurationMs,
  }
}
