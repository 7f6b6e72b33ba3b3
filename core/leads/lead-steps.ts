/**
 * The steps of the lead function (lead-handler.ts runs them in order), each a function of the
 * request, what the steps before it found and the few dependencies it needs. A step answers
 * either its result or a Response: the refusal the visitor gets, which ends the pipeline.
 */
import { type FormTickets } from './form-ticket.ts'
import { attributionAndConsent } from './attribution-schema.ts'
import { headerSafe, type OutboxEmail, renderLeadEmails, type SiteFacts } from './lead-emails.ts'
import {
  checked,
  envelopeSchema,
  fieldMessages,
  type LeadEnvelope,
  type LeadInput,
  schemaForLabel,
} from './lead-schemas.ts'
import type { ShortType } from './form-types.ts'
import {
  buildLeadRecord,
  type LeadRecord,
  type QuoteFacts,
  requestFacts,
  spamReasons,
} from './lead-record.ts'
import { type LeadStore, StorageRejectedError, type SubmitResult } from './lead-store.ts'
import type { RateLimiter } from '../http/rate-limit.ts'
import { readBody, TooLarge } from '../http/read-body.ts'
import { normalizeResume } from './resume.ts'
import { isBookingTaken } from '../booking/booking-store.ts'
import { SLOT_TAKEN_MESSAGE } from '../booking/availability.ts'
import type { BookingWrite, LeadBookingPlanner } from '../booking/sessions.ts'
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts'
import { mailLocale } from './mail-locale.ts'

/** What a step answers: its result, or the Response that refuses the submission. */
export type Step<T> = T | Response

export type Log = (message: string, error?: unknown) => void

export interface CalculatorPrice {
  name: string
  price: number
}

export interface ResumeCaps {
  perAddress: RateLimiter
  maxTotalBytes: number
  /** The bytes of the résumés stored now. */
  bytesStored: () => Promise<number>
}

export const RESUME_MESSAGES = {
  tooMany:
    'Too many résumés from this address. Please try again later, or email us your application.',
  storageFull:
    'We cannot take more résumés right now. Please email us your application with your résumé.',
} as const

type Fields = Record<string, string[]>

export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  })
}

export const failure = (
  status: number,
  error: string,
  fields?: Fields,
  headers?: Record<string, string>,
) => json(status, fields ? { success: false, error, fields } : { success: false, error }, headers)

const unavailable = () =>
  failure(503, 'The service is temporarily unavailable. Please try again.', undefined, {
    'Retry-After': '2',
  })

/** A media type that is JSON: application/json, with or without parameters. */
export const isJsonType = (value: string | null) =>
  /^application\/json\s*(;|$)/i.test((value ?? '').trim())

/** The newsletter's key per address: one subscription each (ASCII case ignored, as mail does). */
export async function newsletterKey(email: string): Promise<string> {
  const address = email.trim().replace(/[A-Z]/g, (c) => c.toLowerCase())
  return `newsletter:${await sha256(address)}`
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/

/** The CORS preflight's headers (the response itself names the one origin). */
export const CORS_PREFLIGHT_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, idempotency-key, x-region',
  'Access-Control-Max-Age': '86400',
}

/**
 * Everything that is not a JSON POST, answered here: a preflight (204), a form ticket
 * (`GET ?ticket`), another method (405), a body not declared JSON (415). Null for a submission.
 */
export async function answerNonSubmission(
  request: Request,
  deps: { formTickets: FormTickets; now: () => Date },
): Promise<Response | null> {
  if (request.method === 'OPTIONS') {
    return new Response(null, { status: 204, headers: CORS_PREFLIGHT_HEADERS })
  }
  if (request.method === 'GET' && new URL(request.url).searchParams.has('ticket')) {
    return json(
      200,
      { ticket: await deps.formTickets.issue(deps.now()) },
      {
        'Cache-Control': 'no-store',
      },
    )
  }
  if (request.method !== 'POST') {
    return failure(405, 'Use POST to submit a lead', undefined, { Allow: 'GET, POST, OPTIONS' })
  }
  if (!isJsonType(request.headers.get('content-type'))) {
    return failure(415, 'Send the lead as JSON (Content-Type: application/json)')
  }
  return null
}

/** The per-address limit on submissions: a 429 past it, else null. */
export async function refuseOverRate(
  request: Request,
  deps: { rateLimiter: RateLimiter; addressOf: (request: Request) => string },
): Promise<Response | null> {
  if (await deps.rateLimiter.take(deps.addressOf(request))) return null
  return failure(
    429,
    'Too many submissions from this address. Please try again in a minute.',
    undefined,
    { 'Retry-After': '60' },
  )
}

export interface Submission {
  /** The client's Idempotency-Key, or one of the server's own. */
  idempotencyKey: string
  envelope: LeadEnvelope
  /** The form-type label as sent. */
  label: string
  shortType: ShortType
  /** The lead data as its form's schema parsed it. */
  input: LeadInput
  /** The site's language the form was sent from (the default when the body names none). */
  locale: Locale
}

/**
 * The submission read and validated: the Idempotency-Key (400), the body within its limit (413;
 * the larger one for a career application's résumé), a JSON envelope (400) and the lead data its
 * form's schema accepts (422 with field messages).
 */
export async function readSubmission(
  request: Request,
  deps: { now: () => Date; maxBody: number; maxResumeBody: number },
): Promise<Step<Submission>> {
  const keyHeader = request.headers.get('idempotency-key')
  if (keyHeader !== null && !IDEMPOTENCY_KEY.test(keyHeader)) {
    return failure(400, 'Idempotency-Key must be 1 to 200 visible ASCII characters')
  }

  let body: { text: string; bytes: number }
  try {
    body = await readBody(request, deps.maxResumeBody)
  } catch (error) {
    if (error instanceof TooLarge) return failure(413, 'The submission is too large')
    return failure(400, 'The body must be UTF-8 encoded JSON')
  }

  let parsed: unknown
  try {
    parsed = JSON.parse(body.text)
  } catch {
    return failure(400, 'Malformed JSON body')
  }
  const envelope = checked(envelopeSchema, parsed)
  if (!envelope?.success) {
    const fields = envelope ? fieldMessages(envelope.error) : undefined
    return failure(400, envelopeError(fields), fields)
  }
  const { formType: label, leadData } = envelope.data
  const { shortType, schema } = schemaForLabel(label, deps.now)
  if (body.bytes > deps.maxBody && shortType !== 'career') {
    return failure(413, 'The submission is too large')
  }

  const result = checked(schema, leadData)
  if (!result?.success) {
    return failure(
      422,
      'Please check the highlighted fields',
      result && fieldMessages(result.error),
    )
  }
  return {
    idempotencyKey: keyHeader ?? `server:${crypto.randomUUID()}`,
    envelope: envelope.data,
    label,
    shortType,
    input: result.data,
    locale: mailLocale(envelope.data.locale),
  }
}

/**
 * What a refused envelope is told: the language's own message when the language is its only
 * problem (a client sending a code the site does not have), else the envelope's shape.
 */
function envelopeError(fields: Fields | undefined): string {
  const names = Object.keys(fields ?? {})
  return names.length === 1 && names[0] === 'locale' && fields?.locale?.[0]
    ? fields.locale[0]
    : 'Expected a JSON object { formType, leadData }'
}

/**
 * A résumé is stored and attached as what its bytes are, under a name from that type (`input` is
 * updated in place), and refused past the caps: 503 while the stored total cannot be read, 413
 * past the total (checked first: it counts nothing), 429 past the per-address limit.
 */
export async function admitResume(
  request: Request,
  input: LeadInput,
  deps: { resumes?: ResumeCaps; addressOf: (request: Request) => string; log: Log },
): Promise<Response | null> {
  if (!input.resumeFileData) return null
  const resume = normalizeResume(input.resumeFileData)
  if (!resume) return null
  input.resumeFileData = resume.dataUrl
  input.resumeFileName = resume.fileName
  const caps = deps.resumes
  if (!caps) return null

  let stored: number
  try {
    stored = await caps.bytesStored()
  } catch (error) {
    deps.log('résumé storage unavailable', error)
    return unavailable()
  }
  if (stored + resume.bytes > caps.maxTotalBytes) {
    deps.log(`résumé refused: ${stored} of ${caps.maxTotalBytes} bytes of résumés are stored`)
    return failure(413, RESUME_MESSAGES.storageFull)
  }
  if (!(await caps.perAddress.take(deps.addressOf(request)))) {
    return failure(429, RESUME_MESSAGES.tooMany, undefined, { 'Retry-After': '3600' })
  }
  return null
}

/** The quote's services priced from the CMS, or the field messages of what is wrong with it. */
export function priceQuote(
  input: LeadInput,
  prices: CalculatorPrice[],
): { quote: QuoteFacts | null } | { fields: Fields } {
  const names = input.selectedServices
  if (names.length === 0) {
    return input.fromCostCalculator
      ? { fields: { selectedServices: ['Please select at least one service'] } }
      : { quote: null }
  }
  const byName = new Map(prices.map((item) => [item.name.trim().toLowerCase(), item]))
  const lines: QuoteFacts['servicesBreakdown'] = []
  const unknown: string[] = []
  for (const name of names) {
    const item = byName.get(name.trim().toLowerCase())
    if (!item) unknown.push(name)
    else if (!lines.some((line) => line.name === item.name))
      lines.push({ name: item.name, price: item.price })
  }
  if (unknown.length) {
    return {
      fields: {
        selectedServices: unknown.map(
          (name) => `Unknown calculator service: ${headerSafe(name, 120)}`,
        ),
      },
    }
  }
  return {
    quote: {
      selectedServices: lines.map((line) => line.name),
      servicesBreakdown: lines,
      estimatedTotal: lines.reduce((sum, line) => sum + line.price, 0),
    },
  }
}

/**
 * The quote of a submission that names calculator services, recomputed from the CMS's prices
 * (503 while they cannot be read, 422 for an unknown service); null for any other.
 */
export async function quoteFor(
  input: LeadInput,
  deps: { calculatorPrices: () => Promise<CalculatorPrice[]>; log: Log },
): Promise<Step<QuoteFacts | null>> {
  if (!input.selectedServices.length && !input.fromCostCalculator) return null
  let prices: CalculatorPrice[]
  try {
    prices = await deps.calculatorPrices()
  } catch (error) {
    deps.log('calculator prices unavailable', error)
    return unavailable()
  }
  const priced = priceQuote(input, prices)
  if ('fields' in priced) return failure(422, 'Please check the highlighted fields', priced.fields)
  return priced.quote
}

export interface AssessedLead {
  receivedAt: Date
  record: LeadRecord
  /** Why it looks like spam (empty: it does not); a spam lead is stored and flagged. */
  spam: string[]
  options: { sendWelcomeEmail: boolean; sendNotificationEmail: boolean }
}

/** The lead's record as stored, the spam signs (the form ticket's time among them), the options. */
export async function assessLead(
  request: Request,
  submission: Submission,
  quote: QuoteFacts | null,
  deps: { now: () => Date; formTickets: FormTickets; minFillMs?: number },
): Promise<AssessedLead> {
  const { shortType, input, envelope, locale } = submission
  const receivedAt = deps.now()
  const record: LeadRecord = {
    ...buildLeadRecord(shortType, input, requestFacts(request, input, receivedAt), quote),
    locale,
  }
  const elapsedMs = input.formTicket
    ? await deps.formTickets.elapsedMs(input.formTicket, receivedAt)
    : null
  const spam = spamReasons(shortType, input, elapsedMs, deps.minFillMs)
  // The agency is notified of every stored lead, whatever the body says: an anonymous client
  // that could switch it off could have the site send welcome e-mails to third parties unseen.
  const options = {
    sendWelcomeEmail: envelope.sendWelcomeEmail ?? true,
    sendNotificationEmail: true,
  }
  return { receivedAt, record, spam, options }
}

export type NewsletterConfirmation = (
  welcome: OutboxEmail,
  email: string,
  site: SiteFacts,
  now: Date,
  /** The subscriber's language: the confirmation and its links are in it. */
  locale: Locale,
) => Promise<OutboxEmail>

/**
 * The lead's e-mails for the outbox, with the site's facts they are written from; a newsletter
 * subscription's welcome becomes its double opt-in confirmation. 503 while the facts are
 * unavailable.
 */
export async function composeEmails(
  request: Request,
  submission: Submission,
  lead: AssessedLead,
  deps: {
    siteFacts: () => Promise<SiteFacts>
    newsletterConfirmation?: NewsletterConfirmation
    booking?: LeadBookingPlanner
    log: Log
  },
): Promise<Step<{ site: SiteFacts; emails: OutboxEmail[] }>> {
  const { shortType, envelope } = submission
  const { record, spam, options, receivedAt } = lead
  try {
    const site = await deps.siteFacts()
    // The lead's source and campaign, for the agency's notification.
    const { attribution } = attributionAndConsent(request, envelope, site, receivedAt)
    let emails = renderLeadEmails(
      shortType,
      record,
      site,
      { ...options, sessionBooked: sessionBooked(shortType, lead, deps), attribution },
      spam,
    )
    const confirmation = deps.newsletterConfirmation
    if (shortType === 'newsletter' && confirmation) {
      emails = await Promise.all(
        emails.map((email) =>
          email.kind === 'welcome'
            ? confirmation(email, record.email, site, receivedAt, submission.locale)
            : email,
        ),
      )
    }
    return { site, emails }
  } catch (error) {
    deps.log('site settings unavailable', error)
    return unavailable()
  }
}

/**
 * A booking takes its seat in the lead's transaction (a bot caught by the honeypot takes none):
 * its session and the e-mails that carry its links, or the planner's refusal (409, 422); 503
 * while the booking rules are unavailable. Other leads, and no planner: no booking.
 */
/** Whether this lead books a session (its e-mails then say it is booked): see planBooking. */
const sessionBooked = (
  shortType: ShortType,
  lead: AssessedLead,
  deps: { booking?: LeadBookingPlanner },
) => !!deps.booking && shortType === 'gmeet' && !lead.spam.includes('honeypot')

export async function planBooking(
  shortType: ShortType,
  lead: AssessedLead,
  emails: OutboxEmail[],
  deps: { booking?: LeadBookingPlanner; siteFacts: () => Promise<SiteFacts>; log: Log },
): Promise<Step<{ booking?: BookingWrite; bookingToken?: string; emails: OutboxEmail[] }>> {
  if (!deps.booking || !sessionBooked(shortType, lead, deps)) return { emails }
  let plan
  try {
    plan = await deps.booking.plan({
      record: lead.record,
      emails,
      site: await deps.siteFacts(),
      receivedAt: lead.receivedAt,
    })
  } catch (error) {
    deps.log('booking rules unavailable', error)
    return unavailable()
  }
  if (!plan.ok) {
    return json(plan.status, {
      success: false,
      error: plan.error,
      code: plan.code,
      ...(plan.fields ? { fields: plan.fields } : {}),
    })
  }
  return { booking: plan.booking, bookingToken: plan.token, emails: plan.emails }
}

export interface StoredLead {
  stored: SubmitResult
  requestHash: string
  /** A newsletter subscription, keyed by its address: a second one is no conflict. */
  subscription: boolean
  /** The token of the session a new booking took (its confirmation page's). */
  bookingToken?: string
}

/**
 * The lead, its e-mails (the outbox) and its booking stored in one transaction, keyed for
 * idempotency (a newsletter subscription by its address: one per address, and a bot's, caught by
 * the honeypot, does not take it). 409 when the booking's time was just taken, 422 for a value
 * the database refuses, 503 while storage is unavailable.
 */
export async function storeLead(
  request: Request,
  submission: Submission,
  lead: AssessedLead,
  mail: { site: SiteFacts; emails: OutboxEmail[]; booking?: BookingWrite; bookingToken?: string },
  deps: { store: LeadStore; log: Log },
): Promise<Step<StoredLead>> {
  const { shortType, label, input, envelope } = submission
  const { record, spam, options, receivedAt } = lead
  const subscription = shortType === 'newsletter' && !spam.includes('honeypot')
  const idempotencyKey = subscription
    ? await newsletterKey(record.email)
    : submission.idempotencyKey

  // The language is part of what was sent: a key reused in another language is another
  // submission. The default language leaves the hash as it always was, so a lead queued offline
  // by an older page, retried now, still finds itself.
  const sent =
    submission.locale === DEFAULT_LOCALE
      ? { label, input, options }
      : { label, input, options, locale: submission.locale }
  const requestHash = await sha256(JSON.stringify(sent))
  try {
    const stored = await deps.store.submit({
      idempotencyKey,
      requestHash,
      formType: shortType,
      formLabel: label,
      record: { ...record, ...attributionAndConsent(request, envelope, mail.site, receivedAt) },
      spamReasons: spam,
      emails: mail.emails,
      ...(mail.booking ? { booking: mail.booking } : {}),
    })
    return {
      stored,
      requestHash,
      subscription,
      ...(mail.bookingToken ? { bookingToken: mail.bookingToken } : {}),
    }
  } catch (error) {
    if (isBookingTaken(error)) {
      return json(409, { success: false, error: SLOT_TAKEN_MESSAGE, code: 'slot_taken' })
    }
    if (error instanceof StorageRejectedError) {
      return failure(422, 'The submission contains a value that cannot be stored')
    }
    deps.log('lead storage unavailable', error)
    return failure(503, 'Lead storage is temporarily unavailable. Please try again.', undefined, {
      'Retry-After': '2',
    })
  }
}

/**
 * The answer once the lead is stored: 409 for an Idempotency-Key reused for another submission,
 * else 200 { success, leadId } (a replay says so in a header). A new lead is handed to
 * `afterCommit` (the app nudges its outbox sender).
 */
export function storedResponse(
  { stored, requestHash, subscription, bookingToken }: StoredLead,
  afterCommit?: (leadId: string) => void,
): Response {
  if (!stored.created && stored.requestHash !== requestHash && !subscription) {
    return failure(409, 'This Idempotency-Key was already used for a different submission')
  }
  if (stored.created) afterCommit?.(stored.leadId)
  return json(
    200,
    {
      success: true,
      leadId: stored.leadId,
      // The new session's confirmation page (a replay booked nothing new: it has none).
      ...(stored.created && bookingToken ? { booking: { token: bookingToken } } : {}),
    },
    stored.created ? {} : { 'Idempotent-Replayed': 'true' },
  )
}
