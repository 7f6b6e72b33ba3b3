/**
 * One zod schema per form, used by the form (for its messages) and by the function (for
 * enforcement): the same rules on both sides of the wire.
 *
 * Every schema accepts the fields of the spec's lead record as optional text
 * and adds the form's own required fields and messages. Everywhere: no control characters, a
 * length limit per field, and no line breaks in single-line fields (a line break in a name or an
 * address is how a field would try to add an e-mail header).
 */
import { z } from 'zod'
import {
  isBookableTimeZone,
  isCalendarDate,
  SERVICE_OPTIONS,
  isHalfHourLabel,
  todayInZone,
  tomorrowInZone,
  URGENCY_OPTIONS,
} from '../booking/booking-form.ts'
import { attributionSchema, consentInputSchema } from './attribution-schema.ts'
import { FIELD_LIMITS } from './field-limits.ts'
import { FORM_LABELS, type ShortType, toShortType } from './form-types.ts'
import {
  CAREER_MESSAGES,
  CONSULTATION_MESSAGES,
  NEWSLETTER_EMAIL_REQUIRED,
  STRATEGY_MESSAGES,
} from './lead-messages.ts'
import {
  dataUrlByteLength,
  decodeDataUrl,
  detectResumeKind,
  MAX_RESUME_BYTES,
  MAX_RESUME_DATA_URL_LENGTH,
} from './resume.ts'
import { formatNumber } from '../format/format.ts'
import { locales } from '../i18n/locales.ts'
import { LOCALE_MESSAGE } from './mail-locale.ts'

export { CAREER_MESSAGES, CONSULTATION_MESSAGES, NEWSLETTER_EMAIL_REQUIRED, STRATEGY_MESSAGES }
export { LOCALE_MESSAGE }

// Control characters other than tab, line feed and carriage return; Postgres also refuses NUL.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/

/**
 * A plausible e-mail address (what a mail server will accept as a recipient): no spaces, no
 * control characters (NUL among them, which Postgres refuses in any text), no quoting.
 */
export const EMAIL_PATTERN =
  /^[^\s\u0000-\u001F\u007F@"<>()[\],;:\\]+@[^\s\u0000-\u001F\u007F@"<>()[\],;:\\.]+(\.[^\s\u0000-\u001F\u007F@"<>()[\],;:\\.]+)+$/

export const isEmailAddress = (value: string) => value.length <= 254 && EMAIL_PATTERN.test(value)

/** Treats null like a missing value: JSON clients send either. */
const nullAsMissing = (value: unknown) => (value === null ? undefined : value)

function text(label: string, max: number, singleLine: boolean) {
  let schema = z
    .string({ error: `${label} must be text` })
    .refine((value) => !CONTROL.test(value), { error: `${label} contains an invalid character` })
  if (singleLine) {
    schema = schema.refine((value) => !LINE_BREAK.test(value), {
      error: `${label} must be on a single line`,
    })
  }
  return schema
    .trim()
    .max(max, { error: `${label} must be at most ${formatNumber(max)} characters` })
}

/** An optional single-line field: missing, null and blank all become ''. */
const line = (label: string, max = 200) =>
  z.preprocess(nullAsMissing, text(label, max, true).optional().default(''))

/** An optional multi-line field. */
const paragraph = (label: string, max: number = FIELD_LIMITS.paragraph) =>
  z.preprocess(nullAsMissing, text(label, max, false).optional().default(''))

/** A required single-line field: missing or blank gives `required`. */
const requiredLine = (label: string, required: string, max = 200) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    text(label, max, true).min(1, { error: required }),
  )

const requiredParagraph = (label: string, required: string, max: number = FIELD_LIMITS.paragraph) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    text(label, max, false).min(1, { error: required }),
  )

const INVALID_EMAIL = 'Please enter a valid email address'

const requiredEmail = (required: string) =>
  requiredLine('Email', required, 254).refine((value) => value === '' || isEmailAddress(value), {
    error: INVALID_EMAIL,
  })

/**
 * The booking fields, in any form that sends them: empty, or what the booking forms offer (a
 * calendar date, one of the half-hour labels, an IANA zone by the slots API's rule). A lead keeps
 * them as written, so a date such as 2026-02-31 or a time of 25:00 is refused, not stored.
 */
const BOOKING_WORDS = {
  date: (label: string) => `${label} must be a date (YYYY-MM-DD)`,
  time: (label: string) => `${label} must be one of the offered times, such as 9:00 AM`,
  zone: 'Time zone must be an IANA time zone such as America/New_York',
}
const dateLine = (label: string) =>
  line(label, 40).refine((value) => value === '' || isCalendarDate(value), {
    error: BOOKING_WORDS.date(label),
  })
const timeLine = (label: string) =>
  line(label, 40).refine((value) => value === '' || isHalfHourLabel(value), {
    error: BOOKING_WORDS.time(label),
  })
const zoneLine = line('Time zone', 64).refine(
  (value) => value === '' || isBookableTimeZone(value),
  {
    error: BOOKING_WORDS.zone,
  },
)

/** The calculator services of a quote: a comma-separated string (the quote's form) or a list. */
const serviceNames = z.preprocess(
  (value) =>
    value === null || value === undefined
      ? []
      : typeof value === 'string'
        ? value
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean)
        : value,
  z
    .array(text('Selected service', 120, true), { error: 'Selected services must be a list' })
    .max(20, { error: 'At most 20 services can be selected' }),
)

/** Every field of the lead record, optional, plus the two spam signals. */
const leadFields = {
  name: line('Name', 100),
  email: line('Email', 254),
  phone: line('Phone', 40),
  company: line('Company', 120),
  country: line('Country', 80),
  service: line('Service', 120),
  // Project details first: the forms copy what the visitor wrote into message, details and
  // additionalInfo too, and a problem with the copies is listed once, under this name.
  projectDetails: paragraph('Project details'),
  message: paragraph('Message'),
  details: paragraph('Details'),
  budget: line('Budget', 80),
  timeline: line('Timeline', 80),
  leadSource: line('Lead source', 80),
  priority: line('Priority', 40),
  position: line('Position', 120),
  experience: line('Experience', 120),
  location: line('Location', 120),
  portfolio: line('Portfolio', 500),
  availability: line('Availability', 120),
  salary: line('Salary', 120),
  coverLetter: paragraph('Cover letter', FIELD_LIMITS.coverLetter),
  resumeFileName: line('Resume file name', 255),
  resumeFileData: z.preprocess(
    nullAsMissing,
    z
      .string({ error: 'Resume must be a file' })
      .max(MAX_RESUME_DATA_URL_LENGTH, { error: 'Resume must be 5 MB or smaller' })
      .optional()
      .default(''),
  ),
  // Zone before date and time: the order the booking forms ask for them (and list problems).
  timezone: zoneLine,
  preferredDate: dateLine('Preferred date'),
  preferredTime: timeLine('Preferred time'),
  timezoneLabel: line('Time zone label', 120),
  meetingDate: dateLine('Meeting date'),
  meetingTime: timeLine('Meeting time'),
  additionalInfo: paragraph('Additional information'),
  urgency: line('Urgency', 20),
  subscriptionType: line('Subscription type', 80),
  selectedServices: serviceNames,
  // Recomputed by the function from the CMS prices; accepted only so a quote can be sent as is.
  servicesBreakdown: z.preprocess(nullAsMissing, z.array(z.unknown()).max(20).optional()),
  estimatedTotal: z.preprocess(nullAsMissing, z.union([z.number(), z.string().max(40)]).optional()),
  calculatorTimeline: line('Timeline', 80),
  fromCostCalculator: z.preprocess(
    nullAsMissing,
    z.boolean({ error: 'fromCostCalculator must be true or false' }).optional().default(false),
  ),
  leadType: line('Lead type', 80),
  source: line('Source', 120),
  pageUrl: line('Page URL', 2000),
  referrer: line('Referrer', 2000),
  // Set by the function (from the request and the envelope); what the browser says is ignored.
  timestamp: line('Timestamp', 100),
  userAgent: line('User agent', 1000),
  formType: line('Form type', 100),
  /** Honeypot: a field people never see and never fill. */
  website: z.preprocess(nullAsMissing, z.string().max(500).optional().default('')),
  /**
   * The function's signed ticket from when the form was started (form-ticket.ts): how long the
   * form took is measured from it by the function's clock.
   */
  formTicket: line('Form ticket', 200),
  /** What the browser measured: accepted from older clients, never trusted. */
  formElapsedMs: z.preprocess(
    nullAsMissing,
    z.number({ error: 'formElapsedMs must be a number' }).finite().nonnegative().optional(),
  ),
}

const baseLeadSchema = z.object(leadFields)

/** Generic consultation request (the 'Consultation Form' label, and any unknown label). */
export const consultationSchema = baseLeadSchema.extend({
  name: requiredLine('Name', 'Name is required', 100),
  email: requiredEmail('Email is required'),
})

/** Contact form: the fields and messages the spec gives it. */
export const contactSchema = baseLeadSchema.extend({
  name: requiredLine('Name', 'Name is required', 100),
  email: requiredEmail('Email is required'),
  message: requiredParagraph('Message', 'Message is required'),
})

/** Newsletter: an e-mail address, with the spec's message. */
export const newsletterSchema = baseLeadSchema.extend({
  email: requiredEmail(NEWSLETTER_EMAIL_REQUIRED),
})

/** Where "today" ends last: a booking without a known zone may be for any date still today somewhere. */
const LATEST_ZONE = 'Etc/GMT+12'

/**
 * Consultation booking, 'Google Meet Booking': name, email, time zone, date and time required
 * (the session is booked in that zone: one that is not an IANA zone, or none, is refused rather
 * than read as the agency's); no e-mail or phone format check; the date today or later in the
 * chosen zone (a consultation can be asked for today; the strategy session keeps "tomorrow or
 * later").
 */
export function createConsultationBookingSchema(now: () => Date = () => new Date()) {
  return baseLeadSchema
    .extend({
      name: requiredLine('Name', 'Name is required', 100),
      email: requiredLine('Email', 'Email is required', 254),
      timezone: requiredLine('Time zone', STRATEGY_MESSAGES.timezone, 64).refine(
        (value) => value === '' || isBookableTimeZone(value),
        { error: STRATEGY_MESSAGES.invalidTimezone },
      ),
      preferredDate: requiredLine('Preferred date', 'Preferred date is required', 40).refine(
        (value) => value === '' || isCalendarDate(value),
        { error: BOOKING_WORDS.date('Preferred date') },
      ),
      preferredTime: requiredLine('Preferred time', 'Preferred time is required', 40).refine(
        (value) => value === '' || isHalfHourLabel(value),
        { error: STRATEGY_MESSAGES.invalidTime },
      ),
    })
    .refine(
      (value) =>
        !isCalendarDate(value.preferredDate) ||
        value.preferredDate >=
          todayInZone(isBookableTimeZone(value.timezone) ? value.timezone : LATEST_ZONE, now()),
      {
        path: ['preferredDate'],
        error: CONSULTATION_MESSAGES.tooEarly,
        when: (payload) => {
          const value = payload.value as { timezone?: unknown; preferredDate?: unknown }
          return typeof value.preferredDate === 'string'
        },
      },
    )
}

export const consultationBookingSchema = createConsultationBookingSchema()

const serviceValues: string[] = SERVICE_OPTIONS.map((option) => option.value)
const urgencyValues: string[] = URGENCY_OPTIONS.map((option) => option.value)

/**
 * Strategy session order form, 'Book Call Form': name, email, time zone, date and time
 * required; the date not earlier than tomorrow in the chosen zone; a slot from the offered list.
 */
export function createStrategySessionSchema(now: () => Date = () => new Date()) {
  return baseLeadSchema
    .extend({
      name: requiredLine('Name', STRATEGY_MESSAGES.name, 100),
      email: requiredEmail(STRATEGY_MESSAGES.email),
      timezone: requiredLine('Time zone', STRATEGY_MESSAGES.timezone, 64).refine(
        (value) => value === '' || isBookableTimeZone(value),
        { error: STRATEGY_MESSAGES.invalidTimezone },
      ),
      preferredDate: requiredLine('Preferred date', STRATEGY_MESSAGES.preferredDate, 40).refine(
        (value) => value === '' || isCalendarDate(value),
        { error: STRATEGY_MESSAGES.preferredDate },
      ),
      preferredTime: requiredLine('Preferred time', STRATEGY_MESSAGES.preferredTime, 40).refine(
        (value) => value === '' || isHalfHourLabel(value),
        { error: STRATEGY_MESSAGES.invalidTime },
      ),
      service: line('Service', 120).refine(
        (value) => value === '' || serviceValues.includes(value),
        {
          error: STRATEGY_MESSAGES.service,
        },
      ),
      urgency: line('Urgency', 20)
        .transform((value) => value || 'normal')
        .refine((value) => urgencyValues.includes(value), { error: STRATEGY_MESSAGES.urgency }),
    })
    .refine(
      (value) =>
        !value.timezone ||
        !isBookableTimeZone(value.timezone) ||
        !isCalendarDate(value.preferredDate) ||
        value.preferredDate >= tomorrowInZone(value.timezone, now()),
      {
        path: ['preferredDate'],
        error: STRATEGY_MESSAGES.tooEarly,
        // Also when another field is wrong, so the form lists every problem at once.
        when: (payload) => {
          const value = payload.value as { timezone?: unknown; preferredDate?: unknown }
          return typeof value.timezone === 'string' && typeof value.preferredDate === 'string'
        },
      },
    )
}

export const strategySessionSchema = createStrategySessionSchema()

/** Career application: a résumé that really is a PDF, DOC or DOCX, at most 5 MB. */
export const careerSchema = baseLeadSchema.extend({
  name: requiredLine('Name', CAREER_MESSAGES.name, 100),
  email: requiredEmail(CAREER_MESSAGES.email),
  position: requiredLine('Position', CAREER_MESSAGES.position, 120),
  resumeFileName: requiredLine('Resume file name', CAREER_MESSAGES.resume, 255),
  resumeFileData: z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z.string({ error: CAREER_MESSAGES.resumeType }).superRefine((value, ctx) => {
      const issue = resumeIssue(value)
      if (issue) ctx.addIssue({ code: 'custom', message: issue })
    }),
  ),
})

/** What is wrong with a résumé data URL, or null when it is a PDF, DOC or DOCX of at most 5 MB. */
export function resumeIssue(dataUrl: string): string | null {
  if (!dataUrl) return CAREER_MESSAGES.resume
  if (dataUrlByteLength(dataUrl) > MAX_RESUME_BYTES) return CAREER_MESSAGES.resumeSize
  const file = decodeDataUrl(dataUrl)
  if (!file || !detectResumeKind(file.bytes)) return CAREER_MESSAGES.resumeType
  if (file.bytes.length > MAX_RESUME_BYTES) return CAREER_MESSAGES.resumeSize
  return null
}

/** Cost-calculator quote request: who is asking, and for which calculator services. */
export const calculatorQuoteSchema = baseLeadSchema.extend({
  name: requiredLine('Name', 'Name is required', 100),
  email: requiredEmail('Email is required'),
  selectedServices: serviceNames.refine((names) => names.length > 0, {
    error: 'Please select at least one service',
  }),
})

export type LeadInput = z.output<typeof baseLeadSchema>

export type FormSchema =
  | typeof consultationSchema
  | typeof contactSchema
  | typeof newsletterSchema
  | ReturnType<typeof createConsultationBookingSchema>
  | ReturnType<typeof createStrategySessionSchema>
  | typeof careerSchema
  | typeof calculatorQuoteSchema

/** The schema that governs a submission with this form-type label. */
export function schemaForLabel(
  label: string,
  now?: () => Date,
): { shortType: ShortType; schema: z.ZodType<LeadInput, unknown> } {
  const shortType = toShortType(label)
  const normalized = label.trim().replace(/\s+/g, ' ').toLowerCase()
  switch (shortType) {
    case 'contact':
      return { shortType, schema: contactSchema }
    case 'newsletter':
      return { shortType, schema: newsletterSchema }
    case 'career':
      return { shortType, schema: careerSchema }
    case 'calculator':
      return { shortType, schema: calculatorQuoteSchema }
    case 'gmeet':
      return {
        shortType,
        schema:
          normalized === FORM_LABELS.strategySession.toLowerCase()
            ? createStrategySessionSchema(now)
            : createConsultationBookingSchema(now),
      }
    default:
      return { shortType, schema: consultationSchema }
  }
}

/** Field → messages of a failed parse (what a 422 carries). */
export function fieldMessages(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '(root)'
    const list = (fields[key] ??= [])
    if (!list.includes(issue.message)) list.push(issue.message)
  }
  return fields
}

/**
 * The messages of a failed parse, in field order, each once (what a form's toast lists). Given
 * the submitted `payload`, a problem of a field that only copies another one (the contact form
 * sends what the visitor wrote as details, message and projectDetails) is listed once, under the
 * first of them: the visitor sees one field, so reads one message. `describe` words each problem
 * (a form on a page in another language says them in it, web/leads/issue-text.ts); its message by
 * default.
 */
export function messageList(
  error: z.ZodError,
  payload?: Record<string, unknown>,
  describe: (issue: z.ZodError['issues'][number]) => string = (issue) => issue.message,
): string[] {
  const seen = new Set<string>()
  const messages: string[] = []
  for (const issue of error.issues) {
    const value = payload && issue.path.length === 1 ? payload[String(issue.path[0])] : undefined
    const copyKey =
      typeof value === 'string' && value.trim() !== '' ? `${issue.code}\u0000${value}` : null
    if (copyKey && seen.has(copyKey)) continue
    if (copyKey) seen.add(copyKey)
    const message = describe(issue)
    if (!messages.includes(message)) messages.push(message)
  }
  return messages
}

/**
 * `schema.safeParse(value)`, or undefined when zod throws instead of reporting: its length checks
 * (`.min`, `.max`) read `.length` of any value that has one, even after the type check failed, so
 * a field sent as `{ "length": [[{ "toString": false }]] }` throws a TypeError. Such a value is
 * refused like any other of the wrong type.
 */
export function checked<T>(schema: z.ZodType<T, unknown>, value: unknown) {
  try {
    return schema.safeParse(value)
  } catch {
    return undefined
  }
}

/**
 * The submission envelope: { formType, leadData, sendWelcomeEmail, sendNotificationEmail }, and
 * beside the spec's fields where the visit came from and the visitor's consent
 * (attribution-schema.ts), and the site's language the form was sent from.
 */
export const envelopeSchema = z.object({
  formType: z
    .string({ error: 'formType must be text' })
    .trim()
    .min(1, { error: 'formType is required' })
    .max(100, { error: 'formType is too long' }),
  leadData: z.custom<Record<string, unknown>>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    { error: 'leadData must be an object' },
  ),
  sendWelcomeEmail: z.boolean({ error: 'sendWelcomeEmail must be true or false' }).optional(),
  sendNotificationEmail: z
    .boolean({ error: 'sendNotificationEmail must be true or false' })
    .optional(),
  attribution: attributionSchema.nullish(),
  consent: consentInputSchema.nullish(),
  /**
   * The site's language the form was sent from (a code of core/i18n/locales.ts): the visitor's
   * e-mails are written in it. Absent or null (older pages, leads they queued offline, other
   * clients): the default language. A code the table does not know is refused, not guessed.
   */
  locale: z.preprocess(
    nullAsMissing,
    z
      .string({ error: LOCALE_MESSAGE })
      .refine((value) => locales.isLocale(value), { error: LOCALE_MESSAGE })
      .optional(),
  ),
})

/** A parsed submission envelope. */
export type LeadEnvelope = z.output<typeof envelopeSchema>
