/**
 * Retention (issue 33, item 6): what is deleted once it is old enough, by the clock passed in (the
 * outbox worker's timer in the app, a fake one in tests). The audit log itself is kept.
 */
import type { SqlClient } from '../db/sql-client.ts'
import { writeAudit } from './people.ts'

export interface RetentionPolicy {
  /** Leads in the spam state, days after they arrived. */
  spamLeadDays: number
  /** Résumés, days after they arrived (their leads stay, without the download). */
  resumeDays: number
  /** Newsletter subscriptions never confirmed, and privacy requests never confirmed. */
  unconfirmedDays: number
}

export const DEFAULT_RETENTION: RetentionPolicy = {
  spamLeadDays: 30,
  resumeDays: 180,
  unconfirmedDays: 7,
}

export interface RetentionReport {
  spamLeads: number
  resumes: number
  unconfirmedSubscriptions: number
  unconfirmedRequests: number
}

const DAY_MS = 86_400_000
const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString()

/**
 * Deletes what the policy no longer keeps, in one statement, and writes what it did to the audit
 * log (nothing when there was nothing to delete).
 */
export async function applyRetention(
  sql: SqlClient,
  policy: RetentionPolicy,
  now: Date,
): Promise<RetentionReport> {
  const { rows } = await sql.query<Record<keyof RetentionReport, number>>(
    `with spam as (
       delete from leads where state = 'spam' and created_at < $1 returning id),
     resumes as (
       delete from lead_resumes where created_at < $2
          and lead_id not in (select id from spam) returning lead_id),
     subscriptions as (
       delete from leads l using newsletter_subscriptions s
        where s.lead_id = l.id and s.status = 'pending' and s.created_at < $3
          and l.id not in (select id from spam)
       returning l.id),
     requests as (
       delete from privacy_requests where status = 'unconfirmed' and created_at < $3
       returning id)
     select (select count(*) from spam)::int as "spamLeads",
            (select count(*) from resumes)::int as "resumes",
            (select count(*) from subscriptions)::int as "unconfirmedSubscriptions",
            (select count(*) from requests)::int as "unconfirmedRequests"`,
    [
      before(now, policy.spamLeadDays),
      before(now, policy.resumeDays),
      before(now, policy.unconfirmedDays),
    ],
  )
  const report: RetentionReport = {
    spamLeads: rows[0]?.spamLeads ?? 0,
    resumes: rows[0]?.resumes ?? 0,
    unconfirmedSubscriptions: rows[0]?.unconfirmedSubscriptions ?? 0,
    unconfirmedRequests: rows[0]?.unconfirmedRequests ?? 0,
  }
  if (Object.values(report).some((count) => count > 0)) {
    await writeAudit(sql, {
      action: 'retention',
      actor: 'retention',
      details: { ...report, policy },
      at: now,
    })
  }
  return report
}
