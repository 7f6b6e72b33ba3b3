/**
 * The lead report: how many leads each source, medium, campaign (of the first or the last touch)
 * or form brought over a range of days. Leads in the spam state are not counted (they are given
 * apart), so a burst of bot traffic does not pass for a campaign's success.
 *
 * Days are UTC calendar days, both ends included. Shared by the admin page and
 * `GET /api/admin/reports/leads?from=&to=&by=&touch=`.
 */
import type { SqlClient } from '@/core/db/sql-client.ts'
import { SHORT_TYPE_TITLES, type ShortType } from '@/core/leads/form-types.ts'

export const REPORT_DIMENSIONS = ['source', 'medium', 'campaign', 'form'] as const
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number]
export const REPORT_TOUCHES = ['last', 'first'] as const
export type ReportTouch = (typeof REPORT_TOUCHES)[number]

/** The default range: the last 30 days, today included. */
export const DEFAULT_REPORT_DAYS = 30
/** The longest range one report covers. */
export const MAX_REPORT_DAYS = 731
/** Groups listed; the rest are summed as one "other" row. */
export const MAX_REPORT_ROWS = 100

export interface ReportQuery {
  /** First day, YYYY-MM-DD (UTC). */
  from: string
  /** Last day, YYYY-MM-DD (UTC), included. */
  to: string
  by: ReportDimension
  touch: ReportTouch
}

export interface ReportRow {
  /** The source, medium, campaign or form type; null where the lead has none (not set). */
  key: string | null
  label: string
  leads: number
}

export interface LeadReport extends ReportQuery {
  /** Leads counted (spam excluded). */
  total: number
  /** Leads in the spam state in the range, not counted above. */
  spam: number
  rows: ReportRow[]
  /** Leads of the groups past MAX_REPORT_ROWS, summed. */
  other: number
  /** Leads counted per day of the range, every day listed (zero included). */
  days: { day: string; leads: number }[]
}

const DAY_MS = 86_400_000
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day as a UTC date, or null. */
export function parseDay(value: string): Date | null {
  const match = DAY.exec(value)
  if (!match) return null
  // Days the database can count (9999-12-31's next day is written +010000-…, which it cannot read).
  const year = Number(match[1])
  if (year < 1970 || year > 9998) return null
  const date = new Date(Date.UTC(year, Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === value ? date : null
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/** The report's query from URL parameters, or what is wrong with them (a 400). */
export function parseReportQuery(
  params: URLSearchParams,
  now: Date = new Date(),
): { value: ReportQuery } | { error: string } {
  const by = params.get('by') ?? 'source'
  if (!(REPORT_DIMENSIONS as readonly string[]).includes(by)) {
    return { error: `by must be one of ${REPORT_DIMENSIONS.join(', ')}` }
  }
  const touch = params.get('touch') ?? 'last'
  if (!(REPORT_TOUCHES as readonly string[]).includes(touch)) {
    return { error: `touch must be one of ${REPORT_TOUCHES.join(', ')}` }
  }
  const toText = params.get('to') || dayOf(now)
  const to = parseDay(toText)
  if (!to) return { error: 'to must be a day as YYYY-MM-DD, from 1970 to 9998' }
  const fromText =
    params.get('from') || dayOf(new Date(to.getTime() - (DEFAULT_REPORT_DAYS - 1) * DAY_MS))
  const from = parseDay(fromText)
  if (!from) return { error: 'from must be a day as YYYY-MM-DD, from 1970 to 9998' }
  if (from > to) return { error: 'from must not be after to' }
  if ((to.getTime() - from.getTime()) / DAY_MS + 1 > MAX_REPORT_DAYS) {
    return { error: `The range may cover at most ${MAX_REPORT_DAYS} days` }
  }
  return {
    value: { from: fromText, to: toText, by: by as ReportDimension, touch: touch as ReportTouch },
  }
}

/** The report with no parameters: the last 30 days by last-touch source. */
export function defaultReportQuery(now: Date = new Date()): ReportQuery {
  const parsed = parseReportQuery(new URLSearchParams(), now)
  if ('error' in parsed) throw new Error(parsed.error)
  return parsed.value
}

/** The column a dimension groups by (names from constants only, never from the request). */
function groupColumn(by: ReportDimension, touch: ReportTouch): string {
  if (by === 'form') return 'l.form_type'
  return `l.${touch}_${by}`
}

export function rowLabel(by: ReportDimension, key: string | null): string {
  if (key === null) return '(not set)'
  return by === 'form' ? (SHORT_TYPE_TITLES[key as ShortType] ?? key) : key
}

export async function leadReport(sql: SqlClient, query: ReportQuery): Promise<LeadReport> {
  const start = parseDay(query.from)!
  const end = new Date(parseDay(query.to)!.getTime() + DAY_MS)
  const column = groupColumn(query.by, query.touch)
  const { rows } = await sql.query<{ key: string | null; leads: number; spam: number }>(
    `select ${column} as key,
            count(*) filter (where l.state <> 'spam')::int as leads,
            count(*) filter (where l.state = 'spam')::int as spam
       from leads l
      where l.created_at >= $1 and l.created_at < $2
      group by 1
      order by 2 desc, 1 asc nulls last`,
    [start.toISOString(), end.toISOString()],
  )
  const { rows: perDay } = await sql.query<{ day: string; leads: number }>(
    `select to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as leads
       from leads l
      where l.created_at >= $1 and l.created_at < $2 and l.state <> 'spam'
      group by 1`,
    [start.toISOString(), end.toISOString()],
  )
  const byDay = new Map(perDay.map((row) => [row.day, Number(row.leads)]))
  const days: LeadReport['days'] = []
  for (let at = start.getTime(); at < end.getTime(); at += DAY_MS) {
    const day = dayOf(new Date(at))
    days.push({ day, leads: byDay.get(day) ?? 0 })
  }
  const counted = rows.filter((row) => Number(row.leads) > 0)
  const listed = counted.slice(0, MAX_REPORT_ROWS)
  return {
    ...query,
    total: counted.reduce((sum, row) => sum + Number(row.leads), 0),
    spam: rows.reduce((sum, row) => sum + Number(row.spam), 0),
    rows: listed.map((row) => ({
      key: row.key,
      label: rowLabel(query.by, row.key),
      leads: Number(row.leads),
    })),
    other: counted.slice(MAX_REPORT_ROWS).reduce((sum, row) => sum + Number(row.leads), 0),
    days,
  }
}
