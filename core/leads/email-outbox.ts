/**
 * Delivers the e-mail outbox through the leased queue (core/queue/lease-drainer.ts): a row is
 * pending until its first attempt, then sent, or failed with the attempt count and the next try,
 * or dead after the last attempt or a permanent refusal (an SMTP 5xx reply such as "no such
 * user").
 *
 * The mailer is passed in (nodemailer over SMTP in the app and in the Edge Function).
 */
import { parseJson, type SqlClient } from '../db/sql-client.ts'
import { drainQueue, type LeasedQueue, type LeaseOptions } from '../queue/lease-drainer.ts'
import { headerSafe } from './lead-emails.ts'

export interface OutgoingMail {
  from: string
  to: string
  replyTo?: string
  subject: string
  text: string
  html: string
  /** Files as base64 (what both nodemailer and the stored data URL speak). */
  attachments?: { filename: string; base64: string; contentType: string }[]
  /** Extra headers, one line each (a newsletter's List-Unsubscribe, core/privacy/newsletter.ts). */
  headers?: Record<string, string>
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
}

/** Extra headers for a row about to be sent, or undefined for none. */
export type HeadersFor = (row: {
  lead_id: string | null
  kind: string
  to_address: string
}) => Promise<Record<string, string> | undefined>

export interface OutboxOptions extends LeaseOptions {
  from: string
  headersFor?: HeadersFor
}

export interface DeliveryReport {
  sent: number
  failed: number
  dead: number
}

interface ClaimedRow {
  id: number
  lead_id: string | null
  kind: string
  to_address: string
  reply_to: string | null
  subject: string
  text_body: string
  html_body: string
  attach_resume: boolean
  attempts: number
  /** Files stored with the e-mail (a session's invite): [{ fileName, contentType, content }]. */
  attachments?: unknown
}

const CLAIMED_COLUMNS = [
  'id',
  'lead_id',
  'kind',
  'to_address',
  'reply_to',
  'subject',
  'text_body',
  'html_body',
  'attach_resume',
  'attempts',
  'attachments',
] as const

interface EmailOutcome {
  ok: boolean
  permanent: boolean
  error: string | null
}

/** Whether an SMTP error is final (a 5xx reply): retrying would get the same answer. */
export function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.length > 500 ? `${text.slice(0, 499)}…` : text
}

/** Text as base64 of its UTF-8 bytes (Web APIs only: the Edge Function sends mail too). */
function base64Text(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The files stored with the e-mail (text, such as an invite), then the résumé when asked for. */
async function attachmentFor(sql: SqlClient, row: ClaimedRow) {
  const stored = (
    parseJson<{ fileName: string; contentType: string; content: string }[] | null>(
      row.attachments ?? null,
    ) ?? []
  ).map((file) => ({
    filename: file.fileName.replace(/[\r\n"\\/]/g, '_'),
    base64: base64Text(file.content),
    contentType: file.contentType,
  }))
  const resume = await resumeFor(sql, row)
  const all = [...stored, ...(resume ?? [])]
  return all.length ? all : undefined
}

/** The lead's résumé as an attachment (stored apart from the lead row, in lead_resumes). */
async function resumeFor(sql: SqlClient, row: ClaimedRow) {
  if (!row.attach_resume) return undefined
  const { rows } = await sql.query<{ file_name: string; content_type: string; data: string }>(
    `select file_name, content_type, encode(content, 'base64') as data
       from lead_resumes where lead_id = $1`,
    [row.lead_id],
  )
  const file = rows[0]
  if (!file) return undefined
  return [
    {
      filename: (file.file_name || 'resume').replace(/[\r\n"\\/]/g, '_'),
      // Postgres wraps base64 at 76 characters; the mailer wants one string.
      base64: file.data.replace(/\s+/g, ''),
      contentType: file.content_type || 'application/octet-stream',
    },
  ]
}

/** The e-mail outbox as a leased queue: a row is an e-mail, sent through `mailer`. */
function emailQueue(
  sql: SqlClient,
  mailer: Mailer,
  from: string,
  headersFor?: HeadersFor,
): LeasedQueue<ClaimedRow, EmailOutcome, undefined> {
  return {
    table: 'email_outbox',
    key: 'id',
    tieBreak: 'id',
    columns: CLAIMED_COLUMNS,
    prepare: async () => undefined,
    async attempt(row) {
      try {
        const extra = await headersFor?.(row)
        // Header values once more on one line, whoever wrote the row.
        await mailer.send({
          from: headerSafe(from, 320),
          to: headerSafe(row.to_address, 320),
          replyTo: row.reply_to ? headerSafe(row.reply_to, 320) : undefined,
          subject: headerSafe(row.subject, 300),
          text: row.text_body,
          html: row.html_body,
          attachments: await attachmentFor(sql, row),
          ...(extra && {
            headers: Object.fromEntries(
              Object.entries(extra).map(([name, value]) => [name, headerSafe(value, 900)]),
            ),
          }),
        })
        return { ok: true, permanent: false, error: null }
      } catch (error) {
        const failure = error ?? new Error('unknown mail error')
        return { ok: false, permanent: isPermanentMailError(failure), error: errorText(failure) }
      }
    },
    async recordDone(row) {
      await sql.query(
        `update email_outbox
            set status = 'sent', attempts = attempts + 1, sent_at = now(), last_error = null,
                locked_until = null
          where id = $1`,
        [row.id],
      )
    },
    async recordFailure(row, outcome, { dead, delayMs }) {
      await sql.query(
        `update email_outbox
            set status = $2, attempts = attempts + 1, last_error = $3, locked_until = null,
                next_attempt_at = now() + ($4::bigint * interval '1 millisecond')
          where id = $1`,
        [row.id, dead ? 'dead' : 'failed', outcome.error, delayMs],
      )
    },
  }
}

/** Rounds of delivery until no due row is left (or `maxRounds`). */
export async function drainOutbox(
  sql: SqlClient,
  mailer: Mailer,
  options: OutboxOptions & { maxRounds?: number },
): Promise<DeliveryReport> {
  const { done, failed, dead } = await drainQueue(
    sql,
    emailQueue(sql, mailer, options.from, options.headersFor),
    options,
  )
  return { sent: done, failed, dead }
}
