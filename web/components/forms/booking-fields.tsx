'use client'
/**
 * The fields both booking forms share. Who is booking: name, email, phone and company. When: the
 * date, time and time zone of a booking: the nine zones with the visitor's own as default (first
 * when it is not one of them), half-hour slots from 9:00 AM to 5:00 PM, and dates from today (a
 * consultation) or tomorrow (a strategy session) in the chosen zone. The date picker offers only
 * those; a date typed in is checked by the form's schema.
 * Then the service, and last what the visitor would like to talk about, under each form's label.
 *
 * Their words, times and zones are the page's language's (`read`, messages/booking.ts): English
 * by default. The values chosen are the same in every language.
 */
import { useEffect, useMemo, useState } from 'react'
import {
  FIELD_LIMITS,
  SERVICE_OPTIONS,
  TIME_SLOTS,
  todayInZone,
  tomorrowInZone,
  zonesFor,
} from '@/web/leads/rules'
import { formatDay } from '@/core/format/format'
import { isCalendarDate } from '@/core/booking/booking-form'
import { DEFAULT_LOCALE } from '@/core/i18n/locales'
import { fill } from '@/web/i18n/fill'
import { BookingCalendar } from './booking-calendar'
import { type OfferedSlot, OTHER_TIMES_HEADING, useOfferedSlots } from './booking-slots'
import { SelectField, TextAreaField, TextField } from './form-fields'
import { type BookingReader, bookingReader } from './messages/booking'
import type { LeadFormText } from './messages/common'
import type { FieldBinder } from './use-form-fields'
import { useVisitorTimeZone } from './use-visitor-time-zone'

/** The words, times and zones of an English page. */
const ENGLISH = bookingReader()

/** `dir="ltr"` for an address or a phone number on a right-to-left page; nothing otherwise. */
const leftToRight = (read: BookingReader) => (read.rtl ? ({ dir: 'ltr' } as const) : null)

export interface WhoFields {
  name: string
  email: string
  phone: string
  company: string
}

export function BookingWhoFields({
  field,
  read = ENGLISH,
}: {
  field: FieldBinder<WhoFields>
  read?: BookingReader
}) {
  const { words } = read
  const ltr = leftToRight(read)
  return (
    <>
      <TextField {...field('name')} label={words.name} required autoComplete="name" />
      <TextField
        {...field('email')}
        label={words.email}
        type="email"
        required
        autoComplete="email"
        {...ltr}
      />
      <TextField {...field('phone')} label={words.phone} type="tel" autoComplete="tel" {...ltr} />
      <TextField {...field('company')} label={words.company} autoComplete="organization" />
    </>
  )
}

export interface WhenFields {
  timezone: string
  preferredDate: string
  preferredTime: string
}

export { OTHER_TIMES_HEADING, useOfferedSlots }

/** Why a slot cannot be booked, in the page's language (the server's English on English pages). */
function reasonOf(slot: OfferedSlot, read: BookingReader) {
  const { words } = read
  if (read.locale === ENGLISH.locale) return slot.reasonText ?? words.unavailable
  if (slot.reason === 'too-far' && slot.lastDate) {
    return fill(words.tooFarUntil, { date: formatDay(slot.lastDate, 'date', read.locale) })
  }
  return slot.reason ? words.reasons[slot.reason] : words.unavailable
}

export function BookingWhenFields({
  field,
  update,
  earliest,
  refresh = 0,
  calendar = false,
  read = ENGLISH,
}: {
  field: FieldBinder<WhenFields>
  update: (next: Partial<WhenFields> | ((current: WhenFields) => Partial<WhenFields>)) => void
  /** The first date that can be booked, in the chosen zone. */
  earliest: 'today' | 'tomorrow'
  /** Changes when the function refused a time as just taken: the slots are fetched again. */
  refresh?: number
  /** Show the month calendar and the day's times above the date and time fields. */
  calendar?: boolean
  /** The page's language (stable: made once by the form). */
  read?: BookingReader
}) {
  const { words } = read
  const visitorZone = useVisitorTimeZone()
  const zones = useMemo(() => zonesFor(visitorZone), [visitorZone])
  const zoneChoices = useMemo(
    () => zones.map((zone) => ({ value: zone, label: read.zone(zone) })),
    [zones, read],
  )
  const zone = field('timezone')

  // The visitor's zone is the default once the browser has told us what it is: only while no zone
  // is chosen when the default is applied. A zone picked before the form hydrated reaches the form
  // as a change of its own (use-early-input.ts), which React may apply before this one.
  useEffect(() => {
    if (visitorZone && !zone.value)
      update((current) => (current.timezone ? {} : { timezone: visitorZone }))
  }, [visitorZone, zone.value, update])

  const date = field('preferredDate')
  const offered = useOfferedSlots(date.value, zone.value, refresh)
  const timeChoices = useMemo(
    () => [
      ...TIME_SLOTS.map((slot) => {
        const known = offered?.find((item) => item.time === slot)
        return known && !known.available
          ? {
              value: slot,
              label: `${read.time(slot)} · ${reasonOf(known, read)}`,
              disabled: true,
            }
          : { value: slot, label: read.time(slot) }
      }),
      // The agency's other free times of a day the spec's list has none of, for this zone.
      ...(offered ?? [])
        .filter((item) => item.outsideSpecList && item.available)
        .map((item) => ({
          value: item.time,
          label: `${read.time(item.time)} · ${read.words.otherTimes}`,
        })),
    ],
    [offered, read],
  )

  const min = zone.value
    ? (earliest === 'today' ? todayInZone : tomorrowInZone)(zone.value)
    : undefined
  const time = field('preferredTime')
  // With the calendar, its days and time buttons are where a visitor picks: the spec's date and
  // time fields under it stay in the form (named, required, filled by the calendar) but out of
  // sight, so the page does not ask twice (an outside review) nor show the browser's own
  // mm/dd/yyyy on a page in Arabic. A keyboard that reaches one, and a browser without scripts
  // (no calendar), show them; a missing one is named by the spec's 'Missing Information' notice.
  // Once one has had the focus they stay shown: folding away as the focus left for the submit
  // button moved that button from under the pointer between its press and its release.
  const [typed, setTyped] = useState(false)
  const besideCalendar =
    calendar && !typed
      ? 'sr-only focus-within:not-sr-only [@media(scripting:none)]:not-sr-only'
      : undefined
  const reveal = () => setTyped(true)

  return (
    <>
      <SelectField
        {...zone}
        label={words.timeZone}
        required
        // Across the form, over the calendar it sets: alone in half a row it stood beside nothing
        // (an outside review at 1440 px).
        className={calendar ? 'sm:col-span-2' : undefined}
        choices={zoneChoices}
        placeholder={zone.value ? undefined : words.selectTimeZone}
      />
      {calendar ? (
        <BookingCalendar
          // Drawn from the first paint at its size; its month once the zone is known.
          key={min ? 'month' : 'pending'}
          id={zone.id}
          zone={zone.value}
          earliest={min ?? ''}
          date={date.value}
          time={time.value}
          slots={offered}
          refresh={refresh}
          onPick={update}
          onOpenDay={(day) =>
            update((current) =>
              current.preferredDate ? {} : { preferredDate: day, preferredTime: '' },
            )
          }
          read={read}
        />
      ) : null}
      <TextField
        {...date}
        label={words.preferredDate}
        type="date"
        required
        min={min}
        className={besideCalendar}
        onFocus={reveal}
        // A date field is drawn in the browser's language, not the page's (an English browser
        // shows 03/06/2026 on an Arabic page): the day picked, written in the page's language.
        hint={
          read.locale !== DEFAULT_LOCALE && isCalendarDate(date.value)
            ? read.date(date.value)
            : undefined
        }
      />
      <SelectField
        {...time}
        label={words.preferredTime}
        required
        className={besideCalendar}
        onFocus={reveal}
        choices={timeChoices}
        placeholder={words.selectTime}
        hint={offered && !offered.some((slot) => slot.available) ? words.noFreeTimes : undefined}
      />
    </>
  )
}

export function ServiceField({
  field,
  className,
  read = ENGLISH,
}: {
  field: FieldBinder<{ service: string }>
  className?: string
  read?: BookingReader
}) {
  const { words } = read
  const choices = useMemo(
    () =>
      SERVICE_OPTIONS.map((option) => ({
        value: option.value,
        label: words.services[option.value],
      })),
    [words],
  )
  return (
    <SelectField
      {...field('service')}
      label={words.service}
      choices={choices}
      placeholder={words.selectService}
      className={className}
    />
  )
}

export function DetailsField({
  field,
  label,
  read = ENGLISH,
  counterText,
}: {
  field: FieldBinder<{ projectDetails: string }>
  label: string
  read?: BookingReader
  /** The counter's words on a page not in English. */
  counterText?: LeadFormText
}) {
  return (
    <TextAreaField
      {...field('projectDetails')}
      label={label}
      limit={FIELD_LIMITS.paragraph}
      className="sm:col-span-2"
      {...(counterText ? { counterText, locale: read.locale } : null)}
    />
  )
}
