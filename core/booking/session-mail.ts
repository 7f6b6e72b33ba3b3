/**
 * What a booked session adds to e-mails: the invite (iCalendar, attached to the visitor's
 * confirmation and the agency's notification), the words naming its time in the visitor's zone,
 * the meeting room, and the reschedule and cancel links; and the e-mails of its later life
 * (update, cancellation, reminders). Words sent to the visitor echo nothing the visitor typed
 * (lead-emails.ts's rule) but a plain name in the greeting: only the checked time, zone and the
 * agency's own facts. The visitor reads them in the lead's language (session-copy.ts), with links
 * to the pages in it; the agency's copies are in English.
 */
import { escapeHtml, greetingFor, headerSafe, type SiteFacts } from '../leads/lead-emails.ts'
import {
  anchorOpen,
  dirAttribute,
  htmlOpen,
  type Locale,
  mailLocale,
  sitePage,
} from '../leads/mail-locale.ts'
import type { Attachment, BookingEmail } from './booking-store.ts'
import { cancelCalendar, inviteCalendar, type SessionEvent } from './invite.ts'
import { MEETING_LINK_FOLLOWS, type ReminderName, SESSION_COPY } from './session-copy.ts'
import { DEFAULT_LOCALE } from '../i18n/locales.ts'

export { MEETING_LINK_FOLLOWS }

export interface SessionFacts {
  bookingId: string
  sequence: number
  start: Date
  end: Date
  /** The visitor's zone: their e-mails name the time in it. */
  timeZone: string
  /** The agency's zone: its e-mails name the time in it too. */
  agencyZone: string
  visitor: { name: string; email: string }
  meetingLink: string | null
  /** The visitor's reschedule and cancel links (to the pages in their language). */
  links: { reschedule: string; cancel: string }
  /** The same links for the agency's copies (its pages in English); `links` when absent. */
  agencyLinks?: { reschedule: string; cancel: string }
  site: SiteFacts
  /** The language of the visitor's e-mails and invite (the lead's); English when absent. */
  locale?: string
}

/** Who an e-mail or invite is for: the visitor reads it in their language, the agency in English. */
type Audience = 'visitor' | 'agency'

/** The agency's own copies are in the site's default language, English. */
const AGENCY_LOCALE: Locale = DEFAULT_LOCALE

const localeFor = (facts: SessionFacts, audience: Audience): Locale =>
  audience === 'agency' ? AGENCY_LOCALE : mailLocale(facts.locale)

const linksFor = (facts: SessionFacts, audience: Audience) =>
  audience === 'agency' ? (facts.agencyLinks ?? facts.links) : facts.links

/**
 * "Friday, March 12, 2027 at 1:00 PM, New York (Eastern Time)"; in Arabic "الجمعة، 12 مارس 2027
 * الساعة 1:00 م، نيويورك (التوقيت الشرقي)".
 */
export function sessionTime(start: Date, zone: string, locale: string = DEFAULT_LOCALE): string {
  return SESSION_COPY[mailLocale(locale)].time(start, zone)
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host || 'codehome.example'
  } catch {
    return 'codehome.example'
  }
}

export const sessionUid = (facts: Pick<SessionFacts, 'bookingId' | 'site'>) =>
  `${facts.bookingId}@${hostOf(facts.site.siteUrl)}`

function event(facts: SessionFacts, forAgency: boolean): SessionEvent {
  const audience: Audience = forAgency ? 'agency' : 'visitor'
  const locale = localeFor(facts, audience)
  const copy = SESSION_COPY[locale]
  const links = linksFor(facts, audience)
  return {
    uid: sessionUid(facts),
    sequence: facts.sequence,
    start: facts.start,
    end: facts.end,
    summary: forAgency
      ? `Strategy session: ${headerSafe(facts.visitor.name || facts.visitor.email, 80)}`
      : copy.summary(facts.site.brandName),
    description: copy
      .description(facts.site.brandName, { meetingLink: facts.meetingLink, ...links })
      .join('\n'),
    location: facts.meetingLink ?? copy.meetingLinkFollows,
    url: facts.meetingLink ?? undefined,
    organizer: { name: facts.site.brandName, email: facts.site.email },
    // The visitor's copy names them by their address only (no typed text goes back to them).
    attendee: {
      name: forAgency ? facts.visitor.name || facts.visitor.email : facts.visitor.email,
      email: facts.visitor.email,
    },
    ...(locale === DEFAULT_LOCALE ? {} : { language: locale }),
  }
}

/** The session as the visitor's calendar shows it (their invite, their add-to-calendar links). */
export const visitorEvent = (facts: SessionFacts) => event(facts, false)

const ics = (fileName: string, method: 'REQUEST' | 'CANCEL', content: string): Attachment => ({
  fileName,
  contentType: `text/calendar; charset=utf-8; method=${method}`,
  content,
})

/** The invite for the visitor and for the agency (update: the same UID, a higher SEQUENCE). */
export function invites(facts: SessionFacts, stamp: Date) {
  return {
    visitor: ics('invite.ics', 'REQUEST', inviteCalendar(event(facts, false), stamp)),
    agency: ics('invite.ics', 'REQUEST', inviteCalendar(event(facts, true), stamp)),
  }
}

export function cancellations(facts: SessionFacts, stamp: Date) {
  return {
    visitor: ics('cancel.ics', 'CANCEL', cancelCalendar(event(facts, false), stamp)),
    agency: ics('cancel.ics', 'CANCEL', cancelCalendar(event(facts, true), stamp)),
  }
}

/**
 * The lines a confirmation gains: when, where, that the invite is attached (not in a reminder,
 * which has none), and the two links.
 */
function sessionLines(
  facts: SessionFacts,
  zone: string,
  audience: Audience,
  { invite = true }: { invite?: boolean } = {},
): string[] {
  const locale = localeFor(facts, audience)
  const { lines, meetingLinkFollows } = SESSION_COPY[locale]
  const links = linksFor(facts, audience)
  return [
    lines.when(sessionTime(facts.start, zone, locale)),
    facts.meetingLink ? lines.where(facts.meetingLink) : meetingLinkFollows,
    ...(invite ? [lines.invite] : []),
    lines.reschedule(links.reschedule),
    lines.cancel(links.cancel),
  ]
}

/**
 * Adds the session's lines to an e-mail's text and HTML (before the HTML's closing body): the
 * visitor's confirmation in their language, the agency's notification (`forAgency`) in English.
 */
export function withSessionLines(
  mail: { text: string; html: string },
  facts: SessionFacts,
  zone: string,
  forAgency = false,
) {
  const audience: Audience = forAgency ? 'agency' : 'visitor'
  const locale = localeFor(facts, audience)
  const lines = sessionLines(facts, zone, audience)
  const html = `<p${dirAttribute(locale)} style="margin:0 0 16px">${lines
    .map((line) => linkified(line, locale))
    .join('<br>')}</p>\n`
  const at = mail.html.lastIndexOf('</body>')
  return {
    text: `${mail.text.trimEnd()}\n\n${lines.join('\n')}\n`,
    html:
      at === -1
        ? `${mail.html}\n${html}`
        : `${mail.html.slice(0, at)}${html}${mail.html.slice(at)}`,
  }
}

/** A line as HTML, its links made links (left to right in a right-to-left e-mail). */
const linkified = (line: string, locale: Locale) =>
  escapeHtml(line).replace(/https?:\/\/[^\s<]+/g, (url) => `${anchorOpen(url, locale)}${url}</a>`)

function htmlMail(paragraphs: string[], site: SiteFacts, locale: Locale) {
  const dir = dirAttribute(locale)
  return `<!doctype html>
${htmlOpen(locale)}
${paragraphs.map((p) => `<p${dir} style="margin:0 0 16px">${linkified(p, locale)}</p>`).join('\n')}
<p${dir} style="margin:24px 0 0"><strong>${escapeHtml(site.brandName)}</strong></p>
</body></html>`
}

function mail(
  kind: string,
  to: string,
  replyTo: string | null,
  subject: string,
  paragraphs: string[],
  site: SiteFacts,
  locale: Locale,
  extra: Partial<BookingEmail> = {},
): BookingEmail {
  return {
    kind,
    to: headerSafe(to, 254),
    replyTo,
    subject: headerSafe(subject),
    text: `${[...paragraphs, site.brandName].join('\n\n')}\n`,
    html: htmlMail(paragraphs, site, locale),
    ...extra,
  }
}

/** The visitor's and the agency's e-mails when a session moves (SEQUENCE has moved on). */
export function updateEmails(facts: SessionFacts, stamp: Date): BookingEmail[] {
  const invite = invites(facts, stamp)
  const brand = facts.site.brandName
  const locale = localeFor(facts, 'visitor')
  const copy = SESSION_COPY[locale]
  return [
    mail(
      'booking-update',
      facts.visitor.email,
      facts.site.email || null,
      copy.update.subject(brand),
      [
        greetingFor(facts.visitor.name, locale),
        copy.update.text(brand),
        ...sessionLines(facts, facts.timeZone, 'visitor'),
      ],
      facts.site,
      locale,
      { attachments: [invite.visitor] },
    ),
    mail(
      'booking-update-agency',
      facts.site.email,
      facts.visitor.email,
      `Session moved: ${facts.visitor.name || facts.visitor.email}`,
      [
        `${facts.visitor.name || facts.visitor.email} (${facts.visitor.email}) moved their strategy session.`,
        ...sessionLines(facts, facts.agencyZone, 'agency'),
      ],
      facts.site,
      AGENCY_LOCALE,
      { attachments: [invite.agency] },
    ),
  ]
}

export function cancelEmails(facts: SessionFacts, stamp: Date): BookingEmail[] {
  const cancel = cancellations(facts, stamp)
  const brand = facts.site.brandName
  const locale = localeFor(facts, 'visitor')
  const { cancelled } = SESSION_COPY[locale]
  return [
    mail(
      'booking-cancel',
      facts.visitor.email,
      facts.site.email || null,
      cancelled.subject(brand),
      [
        greetingFor(facts.visitor.name, locale),
        cancelled.text(brand, sessionTime(facts.start, facts.timeZone, locale)),
        cancelled.bookAgain(sitePage(facts.site.siteUrl, '/book-call', locale)),
      ],
      facts.site,
      locale,
      { attachments: [cancel.visitor] },
    ),
    mail(
      'booking-cancel-agency',
      facts.site.email,
      facts.visitor.email,
      `Session cancelled: ${facts.visitor.name || facts.visitor.email}`,
      [
        `${facts.visitor.name || facts.visitor.email} (${facts.visitor.email}) cancelled their strategy session of ${sessionTime(facts.start, facts.agencyZone)}. The time is free again.`,
      ],
      facts.site,
      AGENCY_LOCALE,
      { attachments: [cancel.agency] },
    ),
  ]
}

export const REMINDERS = [
  { name: '24h', beforeMs: 24 * 60 * 60_000, words: 'tomorrow' },
  { name: '1h', beforeMs: 60 * 60_000, words: 'in one hour' },
] as const satisfies readonly { name: ReminderName; beforeMs: number; words: string }[]

/**
 * The visitor's reminders, due 24 hours and 1 hour before; one whose time has already come when
 * the session is booked (or moved) is not sent at all.
 */
export function reminderEmails(facts: SessionFacts, now: Date): BookingEmail[] {
  const brand = facts.site.brandName
  const locale = localeFor(facts, 'visitor')
  const { reminders } = SESSION_COPY[locale]
  return REMINDERS.filter(
    (reminder) => facts.start.getTime() - reminder.beforeMs > now.getTime(),
  ).map((reminder) =>
    mail(
      `booking-reminder-${reminder.name}`,
      facts.visitor.email,
      facts.site.email || null,
      reminders[reminder.name].subject(brand),
      [
        greetingFor(facts.visitor.name, locale),
        reminders[reminder.name].text(brand),
        ...sessionLines(facts, facts.timeZone, 'visitor', { invite: false }),
      ],
      facts.site,
      locale,
      { dueAt: new Date(facts.start.getTime() - reminder.beforeMs).toISOString() },
    ),
  )
}
