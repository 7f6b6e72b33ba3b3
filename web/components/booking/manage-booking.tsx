'use client'
/**
 * The page of a visitor's reschedule/cancel link: their session, a date, zone and free time to
 * move it to, or a cancel button; a spent, forged or expired link gets its words and a way back
 * to booking. Every answer of /api/booking/manage is told as it comes.
 */
import { CalendarClock, CalendarX2, CheckCircle2 } from 'lucide-react'
import { useState } from 'react'
import { OTHER_TIMES_HEADING, useOfferedSlots } from '@/web/components/forms/booking-fields'
import { buttonClass } from '@/web/components/ui/button'
import Link from '@/web/components/ui/client-link'
import {
  formatBookingDate,
  TIME_SLOTS,
  timeZoneLabel,
  todayInZone,
  twelveHourLabel,
  zonesFor,
} from '@/web/leads/rules'
import { localTime } from '@/core/booking/availability.ts'

const control =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30'

function sessionWords(start: string, zone: string) {
  const local = localTime(new Date(start), zone)
  const time = twelveHourLabel(Math.floor(local.minutes / 60), local.minutes % 60)
  return `${formatBookingDate(local.date)} at ${time}, ${timeZoneLabel(zone)}`
}

export function ManageBooking({
  token,
  state,
  message,
  session,
  intent,
}: {
  token: string | null
  state: string
  message: string | null
  session: { start: string; timeZone: string } | null
  intent: 'reschedule' | 'cancel'
}) {
  const [zone, setZone] = useState(session?.timeZone ?? 'America/New_York')
  const [date, setDate] = useState('')
  const [time, setTime] = useState('')
  const [busy, setBusy] = useState(false)
  const [refresh, setRefresh] = useState(0)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string; done?: boolean } | null>(null)
  const offered = useOfferedSlots(date, zone, refresh)

  async function send(action: 'reschedule' | 'cancel') {
    if (!token || busy) return
    if (action === 'reschedule' && (!date || !time)) {
      setOutcome({ ok: false, text: 'Please choose a date and a free time.' })
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
        start?: string
      } | null
      if (body?.success) {
        setOutcome({
          ok: true,
          done: true,
          text:
            action === 'cancel'
              ? 'Your session is cancelled. We have sent you a cancellation by e-mail.'
              : `Your session has moved to ${sessionWords(body.start!, zone)}. The updated invite is on its way by e-mail.`,
        })
      } else {
        setOutcome({ ok: false, text: body?.error ?? 'Something went wrong. Please try again.' })
        if (response.status === 409) setRefresh((n) => n + 1)
      }
    } catch {
      setOutcome({ ok: false, text: 'No connection. Please try again.' })
    } finally {
      setBusy(false)
    }
  }

  const heading = (
    <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
      Your strategy session
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
            <CheckCircle2 aria-hidden className="size-6 shrink-0 text-emerald-600" />
          ) : (
            <CalendarX2 aria-hidden className="size-6 shrink-0 text-slate-500" />
          )}
          <p className="text-slate-700" data-testid="booking-link-state" data-state={state}>
            {outcome?.text ?? message ?? 'This link cannot be used right now. Please try again.'}
          </p>
        </div>
        <Link href="/book-call" className={buttonClass({ className: 'justify-self-start' })}>
          Book a new session
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
          <CalendarClock aria-hidden className="text-brand-600 size-6 shrink-0" />
          <span data-testid="booked-session">
            Booked for <strong>{sessionWords(session.start, session.timeZone)}</strong> (30
            minutes).
          </span>
        </p>
      ) : null}
      {outcome && !outcome.ok ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {outcome.text}
        </p>
      ) : null}
      <form
        aria-label="Move my session"
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault()
          void send('reschedule')
        }}
      >
        <h2 className="text-lg font-semibold text-slate-900 sm:col-span-2">Pick another time</h2>
        <label className="grid gap-1.5 text-sm font-medium text-slate-800 sm:col-span-2">
          Time zone
          <select className={control} value={zone} onChange={(e) => setZone(e.target.value)}>
            {zonesFor(session?.timeZone).map((value) => (
              <option key={value} value={value}>
                {timeZoneLabel(value)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1.5 text-sm font-medium text-slate-800">
          New date
          <input
            type="date"
            className={control}
            min={min}
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </label>
        <label className="grid gap-1.5 text-sm font-medium text-slate-800">
          New time
          <select className={control} value={time} onChange={(e) => setTime(e.target.value)}>
            <option value="">Select time</option>
            {TIME_SLOTS.map((slot) => {
              const known = offered?.find((item) => item.time === slot)
              const closed = !offered || (known ? !known.available : true)
              return (
                <option key={slot} value={slot} disabled={closed}>
                  {known && !known.available
                    ? `${slot} · ${known.reasonText ?? 'Unavailable'}`
                    : slot}
                </option>
              )
            })}
            {offered?.some((item) => item.outsideSpecList && item.available) ? (
              <optgroup label={OTHER_TIMES_HEADING}>
                {offered
                  .filter((item) => item.outsideSpecList && item.available)
                  .map((item) => (
                    <option key={item.time} value={item.time}>
                      {item.time}
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
          {busy ? 'Saving…' : 'Move my session'}
        </button>
      </form>
      <div
        className={`grid gap-3 rounded-2xl border p-6 shadow-sm ${intent === 'cancel' ? 'border-red-200 bg-red-50/60' : 'border-slate-200 bg-white'}`}
      >
        <h2 className="text-lg font-semibold text-slate-900">Cannot make it?</h2>
        <p className="text-slate-700">Cancelling frees the time for someone else.</p>
        <button
          type="button"
          disabled={busy}
          onClick={() => void send('cancel')}
          className={buttonClass({ variant: 'secondary', className: 'justify-self-start' })}
        >
          Cancel my session
        </button>
      </div>
    </section>
  )
}
