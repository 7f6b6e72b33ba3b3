/**
 * Reading and working the stored leads (the admin's inbox, its API and `npm run leads`): filters
 * by form type and state, search by name, e-mail or company, newest first with a cursor, one
 * lead with its rendered e-mails and CRM hand-off, its state, its résumé.
 *
 * Listings never read a résumé's bytes: they live in lead_resumes, apart from the lead row, and
 * are read only by a download.
 */
import { parseJson, type SqlClient } from '@/core/db/sql-client.ts'
import type { ShortType } from '@/core/leads/form-types.ts'
import type { Attribution } from '@/core/leads/attribution.ts'
import type { LeadConsent } from '@/core/leads/attribution-schema.ts'
import { inFieldOrder, type LeadRecord } from '@/core/leads/lead-record.ts'
import { mailLocale } from '@/core/leads/mail-locale.ts'
import { type LeadState, LEAD_STATES } from '@/web/admin/lead-states'

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

/** An e-mail with what it says, as the recipient gets (or will get) it. */
export interface RenderedEmail extends StoredEmail {
  replyTo: string | null
  text: string
  html: string
  createdAt: string
  /** Files sent with it besides a résumé (a session's invite): name, type and text content. */
  attachments?: { fileName: string; contentType: string; content: string }[]
}

export interface CrmDelivery {
  /** pending (never tried), delivered, failed (tried, will retry), dead (gave up). */
  status: 'pending' | 'delivered' | 'failed' | 'dead'
  attempts: number
  responseStatus: number | null
  lastError: string | null
  nextAttemptAt: string | null
  deliveredAt: string | null
}

export interface ResumeInfo {
  fileName: string
  contentType: string
  /** Bytes. */
  size: number
}

export interface StoredLead {
  id: string
  formType: ShortType
  formLabel: string
  name: string
  email: string
  company: string
  createdAt: string
  spamReasons: string[]
  state: LeadState
  stateChangedAt: string
  /** The lead record; its resumeFileData is always empty (see `resume`). */
  lead: LeadRecord
  emails: StoredEmail[]
  /** The CRM hand-off, or null when the lead was stored without one. */
  crm: CrmDelivery | null
  resume: ResumeInfo | null
  /** Where the visitor came from: first and last touch (both null for leads without). */
  attribution: Attribution
  /** The consent the lead was sent under (null for leads stored before it was recorded). */
  consent: LeadConsent | null
  /**
   * The site's language the lead was sent from ('en', 'ar'): the visitor's e-mails are in it.
   * The record (`lead.locale`) carries it too, so the lead's page lists it with the fields.
   */
  locale: string
}

export interface LeadDetail extends Omit<StoredLead, 'emails'> {
  emails: RenderedEmail[]
  stateChanges: { state: LeadState; changedAt: string }[]
}

export interface LeadFilter {
  type?: ShortType
  state?: LeadState
  /** Part of the name, e-mail address or company. */
  q?: string
  /** A campaign's source, medium or name, of the first or the last touch (case ignored). */
  source?: string
  medium?: string
  campaign?: string
  /** The site's language the leads were sent from ('ar'). */
  locale?: string
}

export interface LeadQuery extends LeadFilter {
  /** The nextCursor of the page before; absent for the newest leads. */
  cursor?: string
  limit: number
}

export interface LeadPage {
  leads: StoredLead[]
  /** Where the next (older) page starts, or null on the last page. */
  nextCursor: string | null
}

/** A cursor is the position of the last lead on a page (opaque to clients). */
export const isCursor = (value: string) => /^[1-9]\d{0,17}$/.test(value)

export const MAX_SEARCH_LENGTH = 200

const iso = (value: unknown) =>
  value instanceof Date ? value.toISOString() : value == null ? null : String(value)

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const EMAIL_SUMMARY = `json_build_object(
  'id', o.id, 'kind', o.kind, 'to', o.to_address, 'subject', o.subject, 'status', o.status,
  'attempts', o.attempts, 'lastError', o.last_error, 'nextAttemptAt', o.next_attempt_at,
  'sentAt', o.sent_at)`

const LEAD_COLUMNS = `l.id, l.seq, l.form_type, l.form_label, l.name, l.email, l.created_at,
  l.spam_reasons, l.state, l.state_changed_at, l.locale,
  -- Defensive: a lead written by an older function may still hold its résumé in the row.
  l.record - 'resumeFileData' as record,
  (select json_build_object(
      'status', c.status, 'attempts', c.attempts, 'responseStatus', c.response_status,
      'lastError', c.last_error, 'nextAttemptAt', c.next_attempt_at, 'deliveredAt', c.delivered_at)
     from crm_outbox c where c.lead_id = l.id) as crm,
  (select json_build_object('fileName', r.file_name, 'contentType', r.content_type,
      'size', r.byte_size)
     from lead_resumes r where r.lead_id = l.id) as resume`

/**
 * $1 form type, $2 state, $3 search pattern, $4 source, $5 medium, $6 campaign (either touch),
 * $7 language: each null for "any".
 */
const FILTER = `($1::text is null or l.form_type = $1)
  and ($2::text is null or l.state = $2)
  and ($3::text is null or l.name ilike $3 or l.email ilike $3 or l.record ->> 'company' ilike $3)
  and ($4::text is null or lower(l.first_source) = $4 or lower(l.last_source) = $4)
  and ($5::text is null or lower(l.first_medium) = $5 or lower(l.last_medium) = $5)
  and ($6::text is null or lower(l.first_campaign) = $6 or lower(l.last_campaign) = $6)
  and ($7::text is null or l.locale = $7)`

interface LeadRow {
  id: string
  seq: string | number
  form_type: ShortType
  form_label: string
  name: string
  email: string
  created_at: unknown
  spam_reasons: string[] | null
  state: LeadState
  state_changed_at: unknown
  locale: string
  record: unknown
  emails: unknown
  crm: unknown
  resume: unknown
}

function toLead<E>(row: LeadRow): Omit<StoredLead, 'emails'> & { emails: E[] } {
  const { attribution, consent, ...fields } = parseJson<LeadRecord>(row.record)
  // The column is the language of every lead (English for those stored before languages).
  const locale = mailLocale(row.locale)
  const record = inFieldOrder({ ...fields, resumeFileData: '', locale })
  return {
    id: row.id,
    formType: row.form_type,
    formLabel: row.form_label,
    name: row.name,
    email: row.email,
    company: record.company ?? '',
    createdAt: iso(row.created_at)!,
    spamReasons: row.spam_reasons ?? [],
    state: row.state,
    stateChangedAt: iso(row.state_changed_at)!,
    lead: record,
    emails: parseJson<E[]>(row.emails) ?? [],
    crm: parseJson<CrmDelivery | null>(row.crm) ?? null,
    resume: parseJson<ResumeInfo | null>(row.resume) ?? null,
    attribution: { first: attribution?.first ?? null, last: attribution?.last ?? null },
    consent: consent ?? null,
    locale,
  }
}

const campaignParam = (value: string | undefined) => value?.trim().toLowerCase() || null

const filterParams = (filter: LeadFilter) => [
  filter.type ?? null,
  filter.state ?? null,
  filter.q?.trim() ? containing(filter.q.trim().slice(0, MAX_SEARCH_LENGTH)) : null,
  campaignParam(filter.source),
  campaignParam(filter.medium),
  campaignParam(filter.campaign),
  filter.locale ?? null,
]

/** A page of leads matching the filter, newest first. */
export async function findLeads(sql: SqlClient, query: LeadQuery): Promise<LeadPage> {
  if (query.cursor !== undefined && !isCursor(query.cursor)) {
    throw new RangeError('cursor is not one this API gave out')
  }
  const { rows } = await sql.query<LeadRow>(
    `select ${LEAD_COLUMNS},
            coalesce((select json_agg(${EMAIL_SUMMARY} order by o.id)
                        from email_outbox o where o.lead_id = l.id), '[]'::json) as emails
       from leads l
      where ${FILTER}
        and ($8::bigint is null or l.seq < $8::bigint)
      order by l.seq desc
      limit $9`,
    [...filterParams(query), query.cursor ?? null, query.limit + 1],
  )
  const page = rows.slice(0, query.limit)
  return {
    leads: page.map((row) => toLead<StoredEmail>(row)),
    nextCursor: rows.length > query.limit ? String(page.at(-1)!.seq) : null,
  }
}

/** The newest leads first (the first page without a filter). */
export async function listLeads(sql: SqlClient, limit: number): Promise<StoredLead[]> {
  return (await findLeads(sql, { limit })).leads
}

/** Every lead matching the filter, newest first, a page at a time (for the CSV export). */
export async function* allLeads(
  sql: SqlClient,
  filter: LeadFilter,
  pageSize = 500,
): AsyncGenerator<StoredLead> {
  let cursor: string | undefined
  for (;;) {
    const page = await findLeads(sql, { ...filter, cursor, limit: pageSize })
    yield* page.leads
    if (!page.nextCursor) return
    cursor = page.nextCursor
  }
}

/** How many leads of each state match the filter's type and search. */
export async function countByState(
  sql: SqlClient,
  filter: Omit<LeadFilter, 'state'>,
): Promise<Record<LeadState, number>> {
  const { rows } = await sql.query<{ state: LeadState; n: number }>(
    `select l.state, count(*)::int as n from leads l where ${FILTER} group by l.state`,
    filterParams({ ...filter, state: undefined }),
  )
  const counts = Object.fromEntries(LEAD_STATES.map((state) => [state, 0])) as Record<
    LeadState,
    number
  >
  for (const row of rows) counts[row.state] = Number(row.n)
  return counts
}

export const isLeadId = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)

/** One lead with its e-mails as rendered, its CRM hand-off and its changes of state. */
export async function getLead(sql: SqlClient, id: string): Promise<LeadDetail | null> {
  if (!isLeadId(id)) return null
  const { rows } = await sql.query<LeadRow & { state_changes: unknown }>(
    `select ${LEAD_COLUMNS},
            coalesce((select json_agg(json_build_object(
                'id', o.id, 'kind', o.kind, 'to', o.to_address, 'replyTo', o.reply_to,
                'subject', o.subject, 'status', o.status, 'attempts', o.attempts,
                'lastError', o.last_error, 'nextAttemptAt', o.next_attempt_at,
                'sentAt', o.sent_at, 'createdAt', o.created_at, 'text', o.text_body,
                'html', o.html_body, 'attachments', o.attachments) order by o.id)
              from email_outbox o where o.lead_id = l.id), '[]'::json) as emails,
            coalesce((select json_agg(json_build_object('state', s.state, 'changedAt', s.changed_at)
                        order by s.id desc)
              from lead_state_changes s where s.lead_id = l.id), '[]'::json) as state_changes
       from leads l
      where l.id = $1::uuid`,
    [id],
  )
  const row = rows[0]
  if (!row) return null
  return {
    ...toLead<RenderedEmail>(row),
    stateChanges: parseJson<{ state: LeadState; changedAt: string }[]>(row.state_changes) ?? [],
  }
}

/** Sets a lead's state (a change is timed and kept); null when there is no such lead. */
export async function setLeadState(
  sql: SqlClient,
  id: string,
  state: LeadState,
): Promise<{ state: LeadState; stateChangedAt: string } | null> {
  if (!isLeadId(id)) return null
  const { rows } = await sql.query<{ state: LeadState; state_changed_at: unknown }>(
    `with changed as (
       update leads set state = $2, state_changed_at = now()
        where id = $1::uuid and state <> $2
       returning id, state, state_changed_at
     ), logged as (
       insert into lead_state_changes (lead_id, state, changed_at)
       select id, state, state_changed_at from changed
     )
     select state, state_changed_at from changed
     union all
     select state, state_changed_at from leads
      where id = $1::uuid and not exists (select 1 from changed)`,
    [id, state],
  )
  const row = rows[0]
  return row ? { state: row.state, stateChangedAt: iso(row.state_changed_at)! } : null
}

export interface ResumeFile extends ResumeInfo {
  content: Uint8Array
}

/** The lead's résumé file, or null. */
export async function getResume(sql: SqlClient, id: string): Promise<ResumeFile | null> {
  if (!isLeadId(id)) return null
  const { rows } = await sql.query<{
    file_name: string
    content_type: string
    byte_size: number
    content: Uint8Array
  }>(
    'select file_name, content_type, byte_size, content from lead_resumes where lead_id = $1::uuid',
    [id],
  )
  const row = rows[0]
  if (!row) return null
  return {
    fileName: row.file_name,
    contentType: row.content_type,
    size: Number(row.byte_size),
    content: row.content,
  }
}

/**
 * Hands the lead to the CRM again: a fresh round of attempts with the same webhook-id (so a
 * receiver that has it already drops it), or its first hand-off if it was stored before the CRM
 * was configured. False when there is no such lead.
 */
export async function queueHandoff(sql: SqlClient, id: string): Promise<boolean> {
  if (!isLeadId(id)) return false
  const { rows } = await sql.query(
    `insert into crm_outbox (lead_id)
     select id from leads where id = $1::uuid
     on conflict (lead_id) do update
        set status = 'pending', attempts = 0, next_attempt_at = now(), locked_until = null
     returning lead_id`,
    [id],
  )
  return rows.length > 0
}

/** Sends a failed or dead e-mail again (a fresh round of attempts). False when it cannot. */
export async function retryEmail(
  sql: SqlClient,
  leadId: string,
  emailId: number,
): Promise<boolean> {
  if (!isLeadId(leadId) || !Number.isSafeInteger(emailId)) return false
  const { rows } = await sql.query(
    `update email_outbox
        set status = 'pending', attempts = 0, next_attempt_at = now(), locked_until = null
      where id = $2 and lead_id = $1::uuid and status in ('failed', 'dead')
      returning id`,
    [leadId, emailId],
  )
  return rows.length > 0
}

/** E-mails waiting to be sent (pending or failed), for the banner when delivery is off. */
export async function waitingEmails(sql: SqlClient): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    `select count(*)::int as n from email_outbox where status in ('pending', 'failed')`,
  )
  return Number(rows[0]?.n ?? 0)
}

/**
 * Deletes the résumés stored before `before` (their leads stay, without a download), then lets
 * Postgres reuse their space: VACUUM marks the freed pages reusable for new rows (the files keep
 * their size; new résumés fill them before the disk grows again). Autovacuum does this on its own
 * on Postgres; PGlite runs none, so it is done here. Returns what was freed.
 */
export async function pruneResumes(
  sql: SqlClient,
  before: Date,
): Promise<{ resumes: number; bytes: number }> {
  const { rows } = await sql.query<{ resumes: number; bytes: string | number }>(
    `with gone as (delete from lead_resumes where created_at < $1 returning byte_size)
     select count(*)::int as resumes, coalesce(sum(byte_size), 0)::bigint as bytes from gone`,
    [before.toISOString()],
  )
  await sql.query('vacuum lead_resumes')
  return { resumes: rows[0]?.resumes ?? 0, bytes: Number(rows[0]?.bytes ?? 0) }
}
