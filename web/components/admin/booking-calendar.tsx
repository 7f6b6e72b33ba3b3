/**
 * The agency's sessions by day (in the agency's zone), each with its state, settable, and a link
 * to its lead; above them the private feed URL to subscribe to from Google Calendar or Outlook.
 */
import { BOOKING_STATES } from '@/core/booking/booking-store.ts'
import { localTime } from '@/core/booking/availability.ts'
import { formatBookingDate, timeZoneLabel, twelveHourLabel } from '@/core/booking/booking-form.ts'
import { newFeedUrl, setSessionState } from '@/web/admin/booking-actions'
import { buttonClass } from '@/web/components/ui/button'
import Link from '@/web/components/ui/link'
import { cn } from '@/web/lib/utils'

export interface CalendarSession {
  id: string
  leadId: string
  start: string
  state: (typeof BOOKING_STATES)[number]
  name: string
  email: string
  timeZone: string
}

const STATE_LABELS: Record<CalendarSession['state'], string> = {
  booked: 'Booked',
  rescheduled: 'Rescheduled',
  cancelled: 'Cancelled',
  done: 'Done',
  'no-show': 'No-show',
}

const STATE_TONES: Record<CalendarSession['state'], string> = {
  booked: 'bg-brand-50 text-brand-700 ring-brand-200',
  rescheduled: 'bg-amber-50 text-amber-800 ring-amber-200',
  cancelled: 'bg-slate-100 text-slate-600 ring-slate-200 line-through',
  done: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  'no-show': 'bg-red-50 text-red-700 ring-red-200',
}

const timeOf = (start: string, zone: string) => {
  const local = localTime(new Date(start), zone)
  return twelveHourLabel(Math.floor(local.minutes / 60), local.minutes % 60)
}

export function BookingCalendar({
  zone,
  feedUrl,
  sessions,
}: {
  zone: string
  feedUrl: string
  sessions: CalendarSession[]
}) {
  const days = new Map<string, CalendarSession[]>()
  for (const session of sessions) {
    const day = localTime(new Date(session.start), zone).date
    days.set(day, [...(days.get(day) ?? []), session])
  }
  return (
    <main className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Sessions</h1>
          <p className="text-sm text-slate-600">Times in {timeZoneLabel(zone)}.</p>
        </div>
      </div>
      <section
        aria-label="Calendar feed"
        className="grid grid-cols-[minmax(0,1fr)] gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 className="text-sm font-semibold text-slate-900">Subscribe from your calendar</h2>
        <p className="text-sm text-slate-600">
          Private: anyone with this address sees the sessions. A new address stops the old one.
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <input
            readOnly
            aria-label="Calendar feed URL"
            value={feedUrl}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-700"
          />
          <form action={newFeedUrl}>
            <button type="submit" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              New address
            </button>
          </form>
        </div>
      </section>
      {days.size === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          No sessions in the next 60 days.
        </p>
      ) : (
        [...days].map(([day, list]) => (
          <section
            key={day}
            aria-label={formatBookingDate(day)}
            className="grid grid-cols-[minmax(0,1fr)] gap-2"
          >
            <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
              {formatBookingDate(day)}
            </h2>
            <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
              {list.map((session) => (
                <li
                  key={session.id}
                  data-testid="session"
                  className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
                >
                  <span className="w-20 shrink-0 font-semibold text-slate-900 tabular-nums">
                    {timeOf(session.start, zone)}
                  </span>
                  <Link
                    href={`/admin/leads/${session.leadId}`}
                    className="min-w-0 flex-1 basis-48 truncate text-slate-800 hover:underline"
                  >
                    {session.name || session.email}
                    <span className="text-slate-500"> · {session.email}</span>
                  </Link>
                  <span
                    className={cn(
                      'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
                      STATE_TONES[session.state],
                    )}
                  >
                    {STATE_LABELS[session.state]}
                  </span>
                  <form action={setSessionState} className="ml-auto flex items-center gap-2">
                    <input type="hidden" name="id" value={session.id} />
                    <select
                      name="state"
                      defaultValue={session.state}
                      aria-label={`State of ${session.name || session.email}’s session`}
                      className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
                    >
                      {BOOKING_STATES.map((state) => (
                        <option key={state} value={state}>
                          {STATE_LABELS[state]}
                        </option>
                      ))}
                    </select>
                    <button
                      type="submit"
                      className={buttonClass({ variant: 'secondary', size: 'sm' })}
                    >
                      Save
                    </button>
                  </form>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </main>
  )
}
