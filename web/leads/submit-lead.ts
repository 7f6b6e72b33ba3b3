/**
 * submitLead(formType, leadData): the one way every form sends a lead (home-services-leads.md
 * §7). It calls the function `enhanced-crm-automation` through supabase-js with
 * { formType, leadData, sendWelcomeEmail: true, sendNotificationEmail: true } and an
 * Idempotency-Key, and is true only when the answer says `success: true`, which the function
 * sends only after the lead is committed.
 *
 * Network failures, relay errors and 503 (storage unavailable) are retried with backoff under the
 * same key, so a retry of a submission that did reach the database finds the stored lead instead
 * of storing a second one. Anything else is logged and gives false. Outside a browser it sends
 * nothing and gives false.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { leadsClient } from './client'

export const FUNCTION_NAME = 'enhanced-crm-automation'

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
}

export type LeadData = Record<string, unknown>

/** A random key, unguessable and unique per submission (works outside secure contexts too). */
export function newIdempotencyKey(random = crypto): string {
  const bytes = new Uint8Array(16)
  random.getRandomValues(bytes)
  return `lead_${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}

function retryable(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name
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

export function createSubmitLead(deps: SubmitLeadDeps) {
  return async function submitLead(formType: string, leadData: LeadData): Promise<boolean> {
    if (!deps.inBrowser()) return false
    const key = newIdempotencyKey()
    const body = {
      formType,
      leadData: { pageUrl: window.location.href, referrer: document.referrer, ...leadData },
      sendWelcomeEmail: true,
      sendNotificationEmail: true,
    }
    for (let attempt = 1; ; attempt++) {
      let error: unknown
      try {
        const client = await deps.client()
        const result = await client.functions.invoke(FUNCTION_NAME, {
          body,
          headers: { 'Idempotency-Key': key },
          timeout: deps.timeoutMs,
        })
        if (!result.error) {
          if ((result.data as { success?: unknown } | null)?.success === true) return true
          deps.log('Lead submission was not confirmed', result.data)
          return false
        }
        error = result.error
      } catch (thrown) {
        deps.log('Lead submission failed', thrown)
        return false
      }
      if (!retryable(error) || attempt >= deps.attempts) {
        deps.log('Lead submission failed', await describe(error))
        return false
      }
      const delay = deps.baseDelayMs * 2 ** (attempt - 1) * (0.75 + 0.5 * deps.random())
      await deps.sleep(delay)
    }
  }
}

export const submitLead = createSubmitLead({
  client: leadsClient,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  inBrowser: () => typeof window !== 'undefined' && typeof document !== 'undefined',
  log: (message, detail) => console.error(`[submitLead] ${message}`, detail ?? ''),
  random: Math.random,
  attempts: 5,
  baseDelayMs: 500,
  timeoutMs: 20_000,
})
