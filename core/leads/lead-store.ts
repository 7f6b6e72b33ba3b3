/**
 * Lead storage over any Postgres: Supabase's (through `pg` in the Edge Function or the app),
 * PGlite in the embedded default, or a throwaway server in tests. It needs only `query`.
 *
 * A lead and its outbox e-mails are written by one statement, `select * from store_lead(...)`,
 * SQL functions (supabase/migrations) that insert them in one transaction and keep one row per
 * idempotency key (the résumé's bytes apart from the lead row, and the CRM hand-off queued). Success is reported only after that statement has committed.
 */
import type { SqlClient } from '../db/sql-client.ts'
import type { OutboxEmail } from './lead-emails.ts'
import type { ShortType } from './form-types.ts'
import type { LeadRecord } from './lead-record.ts'
import { BookingTakenError, isBookingTaken } from '../booking/booking-store.ts'

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
  if (isBookingTaken(error)) return new BookingTakenError(message)
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
  /** The session a booking lead takes, in its transaction (core/booking/sessions.ts). */
  booking?: object
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

/** The bytes of every stored résumé (lead_resumes keeps each one's size beside it). */
export async function resumeBytesStored(sql: SqlClient): Promise<number> {
  const { rows } = await sql.query<{ bytes: string | number }>(
    'select coalesce(sum(byte_size), 0)::bigint as bytes from lead_resumes',
  )
  return Number(rows[0]?.bytes ?? 0)
}

export interface StoreOptions {
  /** Queue each new lead's CRM hand-off (crm_outbox) in its transaction: CRM_WEBHOOK_URL is set. */
  crmHandoff?: boolean
}

// store_lead wraps submit_lead: the résumé's bytes go to lead_resumes and the CRM hand-off is
// queued, in the same transaction (supabase/migrations/20260316000000_lead_desk.sql).
const SUBMIT =
  'select lead_id, created, request_hash from store_lead($1, $2, $3, $4, $5::jsonb, $6::text[], $7::jsonb, $8::boolean)'

async function submitOne(
  sql: SqlClient,
  lead: NewLead,
  options: StoreOptions,
): Promise<SubmitResult> {
  if (lead.booking) return submitBooked(sql, lead, options)
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
      options.crmHandoff ?? false,
    ],
  )
  const row = rows[0]
  if (!row) throw new StorageUnavailableError('submit_lead returned no row')
  return { leadId: row.lead_id, created: row.created, requestHash: row.request_hash }
}

/** A lead with its session: store_lead, then book_slot, in one statement (BK409: taken). */
async function submitBooked(
  sql: SqlClient,
  lead: NewLead,
  options: StoreOptions,
): Promise<SubmitResult> {
  const { booking, ...rest } = lead
  const { rows } = await sql.query<{ lead_id: string; created: boolean; request_hash: string }>(
    'select lead_id, created, request_hash from store_booked_lead($1::jsonb, $2::boolean, $3::jsonb)',
    [JSON.stringify(rest), options.crmHandoff ?? false, JSON.stringify(booking)],
  )
  const row = rows[0]
  if (!row) throw new StorageUnavailableError('store_booked_lead returned no row')
  return { leadId: row.lead_id, created: row.created, requestHash: row.request_hash }
}

/**
 * Postgres aborts a transaction it cannot order against another (40P01 deadlock, 40001
 * serialization failure) and asks for it to be run again: the statement wrote nothing, so it is.
 */
const RETRIED_CODES = new Set(['40P01', '40001'])
const ATTEMPTS = 3

/** One statement per lead: what a connection pool (Postgres) serves best. */
export function createSqlLeadStore(sql: SqlClient, options: StoreOptions = {}): LeadStore {
  return {
    async submit(lead) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await submitOne(sql, lead, options)
        } catch (error) {
          const code = (error as { code?: unknown } | null)?.code
          if (attempt < ATTEMPTS && typeof code === 'string' && RETRIED_CODES.has(code)) continue
          throw classifyStorageError(error)
        }
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
export function createBatchingLeadStore(
  sql: SqlClient,
  maxBatch = 64,
  options: StoreOptions = {},
): LeadStore {
  type Waiting = { lead: NewLead; resolve: (r: SubmitResult) => void; reject: (e: unknown) => void }
  let queue: Waiting[] = []
  let writing = false
  const single = createSqlLeadStore(sql, options)

  async function writeBatch(batch: Waiting[]): Promise<SubmitResult[] | null> {
    try {
      const { rows } = await sql.query<{
        ordinal: number
        lead_id: string
        created: boolean
        request_hash: string
      }>(
        'select ordinal, lead_id, created, request_hash from store_leads($1::jsonb, $2::boolean) order by ordinal',
        [JSON.stringify(batch.map((item) => item.lead)), options.crmHandoff ?? false],
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
      // A booking is refused alone (its seat taken) without failing a batch: it is written alone.
      if (lead.booking) return single.submit(lead)
      return new Promise<SubmitResult>((resolve, reject) => {
        queue.push({ lead, resolve, reject })
        if (!writing) void write()
      })
    },
  }
}
