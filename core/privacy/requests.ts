/**
 * A visitor's privacy request (issue 33, item 5): asked for from the privacy policy page, it
 * counts once the person follows the signed link e-mailed to the address (so nobody can ask about
 * someone else's), and then waits in the admin with its deadline: a month from confirmation
 * (GDPR art. 12(3), UK GDPR), 30 days here.
 */
import type { SqlClient } from '../db/sql-client.ts'
import { escapeHtml, headerSafe, type SiteFacts } from '../leads/lead-emails.ts'
import { isEmailAddress } from '../leads/lead-schemas.ts'
import { normalizeAddress } from './addresses.ts'
import { writeAudit } from './people.ts'
import type { SignedLinks } from './signed-links.ts'
import type { Locale } from '../i18n/locales.ts'
import { arabicDays } from '../i18n/count-words.ts'
import { dirAttribute, htmlOpen, ltr, mailLocale, pagePath } from '../leads/mail-locale.ts'

export const PRIVACY_REQUEST_KINDS = ['access', 'erasure'] as const
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number]

export const PRIVACY_CONFIRM_PATH = '/privacy-request/confirm'
/** Days the agency has to answer a confirmed request. */
export const RESPONSE_DAYS = 30
/** Days a confirmation link holds (an unconfirmed request is deleted after as many). */
export const CONFIRM_DAYS = 7

const DAY_MS = 86_400_000

/** The words of the confirmation e-mail, in each of the site's languages. */
interface RequestCopy {
  hello: string
  what: Record<PrivacyRequestKind, string>
  subject: (brand: string) => string
  asked: (brand: string, what: string) => string
  confirmLine: (url: string) => string
  button: string
  answered: (days: number) => string
  ignore: (days: number) => string
}

const REQUEST_COPY: Record<Locale, RequestCopy> = {
  en: {
    hello: 'Hello,',
    what: {
      access: 'a copy of the personal data we hold about this e-mail address',
      erasure: 'the erasure of the personal data we hold about this e-mail address',
    },
    subject: (brand) => `Please confirm your privacy request to ${brand}`,
    asked: (brand, what) =>
      `Someone, we hope you, asked ${brand} for ${what}. We act on it once you confirm that the address is yours.`,
    confirmLine: (url) => `Confirm the request: ${url}`,
    button: 'Confirm my request',
    answered: (days) => `Once confirmed, we answer within ${days} days.`,
    ignore: (days) =>
      `If you did not ask, ignore this e-mail: nothing happens, and the request is deleted after ${days} days.`,
  },
  ar: {
    hello: 'مرحباً،',
    what: {
      access: 'نسخة من البيانات الشخصية التي نحتفظ بها والمرتبطة بهذا البريد الإلكتروني',
      erasure: 'حذف البيانات الشخصية التي نحتفظ بها والمرتبطة بهذا البريد الإلكتروني',
    },
    subject: (brand) => `يرجى تأكيد طلب الخصوصية المقدَّم إلى ${brand}`,
    asked: (brand, what) =>
      `طلب أحدهم من ${brand}، ونأمل أن تكون أنت، ${what}. سننفّذ الطلب بعد أن تؤكد أن هذا البريد الإلكتروني يخصّك.`,
    confirmLine: (url) => `لتأكيد الطلب:\n${url}`,
    button: 'تأكيد طلبي',
    answered: (days) => `بعد التأكيد، نرد عليك خلال ${arabicDays(days)}.`,
    ignore: (days) =>
      `إذا لم تقدّم هذا الطلب، تجاهل هذه الرسالة: لن يحدث شيء، وسيُحذف الطلب بعد ${arabicDays(days)}.`,
  },
}

export const isPrivacyRequestKind = (value: unknown): value is PrivacyRequestKind =>
  (PRIVACY_REQUEST_KINDS as readonly unknown[]).includes(value)

function requestEmail(
  kind: PrivacyRequestKind,
  site: SiteFacts,
  confirmUrl: string,
  confirmDays: number,
  locale: Locale,
) {
  const copy = REQUEST_COPY[locale]
  const brand = site.brandName
  const subject = headerSafe(copy.subject(brand))
  const asked = copy.asked(brand, copy.what[kind])
  const answered = copy.answered(RESPONSE_DAYS)
  const ignore = copy.ignore(confirmDays)
  const text = [
    copy.hello,
    '',
    asked,
    '',
    copy.confirmLine(confirmUrl),
    '',
    answered,
    '',
    ignore,
    '',
    brand,
    [site.phone, site.email, site.siteUrl].filter(Boolean).join(' · '),
    '',
  ].join('\n')
  const dir = dirAttribute(locale)
  const html = `<!doctype html>
${htmlOpen(locale)}
<p${dir} style="margin:0 0 16px">${escapeHtml(copy.hello)}</p>
<p${dir} style="margin:0 0 16px">${escapeHtml(asked)}</p>
<p${dir} style="margin:0 0 24px"><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:9999px;text-decoration:none;font-weight:bold">${escapeHtml(copy.button)}</a></p>
<p${dir} style="margin:0 0 16px">${escapeHtml(answered)}</p>
<p${dir} style="margin:0 0 16px">${escapeHtml(ignore)}</p>
<p${dir} style="margin:24px 0 0"><strong>${escapeHtml(brand)}</strong><br>${[site.phone, site.email]
    .filter(Boolean)
    .map((fact) => ltr(escapeHtml(fact), locale))
    .join(' · ')}</p>
</body></html>`
  return { subject, text, html }
}

/** Stores an unconfirmed request and its confirmation e-mail, in one statement. */
export async function createPrivacyRequest(
  sql: SqlClient,
  request: {
    email: string
    kind: PrivacyRequestKind
    /** The language of the page it was asked from: the e-mail and its link are in it. */
    locale?: string
  },
  site: SiteFacts,
  links: SignedLinks,
  now: Date,
  confirmDays = CONFIRM_DAYS,
): Promise<string> {
  const email = normalizeAddress(request.email)
  if (!isEmailAddress(email)) throw new Error('Not an e-mail address')
  const id = crypto.randomUUID()
  const token = await links.sign(
    'privacy-request',
    id,
    new Date(now.getTime() + confirmDays * DAY_MS),
  )
  const locale = mailLocale(request.locale)
  const confirmUrl = new URL(pagePath(PRIVACY_CONFIRM_PATH, locale), site.siteUrl)
  confirmUrl.searchParams.set('token', token)
  const mail = requestEmail(request.kind, site, confirmUrl.toString(), confirmDays, locale)
  await sql.query(
    `with request as (
       insert into privacy_requests (id, created_at, email, kind, locale)
       values ($1, $2, $3, $4, $9)
       returning id)
     insert into email_outbox (privacy_request_id, kind, to_address, reply_to, subject, text_body,
                               html_body)
     select id, 'privacy-request', $3, $5, $6, $7, $8 from request`,
    [
      id,
      now.toISOString(),
      email,
      request.kind,
      isEmailAddress(site.email) ? site.email : null,
      mail.subject,
      mail.text,
      mail.html,
      locale,
    ],
  )
  return id
}

export interface PrivacyRequest {
  id: string
  createdAt: string
  email: string
  kind: PrivacyRequestKind
  status: 'unconfirmed' | 'open' | 'completed'
  confirmedAt: string | null
  dueAt: string | null
  completedAt: string | null
}

const COLUMNS = `id, created_at as "createdAt", email, kind, status, confirmed_at as "confirmedAt",
  due_at as "dueAt", completed_at as "completedAt"`

function plain(row: Record<string, unknown>): PrivacyRequest {
  const iso = (value: unknown) =>
    value === null || value === undefined ? null : new Date(value as string).toISOString()
  return {
    ...(row as unknown as PrivacyRequest),
    createdAt: iso(row.createdAt)!,
    confirmedAt: iso(row.confirmedAt),
    dueAt: iso(row.dueAt),
    completedAt: iso(row.completedAt),
  }
}

export type ConfirmRequestOutcome =
  { outcome: 'confirmed' | 'already-confirmed'; request: PrivacyRequest } | { outcome: 'not-found' }

/** Confirms a request: it opens, due RESPONSE_DAYS from now, and the audit log says so. */
export async function confirmPrivacyRequest(
  sql: SqlClient,
  id: string,
  now: Date,
): Promise<ConfirmRequestOutcome> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return { outcome: 'not-found' }
  const due = new Date(now.getTime() + RESPONSE_DAYS * DAY_MS)
  const { rows } = await sql.query<Record<string, unknown>>(
    `update privacy_requests set status = 'open', confirmed_at = $2, due_at = $3
      where id = $1 and status = 'unconfirmed' returning ${COLUMNS}`,
    [id, now.toISOString(), due.toISOString()],
  )
  if (rows[0]) {
    const request = plain(rows[0])
    await writeAudit(sql, {
      action: 'request-confirmed',
      actor: 'visitor',
      email: request.email,
      details: { request: request.id, kind: request.kind, dueAt: request.dueAt },
      at: now,
    })
    return { outcome: 'confirmed', request }
  }
  const { rows: existing } = await sql.query<Record<string, unknown>>(
    `select ${COLUMNS} from privacy_requests where id = $1`,
    [id],
  )
  return existing[0]
    ? { outcome: 'already-confirmed', request: plain(existing[0]) }
    : { outcome: 'not-found' }
}

/** The confirmed requests, open ones first by deadline, then the latest answered ones. */
export async function listPrivacyRequests(sql: SqlClient, limit = 100): Promise<PrivacyRequest[]> {
  const { rows } = await sql.query<Record<string, unknown>>(
    `select ${COLUMNS} from privacy_requests where status <> 'unconfirmed'
      order by status = 'open' desc, case when status = 'open' then due_at end asc,
               completed_at desc nulls last, seq desc
      limit $1`,
    [limit],
  )
  return rows.map(plain)
}

/** Marks an open request answered (an access request once its export was sent). */
export async function completePrivacyRequest(
  sql: SqlClient,
  id: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await sql.query(
    `update privacy_requests set status = 'completed', completed_at = $2
      where id = $1 and status = 'open' returning id`,
    [id, now.toISOString()],
  )
  return rows.length > 0
}

export interface AuditEntry {
  id: number
  at: string
  action: string
  actor: string
  subjectHint: string
  details: Record<string, unknown>
}

export async function auditLog(sql: SqlClient, limit = 100): Promise<AuditEntry[]> {
  const { rows } = await sql.query<Record<string, unknown>>(
    `select id, at, action, actor, subject_hint as "subjectHint", details
       from privacy_audit_log order by at desc, id desc limit $1`,
    [limit],
  )
  return rows.map((row) => ({
    ...(row as unknown as AuditEntry),
    id: Number(row.id),
    at: new Date(row.at as string).toISOString(),
    details: (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as Record<
      string,
      unknown
    >,
  }))
}
