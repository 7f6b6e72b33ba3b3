/**
 * The form ticket of this page (core/leads/form-ticket.ts): asked for from the
 * lead function when the visitor starts a form, and sent back with the submission, so that the
 * function times the form by its own clock. One ticket per page load; a failed request is asked
 * again next time. Without a ticket a lead is still sent (the function then has no timing).
 */
import { leadsClient } from './client'

const TICKET_TIMEOUT_MS = 5_000

let ticket: Promise<string> | null = null

async function fetchTicket(): Promise<string> {
  const client = await leadsClient()
  const { data, error } = await client.functions.invoke('enhanced-crm-automation?ticket', {
    method: 'GET',
    timeout: TICKET_TIMEOUT_MS,
  })
  const value = (data as { ticket?: unknown } | null)?.ticket
  if (error || typeof value !== 'string') throw error ?? new Error('No form ticket')
  return value
}

/** Starts timing the forms of this page (on a form's first focus); a no-op once started. */
export function requestFormTicket(): Promise<string> {
  const current = (ticket ??= fetchTicket())
  return current.catch((error: unknown) => {
    if (ticket === current) ticket = null
    console.warn('[leads] the form ticket could not be fetched', error)
    return ''
  })
}
