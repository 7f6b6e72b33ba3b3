/**
 * iCalendar (RFC 5545) for the agency's sessions: the invite sent with a booking (METHOD:REQUEST),
 * its updates (the same UID, SEQUENCE + 1), its cancellation (METHOD:CANCEL), and the agency's
 * feed (METHOD:PUBLISH). A few lines of text format, written here rather than taken from a library
 * so that the Edge Function (Deno) and the app share them; tests read the output with ical.js.
 * Times are in UTC ("Z"), so no VTIMEZONE is needed and no client can misplace them.
 */
export interface Person {
  name: string
  email: string
}

export interface SessionEvent {
  /** Stable for the life of the session: every update and the cancellation name it. */
  uid: string
  sequence: number
  start: Date
  end: Date
  summary: string
  description: string
  location: string
  url?: string
  organizer: Person
  attendee: Person
  cancelled?: boolean
  /** The language of its words (RFC 5545 LANGUAGE), when not the site's default. */
  language?: string
}

const PRODUCT = '-//Codehome//Strategy sessions//EN'

/** 20270312T170000Z */
export const icsTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function icsText(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** A quoted parameter value (CN): no quotes or control characters can appear in one. */
const paramText = (value: string) =>
  `"${value.replace(/["\u0000-\u001F\u007F]/g, '').slice(0, 120)}"`

const encoder = new TextEncoder()

/** Folds a content line at 75 octets without splitting a character (RFC 5545 §3.1). */
export function fold(line: string): string {
  const out: string[] = []
  let current = ''
  let bytes = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    if (bytes + size > (out.length ? 74 : 75)) {
      out.push(current)
      current = ''
      bytes = 0
    }
    current += char
    bytes += size
  }
  out.push(current)
  return out.join('\r\n ')
}

const mailto = (email: string) => `mailto:${email.replace(/[\s"<>]/g, '')}`

function eventLines(event: SessionEvent, stamp: Date, method: string): string[] {
  // Only a language tag's own characters: nothing else can reach the property's parameters.
  const language =
    event.language && /^[A-Za-z0-9-]{1,35}$/.test(event.language)
      ? `;LANGUAGE=${event.language}`
      : ''
  return [
    'BEGIN:VEVENT',
    `UID:${icsText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsTime(stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY${language}:${icsText(event.summary)}`,
    `DESCRIPTION${language}:${icsText(event.description)}`,
    `LOCATION${language}:${icsText(event.location)}`,
    ...(event.url ? [`URL:${event.url.replace(/[\s"]/g, '')}`] : []),
    `ORGANIZER;CN=${paramText(event.organizer.name)}:${mailto(event.organizer.email)}`,
    `ATTENDEE;CN=${paramText(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${
      method === 'REQUEST' ? 'NEEDS-ACTION' : 'ACCEPTED'
    };RSVP=${method === 'REQUEST' ? 'TRUE' : 'FALSE'}:${mailto(event.attendee.email)}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ]
}

function calendar(method: string, events: string[][], stamp: Date, name?: string): string {
  return `${[
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...(name ? [`X-WR-CALNAME:${icsText(name)}`] : []),
    ...events.flat(),
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n')}\r\n`
}

/** The invite, or its update: METHOD:REQUEST. */
export const inviteCalendar = (event: SessionEvent, stamp: Date) =>
  calendar('REQUEST', [eventLines(event, stamp, 'REQUEST')], stamp)

/** The cancellation: METHOD:CANCEL, STATUS:CANCELLED, the next SEQUENCE. */
export const cancelCalendar = (event: SessionEvent, stamp: Date) =>
  calendar('CANCEL', [eventLines({ ...event, cancelled: true }, stamp, 'CANCEL')], stamp)

/** A subscribed calendar of many sessions (the agency's feed): METHOD:PUBLISH. */
export const feedCalendar = (name: string, events: SessionEvent[], stamp: Date) =>
  calendar(
    'PUBLISH',
    events.map((event) => eventLines(event, stamp, 'PUBLISH')),
    stamp,
    name,
  )

/**
 * The add-to-calendar links of a session for calendars that do not take a file: Google Calendar's
 * event template and Outlook on the web's compose deep link, each with the session's instants in
 * UTC (so neither calendar can misplace it), its title, description and room.
 */
export function calendarLinks(
  event: Pick<SessionEvent, 'start' | 'end' | 'summary' | 'description' | 'location'>,
) {
  const google = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.summary,
    dates: `${icsTime(event.start)}/${icsTime(event.end)}`,
    details: event.description,
    location: event.location,
  })
  const outlook = new URLSearchParams({
    path: '/calendar/action/compose',
    rv: '1',
    subject: event.summary,
    startdt: event.start.toISOString(),
    enddt: event.end.toISOString(),
    body: event.description,
    location: event.location,
  })
  return {
    google: `https://calendar.google.com/calendar/render?${google}`,
    outlook: `https://outlook.live.com/calendar/0/deeplink/compose?${outlook}`,
  }
}
