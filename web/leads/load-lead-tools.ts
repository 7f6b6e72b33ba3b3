/**
 * Loads the form schemas (zod) and the lead client (supabase-js) when a visitor starts filling in
 * a form — its first focus — or at the latest when it is sent, so that no page carries them in its
 * first JavaScript. Resolves to null when they cannot be loaded (the connection dropped): the form
 * then says that sending failed and keeps what was typed; the next attempt loads them again.
 */
import type { IssueWords } from './issue-text'

export type LeadTools = typeof import('./lead-tools')

let loading: Promise<LeadTools> | null = null

export function loadLeadTools(): Promise<LeadTools | null> {
  // Once loaded, the tools ask for the form ticket that times the forms of this page.
  const current = (loading ??= import('./lead-tools').then((tools) => {
    void tools.requestFormTicket()
    return tools
  }))
  return current.catch((error: unknown) => {
    if (loading === current) loading = null
    console.error('[leads] the form tools could not be loaded', error)
    return null
  })
}

/** For a form's onFocus: starts loading, ignores the outcome (submitting reports it). */
export const preloadLeadTools = () => void loadLeadTools()

type SchemaName =
  | 'careerSchema'
  | 'consultationBookingSchema'
  | 'contactSchema'
  | 'newsletterSchema'
  | 'strategySessionSchema'

/**
 * A submission refused by the form's rules (their messages), or sent: `sent` once the function
 * stored it; `kept` when there was no network and it waits on this device to be sent (never both).
 */
export type CheckAndSendResult =
  | { invalid: string[] }
  | {
      sent: boolean
      kept: boolean
      taken?: boolean
      /** A stored booking's confirmation page token (the function's answer). */
      bookingToken?: string
    }

/**
 * What every form does with a submission: checks it with its schema and, when it passes, sends it
 * with `sendLead`. When the tools cannot be loaded the submission counts as not sent. The schema's
 * messages are English, or in the language of `words` (a form on a page in another language).
 */
export async function checkAndSend(
  formType: string,
  schema: SchemaName,
  payload: Record<string, unknown>,
  words?: IssueWords,
): Promise<CheckAndSendResult> {
  const tools = await loadLeadTools()
  if (!tools) return { sent: false, kept: false }
  const check = tools[schema].safeParse(payload)
  if (!check.success) {
    return {
      invalid: tools.messageList(check.error, payload, words ? tools.issueText(words) : undefined),
    }
  }
  const formTicket = await tools.requestFormTicket()
  const { outcome, answer } = await tools.sendLeadAnswer(formType, { ...payload, formTicket })
  const bookingToken = answer?.booking?.token
  return {
    sent: outcome === 'sent',
    kept: outcome === 'kept',
    taken: outcome === 'taken',
    ...(typeof bookingToken === 'string' && bookingToken ? { bookingToken } : {}),
  }
}
