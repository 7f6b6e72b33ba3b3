/**
 * The two e-mails of a lead, per form type: a welcome to the lead and a notification to the
 * agency's settings e-mail, each as text and HTML. They are rendered when the lead is stored and
 * written to the outbox in the same transaction.
 *
 * No field can add a header: the values that reach headers (addresses, subject) are validated
 * single-line by the schemas, and every header value is stripped of line breaks here again; HTML
 * bodies escape every value.
 */
import { isCalendarDate, isValidTimeZone, isHalfHourLabel } from '../booking/booking-form.ts'
import { labelMinutes } from '../booking/availability.ts'
import { touchSummary, type Attribution } from './attribution.ts'
import { SHORT_TYPE_TITLES, type ShortType } from './form-types.ts'
import { isEmailAddress } from './lead-schemas.ts'
import { LEAD_FIELDS, type LeadRecord } from './lead-record.ts'
import { formatDollars } from '../money/money.ts'
import { truncate } from './truncate.ts'
import {
  dirAttribute,
  htmlOpen,
  languageLabel,
  type Locale,
  ltr,
  mailLocale,
} from './mail-locale.ts'
import { type SessionParts, WELCOME_COPY } from './welcome-copy.ts'
import { DEFAULT_LOCALE } from '../i18n/locales.ts'

export { BOOKED_SESSION_WORDS } from './welcome-copy.ts'

export interface SiteFacts {
  brandName: string
  /** The agency's settings e-mail: where notifications go. */
  email: string
  phone: string
  siteUrl: string
  /** The privacy notice version in force (site settings), stored with each lead's consent. */
  privacyNoticeVersion?: string
}

export type EmailKind = 'welcome' | 'notification'

export interface OutboxEmail {
  kind: EmailKind
  to: string
  replyTo: string | null
  subject: string
  text: string
  html: string
  /** Attach the lead's résumé when delivering (the agency's copy of a career application). */
  attachResume: boolean
}

/**
 * A header value: one line, no control characters, at most `max` characters (code points; a cut
 * never splits an emoji, so a valid name never becomes invalid text).
 */
export function headerSafe(value: string, max = 200): string {
  const flat = value
    .replace(/[\r\n\u0085\u2028\u2029]+/g, ' ')
    .replace(/[\u0000-\u001F\u007F]/g, '')
    .trim()
  return truncate(flat, max, '…')
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

const LABELS: Partial<Record<keyof LeadRecord, string>> = {
  projectDetails: 'Project details',
  formType: 'Form type',
  leadSource: 'Lead source',
  pageUrl: 'Page',
  userAgent: 'Browser',
  coverLetter: 'Cover letter',
  resumeFileName: 'Resume',
  preferredDate: 'Preferred date',
  preferredTime: 'Preferred time',
  timezone: 'Time zone',
  timezoneLabel: 'Time zone label',
  meetingDate: 'Meeting date',
  meetingTime: 'Meeting time',
  additionalInfo: 'Additional information',
  subscriptionType: 'Subscription',
  selectedServices: 'Selected services',
  servicesBreakdown: 'Services breakdown',
  estimatedTotal: 'Estimated total',
  calculatorTimeline: 'Calculator timeline',
  fromCostCalculator: 'From the cost calculator',
  leadType: 'Lead type',
}

const label = (field: keyof LeadRecord) =>
  LABELS[field] ?? field.charAt(0).toUpperCase() + field.slice(1)

function display(field: keyof LeadRecord, record: LeadRecord): string {
  const value = record[field]
  if (field === 'resumeFileData') return ''
  if (field === 'servicesBreakdown') {
    return record.servicesBreakdown
      .map((line) => `${line.name} ${formatDollars(line.price)}`)
      .join(', ')
  }
  if (field === 'estimatedTotal') return typeof value === 'number' ? formatDollars(value) : ''
  if (field === 'fromCostCalculator') return value ? 'yes' : ''
  if (Array.isArray(value)) return value.join(', ')
  return String(value ?? '')
}

/** The non-empty fields of a record as label/value pairs (the résumé's bytes left out). */
function fieldLines(record: LeadRecord): [string, string][] {
  return LEAD_FIELDS.map(
    (field) => [label(field), display(field, record)] as [string, string],
  ).filter(([, value]) => value !== '')
}

/** The lead's language as the agency reads it: "Language: Arabic (ar)". */
const languageLine = (record: LeadRecord): [string, string] => [
  'Language',
  languageLabel(mailLocale(record.locale)),
]

/**
 * The non-empty fields of a record as label/value pairs (the résumé's bytes left out), then the
 * language its e-mails are written in (a record stored before there were languages has none).
 */
export function recordLines(record: LeadRecord): [string, string][] {
  return [...fieldLines(record), ...(record.locale ? [languageLine(record)] : [])]
}

interface Body {
  locale: Locale
  subject: string
  greeting: string
  paragraphs: string[]
}

/*
 * The welcome goes to whatever address the form was given, so it says only what the agency wrote
 * and what the function checked: no message or other free text from the submission (else anyone
 * could make the agency's sender mail anyone their own words). The one exception is the greeting,
 * which names the person when the name is only a name (letters, spaces, dots, apostrophes and
 * hyphens, at most 60 characters: no link, address or digit fits in it), and says "Hello," when
 * not. Dates, times and zones appear only when they are a real date, an offered slot and a known
 * zone; quote lines are the CMS's services and prices. The notification to the agency keeps
 * everything. The words are the visitor's language's (welcome-copy.ts).
 */

/** Names that are only a name: letters (any script) joined by spaces, dots, apostrophes, hyphens. */
const PLAIN_NAME = /^\p{L}[\p{L}\p{M}]*(?:[ .'’-]{1,2}\p{L}[\p{L}\p{M}]*)*\.?$/u

/**
 * "Hi Jane Doe," for a plain name; "Hello," for anything else (or nothing). In Arabic
 * "مرحباً سارة،" and "مرحباً،".
 */
export function greetingFor(
  name: string | null | undefined,
  locale: string = DEFAULT_LOCALE,
): string {
  const copy = WELCOME_COPY[mailLocale(locale)]
  const trimmed = (name ?? '').replace(/\s+/g, ' ').trim()
  if (!trimmed || trimmed.length > 60 || !PLAIN_NAME.test(trimmed)) return copy.hello
  if (trimmed === 'Newsletter Subscriber') return copy.hello
  return copy.hi(trimmed)
}

/** The session's date, slot and zone, each only when it passes its check. */
function sessionParts(record: LeadRecord): SessionParts {
  const minutes = isHalfHourLabel(record.preferredTime)
    ? labelMinutes(record.preferredTime, true)
    : null
  return {
    date: isCalendarDate(record.preferredDate) ? record.preferredDate : '',
    slot:
      minutes === null
        ? null
        : { label: record.preferredTime, hour: Math.floor(minutes / 60), minute: minutes % 60 },
    zone: isValidTimeZone(record.timezone) ? record.timezone : '',
  }
}

function welcomeBody(
  type: ShortType,
  record: LeadRecord,
  site: SiteFacts,
  booked: boolean,
  locale: Locale,
): Body {
  const copy = WELCOME_COPY[locale]
  // The quote as the function priced it: CMS service names and prices.
  const estimate =
    type === 'calculator' || record.selectedServices.length
      ? copy.estimate(record.selectedServices, display('estimatedTotal', record))
      : ''
  const when = type === 'gmeet' ? copy.when(sessionParts(record)) : ''
  return {
    locale,
    greeting: greetingFor(record.name, locale),
    ...copy.body(type, { brand: site.brandName, when, estimate, booked }),
  }
}

function textOf(body: Body, site: SiteFacts): string {
  return [
    body.greeting,
    '',
    ...body.paragraphs.filter(Boolean).flatMap((p) => [p, '']),
    site.brandName,
    [site.phone, site.email, site.siteUrl].filter(Boolean).join(' · '),
    '',
  ].join('\n')
}

/**
 * Prices isolated left to right in a right-to-left paragraph: "$1,799" stays one run whatever
 * dash or bracket stands beside it.
 */
const pricesLtr = (html: string, locale: Locale) =>
  html.replace(/\$\d[\d,]*(?:\.\d+)?/g, (price) => ltr(price, locale))

function htmlOf(body: Body, site: SiteFacts): string {
  const { locale } = body
  const dir = dirAttribute(locale)
  const paragraphs = body.paragraphs
    .filter(Boolean)
    .map(
      (p) =>
        `<p${dir} style="margin:0 0 16px">${pricesLtr(escapeHtml(p), locale).replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n')
  const contact = [site.phone, site.email]
    .filter(Boolean)
    .map((fact) => ltr(escapeHtml(fact), locale))
    .join(' · ')
  return `<!doctype html>
${htmlOpen(locale)}
<p${dir} style="margin:0 0 16px">${escapeHtml(body.greeting)}</p>
${paragraphs}
<p${dir} style="margin:24px 0 0"><strong>${escapeHtml(site.brandName)}</strong><br>${contact}</p>
</body></html>`
}

/** The notification subject's mark for a lead that looks automated. */
export const SUSPECTED_SPAM_MARK = '[Suspected spam]'

/** What each spam signal means, for the agency reading the notification. */
const SPAM_EXPLANATIONS: Record<string, string> = {
  honeypot: 'a field people never see was filled in (no welcome e-mail was sent)',
  'too-fast': 'it was sent faster than a person can fill the form in',
  'no-timing': 'it was sent without the timing the site’s forms carry',
}

/**
 * Stands for the lead's id in the agency's notification: the database writes the id in its place
 * when it stores the e-mail (supabase/migrations/20261128000000_lead_link.sql), since the id is
 * given there, in the same transaction.
 */
export const LEAD_ID_PLACEHOLDER = '{{lead_id}}'

/** The lead's page in the admin, as the notification links it (the id filled in on storing). */
export const adminLeadUrl = (siteUrl: string, id = LEAD_ID_PLACEHOLDER) =>
  `${siteUrl.replace(/\/+$/, '')}/admin/leads/${id}`

/** Where the lead came from, for the agency: its last touch's source and campaign. */
export function sourceLines(attribution: Attribution | null | undefined): [string, string][] {
  const touch = attribution?.last ?? attribution?.first ?? null
  const source =
    touch?.utm_source ||
    (touch?.referrer ? touchSummary({ ...touch, utm_medium: '', utm_campaign: '' }) : '') ||
    (touch ? '(direct)' : '(unknown)')
  return [
    ['Source', [source, touch?.utm_medium].filter(Boolean).join(' / ')],
    ['Campaign', touch?.utm_campaign || '(none)'],
  ]
}

function notification(
  type: ShortType,
  record: LeadRecord,
  site: SiteFacts,
  spamReasons: readonly string[],
  attribution: Attribution | null | undefined,
) {
  const who = record.name && record.name !== 'Newsletter Subscriber' ? record.name : record.email
  const mark = spamReasons.length ? `${SUSPECTED_SPAM_MARK} ` : ''
  const subject = `${mark}New ${SHORT_TYPE_TITLES[type].toLowerCase()} lead: ${who}`
  const admin = adminLeadUrl(site.siteUrl)
  // The language first among the facts: the agency answers the visitor in it.
  const lines: [string, string][] = [
    ...sourceLines(attribution),
    languageLine(record),
    ['In the admin', admin],
    ...fieldLines(record),
  ]
  const warning = spamReasons.length
    ? `Suspected spam: ${spamReasons.map((reason) => SPAM_EXPLANATIONS[reason] ?? reason).join('; ')}.`
    : ''
  const text = [
    `A new ${SHORT_TYPE_TITLES[type].toLowerCase()} lead arrived from the website.`,
    ...(warning ? ['', warning] : []),
    '',
    ...lines.map(([name, value]) => `${name}: ${value}`),
    '',
  ].join('\n')
  const rows = lines
    .map(
      ([name, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(name)}</th><td style="padding:4px 0">${value === admin ? `<a href="${escapeHtml(admin)}">${escapeHtml(admin)}</a>` : escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('\n')
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<p>A new ${escapeHtml(SHORT_TYPE_TITLES[type].toLowerCase())} lead arrived from the ${escapeHtml(site.brandName)} website.</p>
${warning ? `<p style="color:#b91c1c"><strong>${escapeHtml(warning)}</strong></p>\n` : ''}<table cellspacing="0" cellpadding="0">
${rows}
</table>
</body></html>`
  return { subject, text, html }
}

export interface RenderOptions {
  sendWelcomeEmail: boolean
  sendNotificationEmail: boolean
  /** A strategy session whose time is booked with the lead (its confirmation says so). */
  sessionBooked?: boolean
  /** Where the lead came from (the notification names its source and campaign). */
  attribution?: Attribution | null
}

/**
 * The e-mails to queue for a stored lead. Every lead notifies the agency, a suspected one with a
 * mark in the subject; only a filled honeypot withholds the welcome (timing alone is never enough
 * to ignore a person who is waiting for an answer).
 */
export function renderLeadEmails(
  type: ShortType,
  record: LeadRecord,
  site: SiteFacts,
  options: RenderOptions,
  spamReasons: readonly string[] = [],
): OutboxEmail[] {
  const emails: OutboxEmail[] = []
  const leadAddress = isEmailAddress(record.email) ? record.email : null
  if (options.sendWelcomeEmail && leadAddress && !spamReasons.includes('honeypot')) {
    const locale = mailLocale(record.locale)
    const body = welcomeBody(type, record, site, options.sessionBooked ?? false, locale)
    emails.push({
      kind: 'welcome',
      to: headerSafe(leadAddress, 254),
      replyTo: isEmailAddress(site.email) ? site.email : null,
      subject: headerSafe(body.subject),
      text: textOf(body, site),
      html: htmlOf(body, site),
      attachResume: false,
    })
  }
  if (options.sendNotificationEmail && isEmailAddress(site.email)) {
    const body = notification(type, record, site, spamReasons, options.attribution)
    emails.push({
      kind: 'notification',
      to: site.email,
      replyTo: leadAddress ? headerSafe(leadAddress, 254) : null,
      subject: headerSafe(body.subject),
      text: body.text,
      html: body.html,
      attachResume: type === 'career' && record.resumeFileData !== '',
    })
  }
  return emails
}

/** A record field's label and display value, as the notification shows them (admin and CSV). */
export { label as fieldLabel, display as fieldValue }
