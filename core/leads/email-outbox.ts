/**
 * Delivers the e-mail outbox: claims due rows, sends them, and records the outcome. A row is
 * pending until its first attempt, then sent, or failed with the attempt count and the next try
 * (exponential backoff with jitter), or dead after the last attempt or a permanent refusal
 * (an SMTP 5xx reply such as "no such user"). A sender holds a row with `locked_until`, so two
 * senders never send the same row at once; a sender that dies lets the lock lapse.
 *
 * The mailer is passed in (nodemailer over SMTP in the app and in the Edge Function).
 */
import { headerSafe } from './lead-emails.ts'
import type { SqlClient } from '../db/sql-client.ts'

export interface OutgoingMail {
  from: string
  to: string
  replyTo?: string
  subject: string
  text: string
  html: string
  /** Files as base64 (what both nodemailer and the stored data URL speak). */
  attachments?: { filename: string; base64: string; contentType: string }[]
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
}

export interface OutboxOptions {
  from: string
  /** Rows claimed per round. */
  batchSize?: number
  /** Attempts before a row is dead. */
  maxAttempts?: number
  /** First retry delay; doubles each attempt, capped at maxDelayMs. */
  baseDelayMs?: number
  maxDelayMs?: number
  /** How long a claimed row is held before another sender may take it. */
  lockMs?: number
  random?: () => number
}

export interface DeliveryReport {
  sent: number
  failed: number
  dead: number
}

interface ClaimedRow {
  id: number
  lead_id: string
  kind: string
  to_address: string
  reply_to: string | null
  subject: string
  text_body: string
  html_body: string
  attach_resume: boolean
  attempts: number
}

/** Whether an SMTP error is final (a 5xx reply): retrying would get the same answer. */
export function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/** Delay before attempt `attempt + 1` after `attempt` failed ones (1-based), with ±20% jitter. */
export function retryDelayMs(attempt: number, base: number, max: number, random = Math.random) {
  const plain = Math.min(max, base * 2 ** Math.max(0, attempt - 1))
  return Math.round(plain * (0.8 + 0.4 * random()))
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.length > 500 ? `${text.slice(0, 499)}…` : text
}

/** The lead's résumé as an attachment (stored apart from the lead row, in lead_resumes). */
async function attachmentFor(sql: SqlClient, row: ClaimedRow) {
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

/** Sends every due row once (one round of up to batchSize rows); returns what happened. */
export async function deliverDueEmails(
  sql: SqlClient,
  mailer: Mailer,
  options: OutboxOptions,
): Promise<DeliveryReport> {
  const batchSize = options.batchSize ?? 20
  const maxAttempts = options.maxAttempts ?? 8
  const baseDelayMs = options.baseDelayMs ?? 30_000
  const maxDelayMs = options.maxDelayMs ?? 3_600_000
  const lockMs = options.lockMs ?? 120_000
  const report: DeliveryReport = { sent: 0, failed: 0, dead: 0 }

  const { rows } = await sql.query<ClaimedRow>(
    `update email_outbox o
        set locked_until = now() + ($2::bigint * interval '1 millisecond')
      where o.id in (
        select id from email_outbox
         where status in ('pending', 'failed')
           and next_attempt_at <= now()
           and (locked_until is null or locked_until < now())
         order by next_attempt_at, id
         limit $1
         for update skip locked)
      returning o.id, o.lead_id, o.kind, o.to_address, o.reply_to, o.subject, o.text_body,
                o.html_body, o.attach_resume, o.attempts`,
    [batchSize, lockMs],
  )

  await Promise.all(
    rows.map(async (row) => {
      let failure: unknown = null
      try {
        // Header values once more on one line, whoever wrote the row.
        await mailer.send({
          from: headerSafe(options.from, 320),
          to: headerSafe(row.to_address, 320),
          replyTo: row.reply_to ? headerSafe(row.reply_to, 320) : undefined,
          subject: headerSafe(row.subject, 300),
          text: row.text_body,
          html: row.html_body,
          attachments: await attachmentFor(sql, row),
        })
      } catch (error) {
        failure = error ?? new Error('unknown mail error')
      }
      if (failure === null) {
        await sql.query(
          `update email_outbox
              set status = 'sent', attempts = attempts + 1, sent_at = now(), last_error = null,
                  locked_until = null
            where id = $1`,
          [row.id],
        )
        report.sent++
        return
      }
      const attempt = row.attempts + 1
      const dead = attempt >= maxAttempts || isPermanentMailError(failure)
      const delay = retryDelayMs(attempt, baseDelayMs, maxDelayMs, options.random)
      await sql.query(
        `update email_outbox
            set status = $2, attempts = attempts + 1, last_error = $3, locked_until = null,
                next_attempt_at = now() + ($4::bigint * interval '1 millisecond')
          where id = $1`,
        [row.id, dead ? 'dead' : 'failed', errorText(failure), delay],
      )
      if (dead) report.dead++
      else report.failed++
    }),
  )
  return report
}

/** Rounds of delivery until no due row is left (or `maxRounds`). */
export async function drainOutbox(
  sql: SqlClient,
  mailer: Mailer,
  options: OutboxOptions & { maxRounds?: number },
): Promise<DeliveryReport> {
  const total: DeliveryReport = { sent: 0, failed: 0, dead: 0 }
  for (let round = 0; round < (options.maxRounds ?? 50); round++) {
    const report = await deliverDueEmails(sql, mailer, options)
    total.sent += report.sent
    total.failed += report.failed
    total.dead += report.dead
    if (report.sent + report.failed + report.dead === 0) break
  }
  return total
}
