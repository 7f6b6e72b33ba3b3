/**
 * submitLead(formType, leadData): the one way every form sends a lead (the spec's shared submit
 * helper). It calls the function `enhanced-crm-automation` through supabase-js with
 * { formType, leadData, sendWelcomeEmail: true, sendNotificationEmail: true } (and beside them
 * `attribution` and `consent`, web/attribution/visit.ts, and `locale`, the language of the page's
 * path: 'ar' under /ar, else 'en') and an Idempotency-Key, and is true only when the answer says
 * `success: true`, which the function sends only after the lead is committed.
 *
 * Network failures, relay errors and 503 (storage unavailable) are retried with backoff under the
 * same key, so a retry of a submission that did reach the database finds the stored lead instead
 * of storing a second one. Anything else is logged and gives false. Outside a browser it sends
 * nothing and gives false.
 *
 * `sendLead` says more: when the lead could not be sent for lack of network (a network error, not
 * an HTTP answer; at once when the browser knows it is offline), it is kept on the device with its
 * key and sent when the connection returns (outbox.ts): the outcome is 'kept', never 'sent'. So
 * is a lead whose sending code (supabase-js, loaded on first use) cannot be fetched.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { FUNCTION_NAME, leadsClient } from './client'
import { keepLeadOnDevice } from './keep-lead'
import { leadContext } from '@/web/attribution/visit'
import { locales } from '@/core/i18n/locales.ts'

export { FUNCTION_NAME }

export interface SubmitLeadDeps {
  client: () => Promise<Pick<SupabaseClient, 'functions'>>
  sleep: (ms: number) => Promise<void>
  inBrowser: () => boolean
  log: (message: string, detail?: unknown) => void
  random: () => number
  /** Attempts in all (the first and the retries). */
  attempts: number
  /** First retry delay; doubles each time. */
  baseDelayMs: number
  /** Per-attempt timeout. */
  timeoutMs: number
  /** False when the browser knows it has no network (then a network error is not retried). */
  online?: () => boolean
  /** Keeps a lead that could not be sent for lack of network; false when it cannot. */
  keep?: (lead: { key: string; formType: string; body: unknown }) => Promise<boolean>
  /** Sent beside the spec's fields: where the visitor came from and their consent. */
  context?: () => Record<string, unknown>
  /**
   * The site's language of the page the form is on, sent as `locale`: the visitor's e-mails are
   * written in it. Absent: not sent (the function takes the default language).
   */
  locale?: () => string
}

export type LeadData = Record<string, unknown>

/**
 * 'sent': stored by the function; 'kept': on the device until the network returns; 'taken': a
 * booking whose time another visitor took first (409 slot_taken); 'failed'.
 */
export type LeadOutcome = 'sent' | 'kept' | 'taken' | 'failed'

/** A random key, unguessable and unique per submission (works outside secure contexts too). */
export function newIdempotencyKey(random = crypto): string {
  const bytes = new Uint8Array(16)
  random.getRandomValues(bytes)
  return `lead_${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}

const errorName = (error: unknown) => (error as { name?: unknown } | null)?.name

/** No answer at all: the request never reached a server. */
const isNetworkError = (error: unknown) => errorName(error) === 'FunctionsFetchError'

function retryable(error: unknown): boolean {
  const name = errorName(error)
  if (name === 'FunctionsFetchError' || name === 'FunctionsRelayError') return true
  if (name === 'FunctionsHttpError') {
    return (error as { context?: { status?: number } }).context?.status === 503
  }
  return false
}

async function describe(error: unknown): Promise<unknown> {
  const context = (error as { context?: unknown } | null)?.context
  if (context instanceof Response) {
    const body = await context
      .clone()
      .json()
      .catch(() => null)
    return { status: context.status, body }
  }
  return error
}

/** The function's 409 for a booking whose seat was just taken. */
async function slotTaken(error: unknown): Promise<boolean> {
  const described = (await describe(error)) as { status?: unknown; body?: unknown } | null
  return (
    described?.status === 409 &&
    (described.body as { code?: unknown } | null)?.code === 'slot_taken'
  )
}

/** The lead's context; a failure to read it never stops the lead itself. */
function contextOf(deps: SubmitLeadDeps): Record<string, unknown> {
  try {
    return deps.context?.() ?? {}
  } catch (error) {
    deps.log('Attribution could not be read', error)
    return {}
  }
}

/** The outcome and, once stored, what the function answered (a booking's confirmation token). */
export interface LeadAnswer {
  outcome: LeadOutcome
  /** The function's answer of a stored lead: { success, leadId, booking?: { token } }. */
  answer?: { leadId?: string; booking?: { token?: string } }
}

export function createSendLead(deps: SubmitLeadDeps) {
  const send = createSendLeadAnswer(deps)
  return async (formType: string, leadData: LeadData): Promise<LeadOutcome> =>
    (await send(formType, leadData)).outcome
}

/** `sendLead`, telling also what the function answered when it stored the lead. */
export function createSendLeadAnswer(deps: SubmitLeadDeps) {
  return async function sendLead(formType: string, leadData: LeadData): Promise<LeadAnswer> {
    if (!deps.inBrowser()) return { outcome: 'failed' }
    const key = newIdempotencyKey()
    const body = {
      formType,
      leadData: { pageUrl: window.location.href, referrer: document.referrer, ...leadData },
      sendWelcomeEmail: true,
      sendNotificationEmail: true,
      ...contextOf(deps),
      ...(deps.locale ? { locale: deps.locale() } : {}),
    }
    const keepOrFail = async (): Promise<LeadAnswer> => {
      if (deps.keep && (await deps.keep({ key, formType, body }))) {
        deps.log('No network: the lead is kept on this device until it can be sent')
        return { outcome: 'kept' }
      }
      return { outcome: 'failed' }
    }
    for (let attempt = 1; ; attempt++) {
      let error: unknown
      let client: Pick<SupabaseClient, 'functions'>
      try {
        client = await deps.client()
      } catch (thrown) {
        // supabase-js's code did not arrive (the connection dropped before the form had loaded
        // it, or a deploy removed the chunk): the lead is kept, and the outbox sends it without
        // that code once it can (outbox.ts).
        deps.log('The sending code could not be loaded', thrown)
        return keepOrFail()
      }
      try {
        const result = await client.functions.invoke(FUNCTION_NAME, {
          body,
          headers: { 'Idempotency-Key': key },
          timeout: deps.timeoutMs,
        })
        if (!result.error) {
          const data = result.data as
            ({ success?: unknown } & NonNullable<LeadAnswer['answer']>) | null
          if (data?.success === true) return { outcome: 'sent', answer: data }
          deps.log('Lead submission was not confirmed', result.data)
          return { outcome: 'failed' }
        }
        error = result.error
      } catch (thrown) {
        deps.log('Lead submission failed', thrown)
        return { outcome: 'failed' }
      }
      if (await slotTaken(error)) return { outcome: 'taken' }
      const offline = isNetworkError(error) && deps.online?.() === false
      if (offline || !retryable(error) || attempt >= deps.attempts) {
        deps.log('Lead submission failed', await describe(error))
        return isNetworkError(error) ? keepOrFail() : { outcome: 'failed' }
      }
      const delay = deps.baseDelayMs * 2 ** (attempt - 1) * (0.75 + 0.5 * deps.random())
      await deps.sleep(delay)
    }
  }
}

/** The spec's helper: true once the function has stored the lead, false otherwise. */
export function createSubmitLead(deps: SubmitLeadDeps) {
  const send = createSendLead(deps)
  return async (formType: string, leadData: LeadData) => (await send(formType, leadData)) === 'sent'
}

/** The language of the page the visitor is on: its path's prefix (`/ar/…`), else the default. */
export const pageLocale = () => locales.split(window.location.pathname).locale

const browserDeps: SubmitLeadDeps = {
  client: leadsClient,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  inBrowser: () => typeof window !== 'undefined' && typeof document !== 'undefined',
  log: (message, detail) => console.error(`[submitLead] ${message}`, detail ?? ''),
  random: Math.random,
  attempts: 5,
  baseDelayMs: 500,
  timeoutMs: 20_000,
  online: () => navigator.onLine !== false,
  keep: keepLeadOnDevice,
  context: leadContext,
  locale: pageLocale,
}

export const sendLead = createSendLead(browserDeps)
export const sendLeadAnswer = createSendLeadAnswer(browserDeps)
export const submitLead = createSubmitLead(browserDeps)
