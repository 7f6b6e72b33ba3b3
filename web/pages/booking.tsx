import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { sessionTime } from '@/core/booking/session-mail.ts'
import { writtenZoneLabels } from '@/core/booking/zone-labels.ts'
import { LINK_WORDS } from '@/core/booking/sessions.ts'
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { localizedHref } from '@/core/i18n/routes'
import { BookingConfirmation } from '@/web/components/booking/booking-confirmation'
import { ManageBooking } from '@/web/components/booking/manage-booking'
import { bookingService } from '@/web/booking/service'
import { MESSAGES, translatedProps, translator } from '@/web/i18n/messages'
import { setRequestLocale } from '@/web/i18n/request-locale'

type ManageProps = {
  params: Promise<{ token: string }>
  searchParams: Promise<{ action?: string | string[] }>
}

type ConfirmedProps = { params: Promise<{ token: string }> }

/** The token of the path, as the link wrote it (Next may hand it still percent-encoded). */
function tokenOf(raw: string): string | null {
  try {
    return decodeURIComponent(raw).slice(0, 300)
  } catch {
    return null
  }
}

/** The page's metadata: a visitor's own page, never indexed. */
const privatePage = (title: string): Metadata => ({
  title,
  robots: { index: false, follow: false },
})

/**
 * The manage page's props in `locale`: none on an English page (its client component carries its
 * English), else its words, the booking forms' words (its calendar's, why a time is not free) and
 * the zones' names.
 */
export const manageBookingProps = (locale: Locale) =>
  translatedProps(locale, (messages) => ({
    locale,
    text: {
      words: messages.manageBooking,
      booking: messages.booking,
      zones: writtenZoneLabels(locale),
    },
  }))

/**
 * The words a link in `state` gets: the booking service's (core/booking/sessions.ts LINK_WORDS,
 * its API's too) on an English page, the language's on another.
 */
function linkWords(locale: Locale, state: string, english: Record<string, string>) {
  const words: Record<string, string> = MESSAGES[locale].manageBooking.links
  if (locale === DEFAULT_LOCALE || !Object.hasOwn(words, state)) return english[state] ?? null
  return words[state] ?? null
}

/**
 * /booking/{token} (and /ar/booking/{token}) in `locale`: the visitor's link from a confirmation,
 * to move or cancel their session. A token that is not one of the site's (forged, mistyped) or
 * names no session answers 404, as POST /api/booking/manage does, with the words of the route's
 * not-found (`ManageLinkNotFound`); a used, expired or cancelled link keeps its page, which says so.
 */
export function manageBookingPage(locale: Locale) {
  const metadata = privatePage(translator(locale, 'manageBooking')('heading'))

  async function ManageBookingPage({ params, searchParams }: ManageProps) {
    setRequestLocale(locale)
    const { token: raw } = await params
    const { action } = await searchParams
    const token = tokenOf(raw)
    if (token === null) notFound()
    const service = bookingService()
    const link = await service.open(token).catch(() => null)
    if (link?.state === 'forged' || link?.state === 'missing') notFound()
    return (
      <ManageBooking
        token={link?.state === 'live' ? link.token : null}
        state={link?.state ?? 'unavailable'}
        message={
          link && link.state !== 'live' ? linkWords(locale, link.state, service.linkWords) : null
        }
        session={
          link && 'booking' in link
            ? { start: link.booking.start.toISOString(), timeZone: link.booking.timeZone }
            : null
        }
        intent={action === 'cancel' ? 'cancel' : 'reschedule'}
        {...manageBookingProps(locale)}
      />
    )
  }

  return { metadata, Page: ManageBookingPage }
}

/**
 * The not-found of a manage link in `locale`: one that is not one of the site's, or whose session
 * no longer exists. Status 404 (as its API answers), with the words the page would show and a way
 * to book again.
 */
export function manageLinkNotFound(locale: Locale) {
  return function ManageLinkNotFound() {
    setRequestLocale(locale)
    return (
      <>
        {/* Metadata exports do not apply to a not-found; React hoists this into <head>. */}
        <title>{translator(locale, 'manageBooking')('notValidTitle')}</title>
        <ManageBooking
          token={null}
          state="forged"
          message={linkWords(locale, 'forged', LINK_WORDS)}
          session={null}
          intent="reschedule"
          {...manageBookingProps(locale)}
        />
      </>
    )
  }
}

/**
 * /booking/{token}/confirmed (and /ar/…) in `locale`: where the booking form takes a visitor once
 * their session is booked (the token is the session's signed manage link, from the function's
 * answer). A token that is not one of the site's, or names no session, answers 404 like the manage
 * page; a link that is used, expired or cancelled goes to the manage page, which says so. The
 * times are in the zone the visitor booked in (and the agency's), written in the language.
 */
export function bookingConfirmedPage(locale: Locale) {
  const metadata = privatePage(translator(locale, 'bookingConfirmation')('heading'))

  async function BookingConfirmedPage({ params }: ConfirmedProps) {
    setRequestLocale(locale)
    const { token: raw } = await params
    const token = tokenOf(raw)
    if (token === null) notFound()
    const service = bookingService()
    const found = await service.confirmation(token)
    if (found.state === 'forged' || found.state === 'missing') notFound()
    const path = `/booking/${encodeURIComponent(token)}`
    if (found.state !== 'live') redirect(localizedHref(path, locale))
    const { session, calendars, booking } = found
    const agencyWhen =
      session.agencyZone !== booking.timeZone
        ? sessionTime(booking.start, session.agencyZone, locale)
        : null
    return (
      <BookingConfirmation
        locale={locale}
        session={{
          when: sessionTime(booking.start, booking.timeZone, locale),
          agencyWhen,
          meetingLink: session.meetingLink,
          email: booking.email,
          invitePath: `/api/booking/invite?token=${encodeURIComponent(token)}`,
          google: calendars.google,
          outlook: calendars.outlook,
          reschedulePath: path,
          cancelPath: `${path}?action=cancel`,
        }}
      />
    )
  }

  return { metadata, Page: BookingConfirmedPage }
}
