/**
 * What a booked session adds to e-mails: the invite (iCalendar, attached to the visitor's
 * confirmation and the agency's notification), the words naming its time in the visitor's zone,
 * the meeting room, and the reschedule and cancel links; and the e-mails of its later life
 * (update, cancellation, reminders). Words sent to the visitor echo nothing the visitor typed
 * (lead-emails.ts's rule) but a plain name in the greeting: only the checked time, zone and the
 * agency's own facts.
 */
import {
  formatBookingDate,
  SESSION_MINUTES,
  timeZoneLabel,
  twelveHourLabel,
} from './booking-form.ts'
import { escapeHtml, greetingFor, headerSafe, type SiteFacts } from '../leads/lead-emails.ts'
import { localTime } from './availability.ts'
import type { Attachment, BookingEmail } from './booking-store.ts'
import { cancelCalendar, inviteCalendar, type SessionEvent } from './invite.ts'

export const MEETING_LINK_FOLLOWS = 'The meeting link follows by e-mail before the session.'

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
  links: { reschedule: string; cancel: string }
  site: SiteFacts
}

/** "Friday, March 12, 2027 at 1:00 PM, New York (Eastern Time)". */
export function sessionTime(start: Date, zone: string): string {
  const local = localTime(start, zone)
  const label = twelveHourLabel(Math.floor(local.minutes / 60), local.minutes % 60)
  return `${formatBookingDate(local.date)} at ${label}, ${timeZoneLabel(zone)}`
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
  const room = facts.meetingLink ?? MEETING_LINK_FOLLOWS
  return {
    uid: sessionUid(facts),
    sequence: facts.sequence,
    start: facts.start,
    end: facts.end,
    summary: forAgency
      ? `Strategy session: ${headerSafe(facts.visitor.name || facts.visitor.email, 80)}`
      : `Strategy session with ${facts.site.brandName}`,
    description: [
      `A ${SESSION_MINUTES}-minute strategy session (a video meeting) with ${facts.site.brandName}.`,
      facts.meetingLink ? `Join: ${facts.meetingLink}` : MEETING_LINK_FOLLOWS,
      `Reschedule: ${facts.links.reschedule}`,
      `Cancel: ${facts.links.cancel}`,
    ].join('\n'),
    location: room,
    url: facts.meetingLink ?? undefined,
    organizer: { name: facts.site.brandName, email: facts.site.email },
    // The visitor's copy names them by their address only (no typed text goes back to them).
    attendee: {
      name: forAgency ? facts.visitor.name || facts.visitor.email : facts.visitor.email,
      email: facts.visitor.email,
    },
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

/** The lines a confirmation gains: when, where, and the two links. */
function sessionLines(facts: SessionFacts, zone: string): string[] {
  return [
    `When: ${sessionTime(facts.start, zone)} (${SESSION_MINUTES} minutes).`,
    facts.meetingLink ? `Where: ${facts.meetingLink}` : MEETING_LINK_FOLLOWS,
    'The calendar invite is attached.',
    `Need another time? Reschedule: ${facts.links.reschedule}`,
    `Cannot make it? Cancel: ${facts.links.cancel}`,
  ]
}

/** Adds the session's lines to an e-mail's text and HTML (before the HTML's closing body). */
export function withSessionLines(
  mail: { text: string; html: string },
  facts: SessionFacts,
  zone: string,
) {
  const lines = sessionLines(facts, zone)
  const html = `<p style="margin:0 0 16px">${lines.map(linkified).join('<br>')}</p>\n`
  const at = mail.html.lastIndexOf('</body>')
  return {
    text: `${mail.text.trimEnd()}\n\n${lines.join('\n')}\n`,
    html:
      at === -1
        ? `${mail.html}\n${html}`
        : `${mail.html.slice(0, at)}${html}${mail.html.slice(at)}`,
  }
}

const linkified = (line: string) =>
  escapeHtml(line).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)

function htmlMail(paragraphs: string[], site: SiteFacts) {
  return `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">
${paragraphs.map((p) => `<p style="margin:0 0 16px">${linkified(p)}</p>`).join('\n')}
<p style="margin:24px 0 0"><strong>${escapeHtml(site.brandName)}</strong></p>
</body></html>`
}

function mail(
  kind: string,
  to: string,
  replyTo: string | null,
  subject: string,
  paragraphs: string[],
  site: SiteFacts,
  extra: Partial<BookingEmail> = {},
): BookingEmail {
  return {
    kind,
    to: headerSafe(to, 254),
    replyTo,
    subject: headerSafe(subject),
    text: `${[...paragraphs, site.brandName].join('\n\n')}\n`,
    html: htmlMail(paragraphs, site),
    ...extra,
  }
}

/** The visitor's and the agency's e-mails when a session moves (SEQUENCE has moved on). */
export function updateEmails(facts: SessionFacts, stamp: Date): BookingEmail[] {
  const invite = invites(facts, stamp)
  const brand = facts.site.brandName
  return [
    mail(
      'booking-update',
      facts.visitor.email,
      facts.site.email || null,
      `Your strategy session with ${brand} has moved`,
      [
        greetingFor(facts.visitor.name),
        `Your strategy session with ${brand} has moved.`,
        ...sessionLines(facts, facts.timeZone),
      ],
      facts.site,
      { attachments: [invite.visitor] },
    ),
    mail(
      'booking-update-agency',
      facts.site.email,
      facts.visitor.email,
      `Session moved: ${facts.visitor.name || facts.visitor.email}`,
      [
        `${facts.visitor.name || facts.visitor.email} (${facts.visitor.email}) moved their strategy session.`,
        ...sessionLines(facts, facts.agencyZone),
      ],
      facts.site,
      { attachments: [invite.agency] },
    ),
  ]
}

export function cancelEmails(facts: SessionFacts, stamp: Date): BookingEmail[] {
  const cancel = cancellations(facts, stamp)
  const brand = facts.site.brandName
  return [
    mail(
      'booking-cancel',
      facts.visitor.email,
      facts.site.email || null,
      `Your strategy session with ${brand} is cancelled`,
      [
        greetingFor(facts.visitor.name),
        `Your strategy session with ${brand} on ${sessionTime(facts.start, facts.timeZone)} is cancelled.`,
        `You are welcome to book another time on ${facts.site.siteUrl.replace(/\/+$/, '')}/book-call.`,
      ],
      facts.site,
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
      { attachments: [cancel.agency] },
    ),
  ]
}

export const REMINDERS = [
  { name: '24h', beforeMs: 24 * 60 * 60_000, words: 'tomorrow' },
  { name: '1h', beforeMs: 60 * 60_000, words: 'in one hour' },
] as const

/**
 * The visitor's reminders, due 24 hours and 1 hour before; one whose time has already come when
 * the session is booked (or moved) is not sent at all.
 */
export function reminderEmails(facts: SessionFacts, now: Date): BookingEmail[] {
  const brand = facts.site.brandName
  return REMINDERS.filter(
    (reminder) => facts.start.getTime() - reminder.beforeMs > now.getTime(),
  ).map((reminder) =>
    mail(
      `booking-reminder-${reminder.name}`,
      facts.visitor.email,
      facts.site.email || null,
      `Reminder: your strategy session with ${brand} is ${reminder.words}`,
      [
        greetingFor(facts.visitor.name),
        `Your strategy session with ${brand} is ${reminder.words}.`,
        ...sessionLines(facts, facts.timeZone).filter(
          (line) => !line.startsWith('The calendar invite'),
        ),
      ],
      facts.site,
      { dueAt: new Date(facts.start.getTime() - reminder.beforeMs).toISOString() },
    ),
  )
}
