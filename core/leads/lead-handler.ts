/**
 * The `enhanced-crm-automation` function, runtime-neutral: a web Request in, a Response out.
 * The Supabase Edge Function (Deno) and the app's own route (Node) both serve it, each passing in
 * its storage, content and hooks.
 *
 * Answers: 204 to a CORS preflight from an allowed origin; 403 to a browser on another origin;
 * 200 { ticket } to `GET ?ticket` (the form ticket that times a form, form-ticket.ts); 405 to other
 * methods; 415 to a body that is not declared application/json; 429 past the per-address limit;
 * 400 to a body that is not a JSON envelope { formType, leadData, … } or a bad Idempotency-Key; 413
 * to a body over the limit (8 MB for a career application with its résumé, 64 KB otherwise); 422
 * with field messages to lead data its form's schema refuses; 429 / 413 to a résumé past the
 * per-address or total cap (`resumes`); 409 when an Idempotency-Key is
 * reused for a different submission; 503 while storage (or the content the lead needs) is
 * unavailable; and 200 { success: true, leadId } only after the lead is committed. Bad input never
 * gets a 5xx.
 *
 * A newsletter subscription is stored once per address: a second one answers success and stores
 * nothing new.
 */
import { type FormTickets } from './form-ticket.ts'
import { attributionAndConsent } from './attribution-schema.ts'
import { headerSafe, type OutboxEmail, renderLeadEmails, type SiteFacts } from './lead-emails.ts'
import {
  checked,
  envelopeSchema,
  fieldMessages,
  schemaForLabel,
  type LeadInput,
} from './lead-schemas.ts'
import { buildLeadRecord, type QuoteFacts, requestFacts, spamReasons } from './lead-record.ts'
import { type LeadStore, StorageRejectedError } from './lead-store.ts'
import { clientAddress as defaultClientAddress, type RateLimiter } from '../http/rate-limit.ts'
import { readBody, TooLarge } from '../http/read-body.ts'
import { normalizeResume } from './resume.ts'
import { isBookingTaken } from '../booking/booking-store.ts'
import { SLOT_TAKEN_MESSAGE } from '../booking/availability.ts'
import type { BookingWrite, LeadBookingPlanner } from '../booking/sessions.ts'

export const MAX_BODY_BYTES = 64 * 1024
export const MAX_BODY_BYTES_WITH_RESUME = 8 * 1024 * 1024

/** What an allowed origin's preflight is told (the response itself names the one origin). */
export const CORS_PREFLIGHT_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, idempotency-key, x-region',
  'Access-Control-Max-Age': '86400',
}

/** "https://example.com" for a URL or origin, lower-cased; null when it is not one. */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value.trim())
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin.toLowerCase() : null
  } catch {
    return null
  }
}

/**
 * Whether a browser on `origin` may use the function: the site's own origins (configured), or
 * the origin the request was sent to (the app serving the function on its own site). Requests
 * without an Origin header are not from another site's page and are not limited here.
 */
export function originAllowed(request: Request, origin: string, allowed: readonly string[]) {
  const normalized = originOf(origin)
  if (!normalized) return false
  if (allowed.includes(normalized)) return true
  const hosts = [
    request.headers.get('x-forwarded-host')?.split(',')[0]?.trim(),
    request.headers.get('host'),
    new URL(request.url).host,
  ]
  const host = new URL(normalized).host
  return hosts.some((candidate) => candidate?.toLowerCase() === host)
}

export interface CalculatorPrice {
  name: string
  price: number
}

export interface LeadHandlerDeps {
  store: LeadStore
  /** Brand facts for the e-mails (the agency's settings e-mail receives notifications). */
  siteFacts: () => Promise<SiteFacts>
  /** The CMS calculator prices a quote's total is recomputed from. */
  calculatorPrices: () => Promise<CalculatorPrice[]>
  rateLimiter: RateLimiter
  /** Called after a new lead is committed (the app nudges its outbox sender). */
  afterCommit?: (leadId: string) => void
  now?: () => Date
  log?: (message: string, error?: unknown) => void
  clientAddress?: (request: Request) => string
  maxBodyBytes?: number
  maxBodyBytesWithResume?: number
  /** Signs and reads the tickets that time a form (form-ticket.ts). */
  formTickets: FormTickets
  /** Shortest time a person needs for any form (else each form's own, MIN_FILL_MS). */
  minFillMs?: number
  /**
   * Origins (scheme://host[:port]) whose pages may call the function from a browser, besides the
   * origin it is served on: the site's own address(es).
   */
  allowedOrigins?: readonly string[]
  /**
   * Résumés take megabytes each: how many one address may send (429 past it), and how many bytes
   * of them may be stored in all (413 past it). Absent: not capped.
   */
  resumes?: ResumeCaps
  /**
   * Sessions that hold their time (core/booking): a booking lead takes a seat in its own
   * transaction, or is refused with 409 when the time was just taken. Absent: a wish, as before.
   */
  booking?: LeadBookingPlanner
  /**
   * Double opt-in: turns a newsletter subscription's welcome e-mail into its confirmation, with
   * signed links (core/privacy/newsletter.ts). Absent: the plain welcome.
   */
  newsletterConfirmation?: (
    welcome: OutboxEmail,
    email: string,
    site: SiteFacts,
    now: Date,
  ) => Promise<OutboxEmail>
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

/** The refusal of a booking whose seat another request took first (the visitor's words). */
export const BOOKING_TAKEN =
  'Sorry, that time was just taken. Please choose another available time.'

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  })
}

const failure = (
  status: number,
  error: string,
  fields?: Fields,
  headers?: Record<string, string>,
) => json(status, fields ? { success: false, error, fields } : { success: false, error }, headers)

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

/** The quote's services priced from the CMS, or the field messages of what is wrong with it. */
function priceQuote(
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

export function createLeadHandler(deps: LeadHandlerDeps) {
  const now = deps.now ?? (() => new Date())
  const log =
    deps.log ??
    ((message, error) => console.error(`[enhanced-crm-automation] ${message}`, error ?? ''))
  const addressOf = deps.clientAddress ?? ((request: Request) => defaultClientAddress(request))
  const maxBody = deps.maxBodyBytes ?? MAX_BODY_BYTES
  const maxResumeBody = deps.maxBodyBytesWithResume ?? MAX_BODY_BYTES_WITH_RESUME
  const allowedOrigins = (deps.allowedOrigins ?? []).flatMap((value) => originOf(value) ?? [])

  /** The refusal of a résumé over the caps (the total is checked first: it counts nothing). */
  async function resumeRefusal(caps: ResumeCaps, request: Request, bytes: number) {
    let stored: number
    try {
      stored = await caps.bytesStored()
    } catch (error) {
      log('résumé storage unavailable', error)
      return failure(503, 'The service is temporarily unavailable. Please try again.', undefined, {
        'Retry-After': '2',
      })
    }
    if (stored + bytes > caps.maxTotalBytes) {
      log(`résumé refused: ${stored} of ${caps.maxTotalBytes} bytes of résumés are stored`)
      return failure(413, RESUME_MESSAGES.storageFull)
    }
    if (!(await caps.perAddress.take(addressOf(request)))) {
      return failure(429, RESUME_MESSAGES.tooMany, undefined, { 'Retry-After': '3600' })
    }
    return null
  }

  return async function handle(request: Request): Promise<Response> {
    const origin = request.headers.get('origin')
    if (origin !== null && !originAllowed(request, origin, allowedOrigins)) {
      return failure(403, 'This origin may not submit leads')
    }
    // Every answer to an allowed browser names its origin (and only it).
    const cors: Record<string, string> = origin
      ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }
      : { Vary: 'Origin' }
    const response = await answer(request)
    for (const [name, value] of Object.entries(cors)) response.headers.set(name, value)
    return response
  }

  async function answer(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') {
      return new Response(null, { status: 204, headers: CORS_PREFLIGHT_HEADERS })
    }
    if (request.method === 'GET' && new URL(request.url).searchParams.has('ticket')) {
      return json(
        200,
        { ticket: await deps.formTickets.issue(now()) },
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
    if (!(await deps.rateLimiter.take(addressOf(request)))) {
      return failure(
        429,
        'Too many submissions from this address. Please try again in a minute.',
        undefined,
        {
          'Retry-After': '60',
        },
      )
    }

    const keyHeader = request.headers.get('idempotency-key')
    if (keyHeader !== null && !IDEMPOTENCY_KEY.test(keyHeader)) {
      return failure(400, 'Idempotency-Key must be 1 to 200 visible ASCII characters')
    }
    let idempotencyKey = keyHeader ?? `server:${crypto.randomUUID()}`

    let body: { text: string; bytes: number }
    try {
      body = await readBody(request, maxResumeBody)
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
      return failure(
        400,
        'Expected a JSON object { formType, leadData }',
        envelope && fieldMessages(envelope.error),
      )
    }
    const { formType: label, leadData } = envelope.data
    const { shortType, schema } = schemaForLabel(label, now)
    if (body.bytes > maxBody && shortType !== 'career') {
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
    const input = result.data
    if (input.resumeFileData) {
      // Stored and attached as what its bytes are, under a name from that type.
      const resume = normalizeResume(input.resumeFileData)
      if (resume) {
        input.resumeFileData = resume.dataUrl
        input.resumeFileName = resume.fileName
        const refused = deps.resumes && (await resumeRefusal(deps.resumes, request, resume.bytes))
        if (refused) return refused
      }
    }

    let quote: QuoteFacts | null = null
    if (input.selectedServices.length || input.fromCostCalculator) {
      let prices: CalculatorPrice[]
      try {
        prices = await deps.calculatorPrices()
      } catch (error) {
        log('calculator prices unavailable', error)
        return failure(
          503,
          'The service is temporarily unavailable. Please try again.',
          undefined,
          {
            'Retry-After': '2',
          },
        )
      }
      const priced = priceQuote(input, prices)
      if ('fields' in priced)
        return failure(422, 'Please check the highlighted fields', priced.fields)
      quote = priced.quote
    }

    const receivedAt = now()
    const record = buildLeadRecord(
      shortType,
      input,
      requestFacts(request, input, receivedAt),
      quote,
    )
    const elapsedMs = input.formTicket
      ? await deps.formTickets.elapsedMs(input.formTicket, receivedAt)
      : null
    const spam = spamReasons(shortType, input, elapsedMs, deps.minFillMs)
    // The agency is notified of every stored lead, whatever the body says: an anonymous client
    // that could switch it off could have the site send welcome e-mails to third parties unseen.
    const options = {
      sendWelcomeEmail: envelope.data.sendWelcomeEmail ?? true,
      sendNotificationEmail: true,
    }

    let emails: ReturnType<typeof renderLeadEmails>
    let site: SiteFacts
    let context: ReturnType<typeof attributionAndConsent>
    // A booking lead takes its seat in its own transaction (below): its e-mails say it is booked.
    const sessionBooked = !!deps.booking && shortType === 'gmeet' && !spam.includes('honeypot')
    try {
      site = await deps.siteFacts()
      context = attributionAndConsent(request, envelope.data, site, receivedAt)
      emails = renderLeadEmails(
        shortType,
        record,
        site,
        { ...options, sessionBooked, attribution: context.attribution },
        spam,
      )
      const confirmation = deps.newsletterConfirmation
      if (shortType === 'newsletter' && confirmation) {
        emails = await Promise.all(
          emails.map((email) =>
            email.kind === 'welcome' ? confirmation(email, record.email, site, receivedAt) : email,
          ),
        )
      }
    } catch (error) {
      log('site settings unavailable', error)
      return failure(503, 'The service is temporarily unavailable. Please try again.', undefined, {
        'Retry-After': '2',
      })
    }

    // A booking takes its seat in the lead's transaction (a bot caught by the honeypot takes none).
    let booking: BookingWrite | undefined
    let bookingToken: string | undefined
    if (deps.booking && sessionBooked) {
      let plan
      try {
        plan = await deps.booking.plan({
          record,
          emails,
          site: await deps.siteFacts(),
          receivedAt,
        })
      } catch (error) {
        log('booking rules unavailable', error)
        return failure(
          503,
          'The service is temporarily unavailable. Please try again.',
          undefined,
          {
            'Retry-After': '2',
          },
        )
      }
      if (!plan.ok) {
        return json(plan.status, {
          success: false,
          error: plan.error,
          code: plan.code,
          ...(plan.fields ? { fields: plan.fields } : {}),
        })
      }
      booking = plan.booking
      emails = plan.emails
      bookingToken = plan.token
    }

    // One subscription per address (a bot's, caught by the honeypot, does not take the address).
    const subscription = shortType === 'newsletter' && !spam.includes('honeypot')
    if (subscription) idempotencyKey = await newsletterKey(record.email)

    const requestHash = await sha256(JSON.stringify({ label, input, options }))
    let stored
    try {
      stored = await deps.store.submit({
        idempotencyKey,
        requestHash,
        formType: shortType,
        formLabel: label,
        record: { ...record, ...context },
        spamReasons: spam,
        emails,
        ...(booking ? { booking } : {}),
      })
    } catch (error) {
      if (isBookingTaken(error)) {
        return json(409, { success: false, error: SLOT_TAKEN_MESSAGE, code: 'slot_taken' })
      }
      if (error instanceof StorageRejectedError) {
        return failure(422, 'The submission contains a value that cannot be stored')
      }
      log('lead storage unavailable', error)
      return failure(503, 'Lead storage is temporarily unavailable. Please try again.', undefined, {
        'Retry-After': '2',
      })
    }

    if (!stored.created && stored.requestHash !== requestHash && !subscription) {
      return failure(409, 'This Idempotency-Key was already used for a different submission')
    }
    if (stored.created) deps.afterCommit?.(stored.leadId)
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
}
