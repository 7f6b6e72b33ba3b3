/**
 * Lead storage over any Postgres: Supabase's (through `pg` in the Edge Function or the app),
 * PGlite in the embedded default, or a throwaway server in tests. It needs only `query`.
 *
 * A lead and its outbox e-mails are written by one statement, `select * from submit_lead(...)`,
 * a SQL function (supabase/migrations) that inserts them in one transaction and keeps one row per
 * idempotency key. Success is reported only after that statement has committed.
 */
import type { OutboxEmail } from './lead-emails.ts'
import type { ShortType } from './form-types.ts'
import { LEAD_FIELDS, type LeadRecord } from './lead-record.ts'

export interface SqlClient {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[] }>
}

/** The database could not be reached or could not take the write: try again later (503). */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError'
}

/** The database refused a value (a data exception): the submission is at fault (422). */
export class StorageRejectedError extends Error {
  override name = 'StorageRejectedError'
}

/** Classifies a driver error: Postgres data exceptions (22xxx) are the input's fault. */
export function classifyStorageError(error: unknown): Error {
  const code = (error as { code?: unknown } | null)?.code
  const message = error instanceof Error ? error.message : String(error)
  if (typeof code === 'string' && code.startsWith('22')) return new StorageRejectedError(message)
  return new StorageUnavailableError(message, { cause: error })
}

export interface NewLead {
  idempotencyKey: string
  requestHash: string
  formType: ShortType
  formLabel: string
  record: LeadRecord
  spamReasons: string[]
  emails: OutboxEmail[]
}

export interface SubmitResult {
  leadId: string
  /** False when the idempotency key was already stored (nothing new was written). */
  created: boolean
  /** The request hash stored with the key (differs when the key was reused for another body). */
  requestHash: string
}

export interface LeadStore {
  submit(lead: NewLead): Promise<SubmitResult>
}

const SUBMIT =
  'select lead_id, created, request_hash from submit_lead($1, $2, $3, $4, $5::jsonb, $6::text[], $7::jsonb)'

async function submitOne(sql: SqlClient, lead: NewLead): Promise<SubmitResult> {
  const { rows } = await sql.query<{ lead_id: string; created: boolean; request_hash: string }>(
    SUBMIT,
    [
      lead.idempotencyKey,
      lead.requestHash,
      lead.formType,
      lead.formLabel,
      JSON.stringify(lead.record),
      lead.spamReasons,
      JSON.stringify(lead.emails),
    ],
  )
  const row = rows[0]
  if (!row) throw new StorageUnavailableError('submit_lead returned no row')
  return { leadId: row.lead_id, created: row.created, requestHash: row.request_hash }
}

/** One statement per lead: what a connection pool (Postgres) serves best. */
export function createSqlLeadStore(sql: SqlClient): LeadStore {
  return {
    async submit(lead) {
      try {
        return await submitOne(sql, lead)
      } catch (error) {
        throw classifyStorageError(error)
      }
    },
  }
}

/**
 * Group commit, for a database with one connection (PGlite): leads that arrive while a statement
 * is being written wait and are written together by the next one (`submit_leads`, one statement
 * and so one transaction for the lot), so a burst costs one round trip and one commit instead of
 * one per lead. Each submission is answered only after the statement holding it has committed; if
 * a batch fails, its leads are retried one by one so each gets its own answer.
 */
export function createBatchingLeadStore(sql: SqlClient, maxBatch = 64): LeadStore {
  type Waiting = { lead: NewLead; resolve: (r: SubmitResult) => void; reject: (e: unknown) => void }
  let queue: Waiting[] = []
  let writing = false
  const single = createSqlLeadStore(sql)

  async function writeBatch(batch: Waiting[]): Promise<SubmitResult[] | null> {
    try {
      const { rows } = await sql.query<{
        ordinal: number
        lead_id: string
        created: boolean
        request_hash: string
      }>(
        'select ordinal, lead_id, created, request_hash from submit_leads($1::jsonb) order by ordinal',
        [JSON.stringify(batch.map((item) => item.lead))],
      )
      if (rows.length !== batch.length) return null
      return rows.map((row) => ({
        leadId: row.lead_id,
        created: row.created,
        requestHash: row.request_hash,
      }))
    } catch {
      return null
    }
  }

  async function write() {
    writing = true
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, maxBatch)
        queue = queue.slice(batch.length)
        const results = batch.length > 1 ? await writeBatch(batch) : null
        if (results) batch.forEach((item, i) => item.resolve(results[i]!))
        else
          for (const item of batch) await single.submit(item.lead).then(item.resolve, item.reject)
      }
    } finally {
      writing = false
    }
  }

  return {
    submit(lead) {
      return new Promise<SubmitResult>((resolve, reject) => {
        queue.push({ lead, resolve, reject })
        if (!writing) void write()
      })
    },
  }
}

export interface StoredEmail {
  id: number
  kind: string
  to: string
  subject: string
  /** pending (never tried), sent, failed (tried, will retry), dead (gave up). */
  status: 'pending' | 'sent' | 'failed' | 'dead'
  attempts: number
  lastError: string | null
  nextAttemptAt: string | null
  sentAt: string | null
}

export interface StoredLead {
  id: string
  formType: ShortType
  formLabel: string
  name: string
  email: string
  createdAt: string
  spamReasons: string[]
  lead: LeadRecord
  emails: StoredEmail[]
}

/** The record with its fields in the spec's order (jsonb stores keys in its own order). */
function inFieldOrder(record: LeadRecord): LeadRecord {
  const ordered: Record<string, unknown> = {}
  for (const field of LEAD_FIELDS) if (field in record) ordered[field] = record[field]
  for (const [key, value] of Object.entries(record)) if (!(key in ordered)) ordered[key] = value
  return ordered as unknown as LeadRecord
}

const iso = (value: unknown) =>
  value instanceof Date ? value.toISOString() : value == null ? null : String(value)

/** The newest leads first, each with its e-mails' delivery state. */
export async function listLeads(sql: SqlClient, limit: number): Promise<StoredLead[]> {
  const { rows } = await sql.query<{
    id: string
    form_type: ShortType
    form_label: string
    name: string
    email: string
    created_at: unknown
    spam_reasons: string[]
    record: LeadRecord | string
    emails: unknown
  }>(
    `select l.id, l.form_type, l.form_label, l.name, l.email, l.created_at, l.spam_reasons, l.record,
            coalesce((select json_agg(json_build_object(
                'id', o.id, 'kind', o.kind, 'to', o.to_address, 'subject', o.subject,
                'status', o.status, 'attempts', o.attempts, 'lastError', o.last_error,
                'nextAttemptAt', o.next_attempt_at, 'sentAt', o.sent_at) order by o.id)
              from email_outbox o where o.lead_id = l.id), '[]'::json) as emails
       from leads l
      order by l.created_at desc, l.seq desc
      limit $1`,
    [limit],
  )
  return rows.map((row) => ({
    id: row.id,
    formType: row.form_type,
    formLabel: row.form_label,
    name: row.name,
    email: row.email,
    createdAt: iso(row.created_at)!,
    spamReasons: row.spam_reasons ?? [],
    lead: inFieldOrder(
      typeof row.record === 'string' ? (JSON.parse(row.record) as LeadRecord) : row.record,
    ),
    emails: (typeof row.emails === 'string' ? JSON.parse(row.emails) : row.emails) as StoredEmail[],
  }))
}
