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
import type { SiteFacts } from './lead-emails.ts'
import type { LeadStore } from './lead-store.ts'
import { clientAddress as defaultClientAddress, type RateLimiter } from '../http/rate-limit.ts'
import type { LeadBookingPlanner } from '../booking/sessions.ts'
import {
  admitResume,
  answerNonSubmission,
  assessLead,
  type CalculatorPrice,
  composeEmails,
  failure,
  type NewsletterConfirmation,
  planBooking,
  quoteFor,
  readSubmission,
  refuseOverRate,
  type ResumeCaps,
  storedResponse,
  storeLead,
} from './lead-steps.ts'

export {
  type CalculatorPrice,
  CORS_PREFLIGHT_HEADERS,
  isJsonType,
  newsletterKey,
  RESUME_MESSAGES,
  type ResumeCaps,
} from './lead-steps.ts'

export const MAX_BODY_BYTES = 64 * 1024
export const MAX_BODY_BYTES_WITH_RESUME = 8 * 1024 * 1024

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
  newsletterConfirmation?: NewsletterConfirmation
}

/** The refusal of a booking whose seat another request took first (the visitor's words). */
export const BOOKING_TAKEN =
  'Sorry, that time was just taken. Please choose another available time.'

export function createLeadHandler(deps: LeadHandlerDeps) {
  const now = deps.now ?? (() => new Date())
  const log =
    deps.log ??
    ((message, error) => console.error(`[enhanced-crm-automation] ${message}`, error ?? ''))
  const addressOf = deps.clientAddress ?? ((request: Request) => defaultClientAddress(request))
  const maxBody = deps.maxBodyBytes ?? MAX_BODY_BYTES
  const maxResumeBody = deps.maxBodyBytesWithResume ?? MAX_BODY_BYTES_WITH_RESUME
  const allowedOrigins = (deps.allowedOrigins ?? []).flatMap((value) => originOf(value) ?? [])
  const steps = { ...deps, now, log, addressOf, maxBody, maxResumeBody }

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

  /** The steps of lead-steps.ts in order; the first Response a step answers is the answer. */
  async function answer(request: Request): Promise<Response> {
    const early =
      (await answerNonSubmission(request, steps)) ?? (await refuseOverRate(request, steps))
    if (early) return early
    const submission = await readSubmission(request, steps)
    if (submission instanceof Response) return submission
    const resumeRefused = await admitResume(request, submission.input, steps)
    if (resumeRefused) return resumeRefused
    const quote = await quoteFor(submission.input, steps)
    if (quote instanceof Response) return quote
    const lead = await assessLead(request, submission, quote, steps)
    const composed = await composeEmails(request, submission, lead, steps)
    if (composed instanceof Response) return composed
    const booked = await planBooking(submission.shortType, lead, composed.emails, steps)
    if (booked instanceof Response) return booked
    const stored = await storeLead(request, submission, lead, { ...composed, ...booked }, steps)
    if (stored instanceof Response) return stored
    return storedResponse(stored, deps.afterCommit)
  }
}
