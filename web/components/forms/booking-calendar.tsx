'use client'
/**
 * The booking calendar: a month of days in the visitor's chosen zone, the days with free times
 * marked (GET /api/booking/days), then the chosen day's free times (GET /api/booking/slots, the
 * answer the form's select shows too): the spec's 9:00 AM–5:00 PM list first and, on a day where
 * that list has none, the agency's other free times under their own heading. It sets the form's
 * date and time fields; the date input and the time select below it stay in step.
 *
 * Keyboard: the month is one tab stop (roving tabindex); the arrow keys move a day or a week,
 * Home/End to the week's ends, Page Up/Down a month; Enter or Space chooses the day, then Tab
 * reaches its times.
 *
 * Its words, dates and times are the page's language's (`read`, messages/booking.ts); in a
 * right-to-left language the month's arrows and the arrow keys go the way its weeks read.
 */
import { ChevronLeft, ChevronRight } from '@/web/components/ui/icons'
import { clsx } from 'clsx'
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { locales } from '@/core/i18n/locales'
import { addDays } from '@/web/leads/rules'
import { fill } from '@/web/i18n/fill'
import { formatPlural } from '@/web/i18n/plural'
import type { OfferedSlot } from './booking-slots'
import { type BookingReader, bookingReader } from './messages/booking'

interface MonthDay {
  date: string
  free: number
  otherTimes: boolean
}

/** The month's days with free times, fetched again when the month, zone or refresh changes. */
function useMonthDays(month: string, zone: string, refresh: number) {
  const key = `${month}|${zone}|${refresh}`
  const [known, setKnown] = useState<{ key: string; days: MonthDay[] } | null>(null)
  useEffect(() => {
    if (!zone) return
    const controller = new AbortController()
    const query = new URLSearchParams({ month, timezone: zone })
    fetch(`/api/booking/days?${query}`, { signal: controller.signal, cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { days?: MonthDay[] } | null) => {
        if (body?.days) setKnown({ key, days: body.days })
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [month, zone, key])
  return known?.key === key ? known.days : null
}

/** The words, dates and times of an English page. */
const ENGLISH = bookingReader()

/** The week's days, Sunday first, as the messages name them. */
const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const

const monthOf = (date: string) => date.slice(0, 7)
const shiftMonth = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7)
}
const monthTitle = (month: string, intl: string) => {
  // Before the zone is known: a line of the title's height, so that nothing moves when it is.
  if (!month) return '\u00a0'
  const [y, m] = month.split('-').map(Number) as [number, number]
  return new Intl.DateTimeFormat(intl, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, 1)))
}
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay()

/**
 * The month's weeks, Sunday first, as dates (null before the 1st and after the last day): always
 * six, so that the calendar is as tall whatever the month, and as tall before it knows its month
 * (no month: six weeks of nulls), when the page arrives without the visitor's time zone.
 */
function weeksOf(month: string): (string | null)[][] {
  const cells: (string | null)[] = []
  if (month) {
    const first = `${month}-01`
    cells.push(...Array.from({ length: weekdayOf(first) }, () => null))
    for (let date = first; monthOf(date) === month; date = addDays(date, 1)) cells.push(date)
  }
  while (cells.length < 42) cells.push(null)
  return Array.from({ length: 6 }, (_, i) => cells.slice(i * 7, i * 7 + 7))
}

/**
 * The day of the month before or after that a blank cell stands for (week `w`, day `d`), drawn
 * faint: a five-week month's sixth row then reads as the next month's start, not as an empty row
 * (an outside review), and the calendar keeps its height. None before the month is known.
 */
function neighbourDay(month: string, w: number, d: number): number | null {
  if (!month) return null
  const first = `${month}-01`
  return Number(addDays(first, w * 7 + d - weekdayOf(first)).slice(8))
}

export function BookingCalendar({
  id,
  zone,
  earliest,
  date,
  time,
  slots,
  refresh,
  onPick,
  onOpenDay,
  read = ENGLISH,
}: {
  id: string
  /** The chosen zone; empty until the browser has told the visitor's (nothing is fetched). */
  zone: string
  /**
   * The first date that can be booked in the zone (YYYY-MM-DD); empty with the zone: the
   * calendar is then drawn at its size without a month, and the page does not move when it comes.
   */
  earliest: string
  date: string
  time: string
  /** The chosen day's slots (null while they load). */
  slots: OfferedSlot[] | null
  refresh: number
  onPick: (next: { preferredDate?: string; preferredTime: string }) => void
  /**
   * Given, the calendar opens on the first day with free times when the month's days arrive (the
   * booking form: its times are then on show beside the calendar), handing that day here. The form
   * takes it only if it still has no date: the visitor may have typed one while the days were on
   * their way. Not given where a booked session is moved: there the visitor picks the day.
   */
  onOpenDay?: (date: string) => void
  /** The page's language: its words, dates and times (English by default). */
  read?: BookingReader
}) {
  const { words } = read
  const { intl } = locales.entry(read.locale)
  const [month, setMonth] = useState(() => monthOf(date || earliest))
  const [focus, setFocus] = useState(date || earliest)
  const moved = useRef(false)
  const days = useMonthDays(month, zone, refresh)
  const byDate = useMemo(() => new Map((days ?? []).map((day) => [day.date, day])), [days])
  const weeks = useMemo(() => weeksOf(month), [month])
  const grid = useRef<HTMLTableElement | null>(null)

  // A date typed into the date field shows its month.
  useEffect(() => {
    if (date && monthOf(date) !== month && date >= earliest) {
      setMonth(monthOf(date))
      setFocus(date)
    }
    // Only when the date changes: the month buttons move the month on their own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [date])

  // The focused day takes the focus after a key moved it (also across months).
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focus}"]`)?.focus()
  }, [focus, month])

  const freeOn = (day: string) => (day >= earliest ? (byDate.get(day)?.free ?? 0) : 0)
  /** The month's days have come, and none of them can be booked. */
  const noFreeDay = days !== null && !days.some((day) => freeOn(day.date))

  // Opened on a month with no free day left (its last days were today's and tomorrow's, or it is
  // full), the calendar turns to the next month by itself, as booking pages do, until the visitor
  // moves the month themselves or picks a date; two months on at most.
  const browsed = useRef(false)
  const turned = useRef(0)
  useEffect(() => {
    if (browsed.current || date || !noFreeDay || turned.current >= 2) return
    turned.current += 1
    const next = shiftMonth(month, 1)
    setMonth(next)
    setFocus(`${next}-01`)
    // Only when a month's days arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [days])
  // The first day with free times is chosen when the month's days arrive, so that its times are
  // on show beside the calendar (booking pages open on their first bookable day); only the day:
  // the time is the visitor's pick, and a form sent without it still gets the spec's notice. Once
  // at most, and not after the visitor moved the month or chose a day.
  const opened = useRef(false)
  useEffect(() => {
    if (!onOpenDay || opened.current || browsed.current || date || !days) return
    const first = days.find((day) => freeOn(day.date))
    if (!first) return
    opened.current = true
    setFocus(first.date)
    onOpenDay(first.date)
    // Only when a month's days arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [days])
  const browse = (by: number) => {
    browsed.current = true
    setMonth(shiftMonth(month, by))
  }

  function choose(day: string) {
    if (!freeOn(day)) return
    setFocus(day)
    onPick({ preferredDate: day, preferredTime: '' })
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    // Right to left, the day before is on the right.
    const back = read.rtl ? 1 : -1
    const steps: Record<string, number> = {
      ArrowLeft: back,
      ArrowRight: -back,
      ArrowUp: -7,
      ArrowDown: 7,
      Home: -weekdayOf(focus),
      End: 6 - weekdayOf(focus),
    }
    let next: string | null = null
    if (event.key in steps) next = addDays(focus, steps[event.key]!)
    else if (event.key === 'PageUp' || event.key === 'PageDown') {
      const target = shiftMonth(monthOf(focus), event.key === 'PageUp' ? -1 : 1)
      const last = weeksOf(target).flat().filter(Boolean).at(-1)!
      const wanted = `${target}-${focus.slice(8)}`
      next = wanted > last ? last : wanted
    }
    if (!next) return
    event.preventDefault()
    if (monthOf(next) < monthOf(earliest)) return
    moved.current = true
    browsed.current = true
    if (monthOf(next) !== month) setMonth(monthOf(next))
    setFocus(next)
  }

  const focusable = monthOf(focus) === month ? focus : `${month}-01`
  const listed = (slots ?? []).filter((slot) => slot.available && !slot.outsideSpecList)
  const others = (slots ?? []).filter((slot) => slot.available && slot.outsideSpecList)
  const timeButton = (slot: OfferedSlot) => (
    <li key={slot.time}>
      <button
        type="button"
        aria-pressed={time === slot.time}
        onClick={() => onPick({ preferredTime: slot.time })}
        className={clsx(
          // One line: "12:00 AM" broke after its hour in a third of a phone's column.
          'w-full rounded-lg border px-1 py-2 text-sm font-semibold whitespace-nowrap tabular-nums transition-colors',
          'focus-visible:ring-brand-600/40 focus-visible:ring-2 focus-visible:outline-none',
          time === slot.time
            ? 'border-brand-600 bg-brand-600 text-white'
            : 'border-brand-200 text-brand-800 hover:border-brand-600 hover:bg-brand-50 bg-white',
        )}
      >
        {read.time(slot.time)}
      </button>
    </li>
  )

  return (
    <div
      role="group"
      aria-labelledby={`${id}-calendar-title`}
      className="grid gap-6 rounded-2xl border border-slate-200 bg-slate-50/70 p-4 sm:col-span-2 sm:grid-cols-2 sm:p-5"
      data-testid="booking-calendar"
    >
      <div className="min-w-0">
        <p id={`${id}-calendar-title`} className="text-sm font-semibold text-slate-900">
          {words.pickDayAndTime}
          <span className="block text-xs font-normal text-slate-600">
            {fill(words.timesIn, { zone: zone ? read.zone(zone) : words.yourLocalTime })}
          </span>
        </p>
        <div className="mt-3 flex items-center justify-between">
          <button
            type="button"
            onClick={() => browse(-1)}
            disabled={month <= monthOf(earliest)}
            aria-label={words.previousMonth}
            className="inline-flex size-9 items-center justify-center rounded-full text-slate-700 hover:bg-white disabled:opacity-30"
          >
            <ChevronLeft className="size-5 rtl:-scale-x-100" />
          </button>
          {/* Titles, not headings: the form sits under the page's h1, and these are its parts'. */}
          <p aria-live="polite" className="text-base font-semibold text-slate-900">
            {monthTitle(month, intl)}
          </p>
          <button
            type="button"
            onClick={() => browse(1)}
            disabled={!month}
            aria-label={words.nextMonth}
            className="inline-flex size-9 items-center justify-center rounded-full text-slate-700 hover:bg-white"
          >
            <ChevronRight className="size-5 rtl:-scale-x-100" />
          </button>
        </div>
        <table
          ref={grid}
          onKeyDown={onKeyDown}
          className="mt-2 w-full table-fixed border-separate border-spacing-1 text-center"
          aria-label={
            month
              ? fill(words.monthDays, { month: monthTitle(month, intl) })
              : words.daysWithFreeTimes
          }
          aria-busy={days === null}
        >
          <thead>
            <tr>
              {WEEKDAYS.map((day) => (
                <th
                  key={day}
                  scope="col"
                  abbr={words.weekdayNames[day]}
                  className="text-xs font-medium text-slate-500"
                >
                  {words.weekdaysNarrow[day] === words.weekdays[day] ? (
                    words.weekdays[day]
                  ) : (
                    // A phone's columns are too narrow for a language's short names (Arabic's
                    // run into each other): its one-letter names there.
                    <>
                      <span className="sm:hidden">{words.weekdaysNarrow[day]}</span>
                      <span className="max-sm:hidden">{words.weekdays[day]}</span>
                    </>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, w) => (
              <tr key={w}>
                {week.map((day, d) =>
                  day ? (
                    <td key={day}>
                      <button
                        type="button"
                        data-date={day}
                        tabIndex={day === focusable ? 0 : -1}
                        aria-pressed={day === date}
                        aria-disabled={!freeOn(day)}
                        aria-label={fill(
                          freeOn(day)
                            ? formatPlural(words.dayFreeTimes, freeOn(day), intl)
                            : words.dayNoFreeTimes,
                          { date: read.date(day) },
                        )}
                        onClick={() => choose(day)}
                        onFocus={() => setFocus(day)}
                        className={clsx(
                          'relative mx-auto flex aspect-square w-full max-w-11 items-center justify-center rounded-full text-sm tabular-nums',
                          'focus-visible:ring-brand-600 focus-visible:ring-2 focus-visible:outline-none',
                          day === date
                            ? 'bg-brand-600 font-semibold text-white'
                            : freeOn(day)
                              ? 'text-brand-800 hover:bg-brand-100 bg-white font-semibold shadow-sm'
                              : 'cursor-default text-slate-400',
                        )}
                      >
                        {Number(day.slice(8))}
                        {freeOn(day) && day !== date ? (
                          <span
                            aria-hidden
                            className="bg-brand-500 absolute bottom-1 size-1 rounded-full"
                          />
                        ) : null}
                      </button>
                    </td>
                  ) : (
                    <td key={`${w}-${d}`}>
                      {/* As tall as a day's button: every week is the same height. */}
                      {/* The neighbouring month's day drawn by the style sheet (`content`): a
                          faint figure that is no text of the page, not read out, and not held to
                          text's contrast (it is no day that can be chosen). */}
                      <span
                        aria-hidden
                        data-day={neighbourDay(month, w, d) ?? undefined}
                        className="mx-auto flex aspect-square w-full max-w-11 items-center justify-center text-xs text-slate-300 tabular-nums before:content-[attr(data-day)]"
                      />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
        {noFreeDay ? <p className="mt-2 text-sm text-slate-600">{words.noFreeDays}</p> : null}
      </div>

      <div className="min-w-0" aria-live="polite">
        {!date ? (
          <p className="text-sm text-slate-600 sm:pt-8">{words.chooseDay}</p>
        ) : (
          <>
            <p className="text-base font-semibold text-slate-900">{read.date(date)}</p>
            {slots === null ? (
              <p className="mt-3 text-sm text-slate-600">{words.loadingTimes}</p>
            ) : listed.length === 0 && others.length === 0 ? (
              <p className="mt-3 text-sm text-slate-600">{words.nothingFree}</p>
            ) : null}
            {listed.length ? (
              <ul
                aria-label={words.freeTimes}
                className={clsx('mt-3 grid gap-2', slotColumns(listed.length))}
              >
                {listed.map(timeButton)}
              </ul>
            ) : null}
            {others.length ? (
              <div className="mt-4">
                <h4 id={`${id}-other-times`} className="text-sm font-semibold text-slate-900">
                  {words.otherTimes}
                </h4>
                <p className="mt-1 text-xs text-slate-600">{words.otherTimesNote}</p>
                <ul
                  aria-labelledby={`${id}-other-times`}
                  className={clsx('mt-3 grid gap-2', slotColumns(others.length))}
                >
                  {others.map(timeButton)}
                </ul>
              </div>
            ) : null}
          </>
        )}
      </div>
    </div>
  )
}

/**
 * Three times to a row, or two where three would leave one time alone on the last row and two
 * do not (4, 10 or 16 times: "5:00 PM" stood alone under three, an outside review).
 */
export const slotColumns = (count: number) =>
  count % 3 === 1 && count % 2 === 0 ? 'grid-cols-2' : 'grid-cols-3'
