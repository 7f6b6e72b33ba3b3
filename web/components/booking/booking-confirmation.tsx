/**
 * The page a visitor lands on once their strategy session is booked: its time in the zone they
 * booked in (their own by default), where it happens, the three ways to put it in a calendar (the
 * invite file, Google Calendar, Outlook), and the links to move or cancel it (the same signed
 * links as the confirmation e-mail's). A server component: no script of its own.
 */
import {
  CalendarCheck2,
  CalendarClock,
  CalendarX2,
  Download,
  Mail,
  Video,
} from '@/web/components/ui/icons'
import { DEFAULT_LOCALE, type Locale, ltrRun } from '@/core/i18n/locales'
import { Message } from '@/web/components/payments/message-parts'
import { buttonClass } from '@/web/components/ui/button'
import Link from '@/web/components/ui/link'
import { MESSAGES, translator } from '@/web/i18n/messages'

export interface ConfirmedSession {
  /** "Wednesday, March 3, 2027 at 1:00 AM, Tokyo (Japan Standard Time)". */
  when: string
  /** The agency's own clock, when its zone differs: "Tuesday, March 2, 2027 at 11:00 AM, …". */
  agencyWhen: string | null
  meetingLink: string | null
  email: string
  invitePath: string
  google: string
  outlook: string
  reschedulePath: string
  cancelPath: string
}

const external = { target: '_blank', rel: 'noopener noreferrer' } as const

/**
 * In the page's language (`locale`): its words, and the times as the page wrote them (`when`);
 * the address and the meeting link stay left to right on a right-to-left page.
 */
export function BookingConfirmation({
  session,
  locale = DEFAULT_LOCALE,
}: {
  session: ConfirmedSession
  locale?: Locale
}) {
  const t = translator(locale, 'bookingConfirmation')
  const words = MESSAGES[locale].bookingConfirmation
  const ltr = ltrRun(locale)
  return (
    <section className="mx-auto grid max-w-3xl gap-8 px-4 py-12 sm:px-6 sm:py-16">
      <header className="grid gap-3 text-center">
        <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <CalendarCheck2 className="size-7" />
        </span>
        <p className="text-brand-700 text-sm font-semibold tracking-wide uppercase">
          {t('eyebrow')}
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {t('heading')}
        </h1>
        <p className="mx-auto max-w-xl text-slate-600">
          <Message
            text={words.sent}
            values={{
              email: (
                <strong className="break-all text-slate-900" {...ltr}>
                  {session.email}
                </strong>
              ),
            }}
          />
        </p>
      </header>

      <div className="grid gap-4 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="flex gap-3 text-lg text-slate-900">
          <CalendarClock className="text-brand-600 mt-1 size-6 shrink-0" />
          <span data-testid="confirmed-time">
            <strong>{session.when}</strong>
            <span className="block text-sm text-slate-600">
              {t('duration')}
              {session.agencyWhen ? t('agencyTime', { when: session.agencyWhen }) : ''}
            </span>
          </span>
        </p>
        <p className="flex gap-3 text-slate-700">
          <Video className="text-brand-600 mt-0.5 size-6 shrink-0" />
          {session.meetingLink ? (
            <span>
              {t('join')}{' '}
              <a
                href={session.meetingLink}
                {...external}
                className="text-brand-700 underline"
                {...ltr}
              >
                {session.meetingLink}
              </a>
            </span>
          ) : (
            <span>{t('meetFollows')}</span>
          )}
        </p>
        <p className="flex gap-3 text-slate-700">
          <Mail className="text-brand-600 mt-0.5 size-6 shrink-0" />
          <span>{t('reminders')}</span>
        </p>
      </div>

      <div className="grid gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('addToCalendar')}</h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          <li>
            <a
              href={session.invitePath}
              download="strategy-session.ics"
              className={buttonClass({ className: 'w-full' })}
            >
              <Download className="size-4" />
              {` ${t('calendarFile')}`}
            </a>
          </li>
          <li>
            <a
              href={session.google}
              {...external}
              className={buttonClass({ variant: 'secondary', className: 'w-full' })}
            >
              Google Calendar
            </a>
          </li>
          <li>
            <a
              href={session.outlook}
              {...external}
              className={buttonClass({ variant: 'secondary', className: 'w-full' })}
            >
              Outlook
            </a>
          </li>
        </ul>
        <p className="text-sm text-slate-600">{t('fileWorks')}</p>
      </div>

      <div className="grid gap-3 rounded-3xl border border-slate-200 bg-slate-50 p-6 sm:grid-cols-[1fr_auto_auto] sm:items-center">
        <p className="text-slate-700">{t('plansChanged')}</p>
        <Link
          href={session.reschedulePath}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          <CalendarClock className="size-4" />
          {` ${t('reschedule')}`}
        </Link>
        <Link href={session.cancelPath} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
          <CalendarX2 className="size-4" />
          {` ${t('cancel')}`}
        </Link>
      </div>
    </section>
  )
}
