/**
 * The CRM hand-off: every stored lead, queued in crm_outbox in the lead's own transaction
 * (store_lead), is POSTed as JSON to CRM_WEBHOOK_URL, signed by the Standard Webhooks
 * specification (the scheme Supabase's own hooks use), so Zapier, Make, n8n, HubSpot or Pipedrive
 * workflows can take it from there.
 *
 * Headers: `webhook-id` (`lead_<lead id>`: the same on every attempt and every replay, so a
 * receiver drops duplicates), `webhook-timestamp` (seconds) and `webhook-signature`
 * (`v1,` + base64 HMAC-SHA256 of `id.timestamp.body` with the key of CRM_WEBHOOK_SECRET).
 * Any 2xx answer delivers it; anything else (or no answer within the timeout) is retried with the
 * e-mails' backoff, and after the last attempt the row is dead, shown so in the admin, where it
 * can be sent again.
 */
import { Webhook } from 'standardwebhooks'
import { parseJson, type SqlClient } from '../db/sql-client.ts'
import { drainQueue, type LeasedQueue, type LeaseOptions } from '../queue/lease-drainer.ts'
import type { Attribution } from './attribution.ts'
import type { LeadConsent } from './attribution-schema.ts'
import { inFieldOrder, type LeadRecord } from './lead-record.ts'
import type { ShortType } from './form-types.ts'
import { DEFAULT_LOCALE } from '../i18n/locales.ts'

export interface CrmTarget {
  url: string
  /** `whsec_…` (checked by crm-config.ts at start-up). */
  secret: string
  /** The site's origin, for the links to the lead and its résumé in the admin. */
  siteUrl: string
  fetch?: typeof fetch
  timeoutMs?: number
}

export interface HandoffOptions extends LeaseOptions {
  now?: () => Date
}

export interface HandoffReport {
  delivered: number
  failed: number
  dead: number
}

/** What the receiver gets: Standard Webhooks' `{ type, timestamp, data }` envelope. */
export interface LeadWebhookPayload {
  type: 'lead.created'
  /** When the lead was stored (ISO 8601). */
  timestamp: string
  data: {
    leadId: string
    formType: ShortType
    formLabel: string
    receivedAt: string
    /** Flagged as automated (see spamReasons); the receiver decides what to do with it. */
    spam: boolean
    spamReasons: string[]
    /** The lead record the spec defines; the résumé's bytes stay out. */
    lead: LeadRecord
    /** Where the visitor came from: first and last touch (null when the lead has none). */
    attribution: Attribution
    /** The consent the lead was sent under (null for leads stored before it was recorded). */
    consent: LeadConsent | null
    /**
     * The site's language the lead was sent from ('en', 'ar': core/i18n/locales.ts); the
     * visitor's e-mails were written in it. 'en' for leads stored before languages.
     */
    locale: string
    /** The résumé of a career application: a link to download it from the admin (signed in). */
    resume: { fileName: string; contentType: string; size: number; url: string } | null
    /** The lead's page in the admin. */
    adminUrl: string
  }
}

export const webhookIdFor = (leadId: string) => `lead_${leadId}`

interface LeadRow {
  id: string
  form_type: ShortType
  form_label: string
  record: LeadRecord | string
  spam_reasons: string[] | null
  created_at: unknown
  file_name: string | null
  content_type: string | null
  byte_size: number | null
  /** Absent in rows read before the column existed (then the default language). */
  locale?: string | null
}

const iso = (value: unknown) =>
  (value instanceof Date ? value : new Date(String(value))).toISOString()

export function leadPayload(row: LeadRow, siteUrl: string): LeadWebhookPayload {
  const base = siteUrl.replace(/\/+$/, '')
  const receivedAt = iso(row.created_at)
  const spamReasons = row.spam_reasons ?? []
  const { attribution, consent, ...record } = parseJson<LeadRecord>(row.record)
  return {
    type: 'lead.created',
    timestamp: receivedAt,
    data: {
      leadId: row.id,
      formType: row.form_type,
      formLabel: row.form_label,
      receivedAt,
      spam: spamReasons.length > 0,
      spamReasons,
      lead: { ...inFieldOrder(record), resumeFileData: '' },
      attribution: { first: attribution?.first ?? null, last: attribution?.last ?? null },
      consent: consent ?? null,
      locale: row.locale || DEFAULT_LOCALE,
      resume:
        row.content_type !== null
          ? {
              fileName: row.file_name ?? '',
              contentType: row.content_type,
              size: row.byte_size ?? 0,
              url: `${base}/admin/leads/${row.id}/resume`,
            }
          : null,
      adminUrl: `${base}/admin/leads/${row.id}`,
    },
  }
}

/** The headers and body of one delivery attempt, signed at `at`. */
export function signedDelivery(leadId: string, body: string, secret: string, at: Date) {
  const id = webhookIdFor(leadId)
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  }
}

/** Up to `limit` characters of a response body, for the error shown in the admin. */
async function responseExcerpt(response: Response, limit = 300): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  try {
    while (text.length < limit) {
      const { done, value } = await reader.read()
      if (done) break
      text += decoder.decode(value, { stream: true })
    }
  } catch {
    // The excerpt is only a hint.
  } finally {
    await reader.cancel().catch(() => undefined)
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, limit)
}

function errorText(error: unknown): string {
  const base = error instanceof Error ? error.message : String(error)
  const cause = (error as { cause?: unknown } | null)?.cause
  const detail = cause instanceof Error ? `: ${cause.message}` : ''
  const text = `${base}${detail}`
  return text.length > 500 ? `${text.slice(0, 499)}…` : text
}

interface Attempt {
  ok: boolean
  status: number | null
  error: string | null
}

async function post(target: CrmTarget, leadId: string, body: string, at: Date): Promise<Attempt> {
  const send = target.fetch ?? fetch
  try {
    const response = await send(target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Codehome-CRM-Handoff/1',
        ...signedDelivery(leadId, body, target.secret, at),
      },
      body,
      // A redirect would resend the lead somewhere the agency did not configure.
      redirect: 'manual',
      signal: AbortSignal.timeout(target.timeoutMs ?? 10_000),
    })
    if (response.status >= 200 && response.status < 300) {
      await response.body?.cancel().catch(() => undefined)
      return { ok: true, status: response.status, error: null }
    }
    const excerpt = await responseExcerpt(response)
    return {
      ok: false,
      status: response.status,
      error: `HTTP ${response.status}${excerpt ? `: ${excerpt}` : ''}`,
    }
  } catch (error) {
    return { ok: false, status: null, error: errorText(error) }
  }
}

interface ClaimedHandoff {
  lead_id: string
  attempts: number
}

/** The CRM hand-off as a leased queue: a row is a lead, POSTed to the CRM's webhook. */
function handoffQueue(
  sql: SqlClient,
  target: CrmTarget,
  now: () => Date,
): LeasedQueue<ClaimedHandoff, Attempt, Map<string, LeadRow>> {
  return {
    table: 'crm_outbox',
    key: 'lead_id',
    tieBreak: 'created_at',
    columns: ['lead_id', 'attempts'],
    async prepare(claimed) {
      const { rows: leads } = await sql.query<LeadRow>(
        `select l.id, l.form_type, l.form_label, l.record, l.spam_reasons, l.created_at,
                l.locale, r.file_name, r.content_type, r.byte_size
           from leads l left join lead_resumes r on r.lead_id = l.id
          where l.id = any($1::uuid[])`,
        [claimed.map((row) => row.lead_id)],
      )
      return new Map(leads.map((row) => [row.id, row]))
    },
    async attempt(row, byId) {
      const lead = byId.get(row.lead_id)
      if (!lead) return null // deleted meanwhile: the row went with it
      const body = JSON.stringify(leadPayload(lead, target.siteUrl))
      return post(target, row.lead_id, body, now())
    },
    async recordDone(row, attempt) {
      await sql.query(
        `update crm_outbox
            set status = 'delivered', attempts = attempts + 1, delivered_at = now(),
                response_status = $2, last_error = null, locked_until = null
          where lead_id = $1`,
        [row.lead_id, attempt.status],
      )
    },
    async recordFailure(row, attempt, { dead, delayMs }) {
      await sql.query(
        `update crm_outbox
            set status = $2, attempts = attempts + 1, response_status = $3, last_error = $4,
                locked_until = null,
                next_attempt_at = now() + ($5::bigint * interval '1 millisecond')
          where lead_id = $1`,
        [row.lead_id, dead ? 'dead' : 'failed', attempt.status, attempt.error, delayMs],
      )
    },
  }
}

/** Rounds of delivery until no due hand-off is left (or `maxRounds`). */
export async function drainHandoffs(
  sql: SqlClient,
  target: CrmTarget,
  options: HandoffOptions & { maxRounds?: number } = {},
): Promise<HandoffReport> {
  const queue = handoffQueue(sql, target, options.now ?? (() => new Date()))
  const { done, failed, dead } = await drainQueue(sql, queue, options)
  return { delivered: done, failed, dead }
}
