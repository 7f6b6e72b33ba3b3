'use client'
/**
 * The page of a visitor's reschedule/cancel link: their session, a zone and, in the booking page's
 * calendar, a day and free time to move it to, or a cancel button; a spent, forged or expired link
 * gets its words and a way back to booking. Every answer of /api/booking/manage is told as it
 * comes: as the server words it on an English page, by its code in the page's language on another.
 *
 * Its words are English (messages/en/manageBooking.json) unless the page gives its language's
 * (`locale` and `text`, web/pages/booking.tsx): then the times read in that language too, in the
 * session's zone and the zone chosen, and the links lead to that language's pages.
 */
import { CalendarClock, CalendarX2, CheckCircle2 } from '@/web/components/ui/icons'
import { useMemo, useState } from 'react'
import { BookingCalendar } from '@/web/components/forms/booking-calendar'
import { OTHER_TIMES_HEADING, useOfferedSlots } from '@/web/components/forms/booking-fields'
import { type BookingWords, readerOf } from '@/web/components/forms/messages/booking'
import { Message } from '@/web/components/payments/message-parts'
import { buttonClass } from '@/web/components/ui/button'
import Link from '@/web/components/ui/client-link'
import {
  formatBookingDate,
  intlTimeZoneLabel,
  TIME_SLOTS,
  timeZoneLabel,
  todayInZone,
  twelveHourLabel,
  zonesFor,
} from '@/web/leads/rules'
import { localTime, type UnavailableReason } from '@/core/booking/availability.ts'
import { formatDay, formatMoment, formatTimeOfDay } from '@/core/format/format'
import { DEFAULT_LOCALE, type Locale, locales } from '@/core/i18n/locales'
import { localizedHref } from '@/core/i18n/routes'
import en from '@/messages/en/manageBooking.json'
import { fill } from '@/web/i18n/fill'

export type ManageBookingWords = typeof en

/** The page's words in a language not English, as its server component hands them over. */
export interface ManageBookingText {
  words: ManageBookingWords
  /** The booking forms' words: the calendar's, and why a time is not free. */
  booking: BookingWords
  /** The zones' names in the language (core/booking/zone-labels.ts). */
  zones: Readonly<Record<string, string>>
}

/** The codes of /api/booking/manage's refusals, and the message each is in the page's language. */
const ERROR_WORDS: Record<string, (words: ManageBookingWords) => string> = {
  link_forged: (words) => words.links.forged,
  link_expired: (words) => words.links.expired,
  link_missing: (words) => words.links.missing,
  link_spent: (words) => words.links.spent,
  link_cancelled: (words) => words.links.cancelled,
  slot_taken: (words) => words.errors.slotTaken,
  slot_unavailable: (words) => words.errors.slotUnavailable,
}

/** A refusal of /api/booking/manage in the page's language: by its code, else by its status. */
export function manageRefusal(words: ManageBookingWords, status: number, code: string | undefined) {
  const known = code && Object.hasOwn(ERROR_WORDS, code) ? ERROR_WORDS[code] : undefined
  if (known) return known(words)
  if (status === 400) return words.errors.invalid
  if (status === 503) return words.errors.serviceUnavailable
  return words.failed
}

const control =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30'

/** "9:00 AM" → [9, 0]; "5:30 PM" → [17, 30]. */
function hourAndMinute(label: string): [number, number] | null {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(label)
  if (!match) return null
  return [(Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0), Number(match[2])]
}

/** How the page words a session's time, a slot and a zone: English, or the page's language. */
function reader(locale: Locale, text: ManageBookingText | undefined) {
  const words = text?.words ?? en
  if (!text || locale === DEFAULT_LOCALE) {
    return {
      words,
      text,
      session: (start: string, zone: string) => {
        const local = localTime(new Date(start), zone)
        const time = twelveHourLabel(Math.floor(local.minutes / 60), local.minutes % 60)
        return fill(words.when, {
          date: formatBookingDate(local.date),
          time,
          zone: timeZoneLabel(zone),
        })
      },
      slot: (label: string) => label,
      zone: timeZoneLabel,
    }
  }
  const zone = (value: string) =>
    Object.hasOwn(text.zones, value)
      ? text.zones[value]!
      : intlTimeZoneLabel(value, locales.entry(locale).intl)
  return {
    words,
    text,
    session: (start: string, timeZone: string) =>
      fill(words.when, {
        date: formatMoment(start, 'dateFull', { locale, timeZone }),
        time: formatMoment(start, 'time', { locale, timeZone }),
        zone: zone(timeZone),
      }),
    slot: (label: string) => {
      const parts = hourAndMinute(label)
      return parts ? formatTimeOfDay(parts[0], parts[1], locale) : label
    },
    zone,
  }
}

/** Why a time cannot be booked: the server's English on an English page, else the language's. */
function reasonWords(
  read: ReturnType<typeof reader>,
  slot: { reason?: UnavailableReason; reasonText?: string; lastDate?: string },
  locale: Locale,
) {
  if (!read.text) return slot.reasonText ?? read.words.unavailable
  const { booking } = read.text
  if (slot.reason === 'too-far' && slot.lastDate) {
    return fill(booking.tooFarUntil, { date: formatDay(slot.lastDate, 'date', locale) })
  }
  return slot.reason ? booking.reasons[slot.reason] : read.words.unavailable
}

export function ManageBooking({
  token,
  state,
  message,
  session,
  intent,
  locale = DEFAULT_LOCALE,
  text,
}: {
  token: string | null
  state: string
  message: string | null
  session: { start: string; timeZone: string } | null
  intent: 'reschedule' | 'cancel'
  /** The page's language, when not English (with `text`). */
  locale?: Locale
  /** Its words on a page not in English. */
  text?: ManageBookingText
}) {
  const read = reader(locale, text)
  const { words } = read
  const [zone, setZone] = useState(session?.timeZone ?? 'America/New_York')
  const [date, setDate] = useState('')
  const [time, setTime] = useState('')
  const [busy, setBusy] = useState(false)
  const [refresh, setRefresh] = useState(0)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string; done?: boolean } | null>(null)
  const offered = useOfferedSlots(date, zone, refresh)
  // The booking page's calendar, in the page's language: the days with free times, then the
  // day's times. The date field and time select under it stay in the form, out of sight until a
  // keyboard reaches one (an English browser's date field reads mm/dd/yyyy on an Arabic page).
  const calendarRead = useMemo(() => readerOf(locale, text), [locale, text])
  const [typed, setTyped] = useState(false)
  const beside = typed ? '' : ' sr-only focus-within:not-sr-only'
  const reveal = () => setTyped(true)

  async function send(action: 'reschedule' | 'cancel') {
    if (!token || busy) return
    if (action === 'reschedule' && (!date || !time)) {
      setOutcome({ ok: false, text: words.chooseDateAndTime })
      return
    }
    setBusy(true)
    try {
      const response = await fetch('/api/booking/manage', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token, action, date, time, timezone: zone }),
      })
      const body = (await response.json().catch(() => null)) as {
        success?: boolean
        error?: string
        code?: string
        start?: string
      } | null
      if (body?.success) {
        setOutcome({
          ok: true,
          done: true,
          text:
            action === 'cancel'
              ? words.cancelled
              : fill(words.moved, { when: read.session(body.start!, zone) }),
        })
      } else {
        setOutcome({
          ok: false,
          // The server's words are English: another language's page words them by their code.
          text: text
            ? manageRefusal(words, response.status, body?.code)
            : (body?.error ?? words.failed),
        })
        if (response.status === 409) setRefresh((n) => n + 1)
      }
    } catch {
      setOutcome({ ok: false, text: words.offline })
    } finally {
      setBusy(false)
    }
  }

  const heading = (
    <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
      {words.heading}
    </h1>
  )

  if (!token || outcome?.done) {
    return (
      <section className="mx-auto grid max-w-2xl gap-6 px-4 py-16 sm:px-6">
        {heading}
        <div
          role="status"
          className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          {outcome?.done ? (
            <CheckCircle2 className="size-6 shrink-0 text-emerald-600" />
          ) : (
            <CalendarX2 className="size-6 shrink-0 text-slate-500" />
          )}
          <p className="text-slate-700" data-testid="booking-link-state" data-state={state}>
            {outcome?.text ?? message ?? words.unusable}
          </p>
        </div>
        <Link
          href={localizedHref('/book-call', locale)}
          className={buttonClass({ className: 'justify-self-start' })}
        >
          {words.bookNew}
        </Link>
      </section>
    )
  }

  const min = todayInZone(zone)
  return (
    <section className="mx-auto grid max-w-2xl gap-6 px-4 py-16 sm:px-6">
      {heading}
      {session ? (
        <p className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-6 text-slate-700 shadow-sm">
          <CalendarClock className="text-brand-600 size-6 shrink-0" />
          <span data-testid="booked-session">
            <Message
              text={words.bookedFor}
              values={{ when: <strong>{read.session(session.start, session.timeZone)}</strong> }}
            />
          </span>
        </p>
      ) : null}
      {outcome && !outcome.ok ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {outcome.text}
        </p>
      ) : null}
      <form
        aria-label={words.formLabel}
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault()
          void send('reschedule')
        }}
      >
        <h2 className="text-lg font-semibold text-slate-900 sm:col-span-2">{words.pickAnother}</h2>
        <label className="grid gap-1.5 text-sm font-medium text-slate-800 sm:col-span-2">
          {words.timeZone}
          <select className={control} value={zone} onChange={(e) => setZone(e.target.value)}>
            {zonesFor(session?.timeZone).map((value) => (
              <option key={value} value={value}>
                {read.zone(value)}
              </option>
            ))}
          </select>
        </label>
        <BookingCalendar
          id="move"
          zone={zone}
          earliest={min}
          date={date}
          time={time}
          slots={offered}
          refresh={refresh}
          onPick={(next) => {
            if (next.preferredDate !== undefined) setDate(next.preferredDate)
            setTime(next.preferredTime)
          }}
          read={calendarRead}
        />
        <label className={`grid gap-1.5 text-sm font-medium text-slate-800${beside}`}>
          {words.newDate}
          <input
            type="date"
            className={control}
            min={min}
            value={date}
            onFocus={reveal}
            onChange={(e) => setDate(e.target.value)}
          />
        </label>
        <label className={`grid gap-1.5 text-sm font-medium text-slate-800${beside}`}>
          {words.newTime}
          <select
            className={control}
            value={time}
            onFocus={reveal}
            onChange={(e) => setTime(e.target.value)}
          >
            <option value="">{words.selectTime}</option>
            {TIME_SLOTS.map((slot) => {
              const known = offered?.find((item) => item.time === slot)
              const closed = !offered || (known ? !known.available : true)
              return (
                <option key={slot} value={slot} disabled={closed}>
                  {known && !known.available
                    ? `${read.slot(slot)} · ${reasonWords(read, known, locale)}`
                    : read.slot(slot)}
                </option>
              )
            })}
            {offered?.some((item) => item.outsideSpecList && item.available) ? (
              <optgroup label={text ? text.booking.otherTimes : OTHER_TIMES_HEADING}>
                {offered
                  .filter((item) => item.outsideSpecList && item.available)
                  .map((item) => (
                    <option key={item.time} value={item.time}>
                      {read.slot(item.time)}
                    </option>
                  ))}
              </optgroup>
            ) : null}
          </select>
        </label>
        <button
          type="submit"
          disabled={busy}
          className={buttonClass({ className: 'sm:col-span-2' })}
        >
          {busy ? words.saving : words.move}
        </button>
      </form>
      <div
        className={`grid gap-3 rounded-2xl border p-6 shadow-sm ${intent === 'cancel' ? 'border-red-200 bg-red-50/60' : 'border-slate-200 bg-white'}`}
      >
        <h2 className="text-lg font-semibold text-slate-900">{words.cannotMakeIt}</h2>
        <p className="text-slate-700">{words.cancelFrees}</p>
        <button
          type="button"
          disabled={busy}
          onClick={() => void send('cancel')}
          className={buttonClass({ variant: 'secondary', className: 'justify-self-start' })}
        >
          {words.cancel}
        </button>
      </div>
    </section>
  )
}
