import 'server-only'
/**
 * What every admin page needs besides its own data: the delivery notice (e-mail off when
 * SMTP_URL is not set, with the number of e-mails waiting) and the inbox filter of a URL.
 */
import {
  isCursor,
  type LeadFilter,
  MAX_SEARCH_LENGTH,
  waitingEmails,
} from '@/web/admin/lead-queries'
import type { SqlClient } from '@/core/db/sql-client.ts'
import { env } from '@/web/env'
import { CAMPAIGN_FILTERS } from './campaign-filters'
import { parseFilter } from './leads-api'

/** What the admin's frame says about e-mail delivery on this server. */
export interface DeliveryNotice {
  /** SMTP_URL is not set on this server. */
  emailOff: boolean
  /** E-mails waiting in the outbox. */
  waiting: number
}

export async function deliveryNotice(sql: SqlClient): Promise<DeliveryNotice> {
  if (env.SMTP_URL) return { emailOff: false, waiting: 0 }
  return { emailOff: true, waiting: await waitingEmails(sql).catch(() => 0) }
}

type SearchParams = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() || undefined

/**
 * The filter and cursor of the inbox's URL, by the API's rules (parseFilter), except that a
 * value that is not one is left out rather than refused: a page, not an API.
 */
export function inboxQuery(params: SearchParams): { filter: LeadFilter; cursor?: string } {
  const filter: LeadFilter = {}
  for (const name of ['type', 'state', 'q', ...CAMPAIGN_FILTERS, 'locale'] as const) {
    const value = first(params[name])?.slice(0, MAX_SEARCH_LENGTH)
    const parsed = value ? parseFilter(new URLSearchParams({ [name]: value })) : null
    if (parsed && 'value' in parsed) Object.assign(filter, parsed.value)
  }
  const cursor = first(params.cursor)
  return { filter, ...(cursor && isCursor(cursor) ? { cursor } : {}) }
}
