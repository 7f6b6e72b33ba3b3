/**
 * The lead report page's body: the range and grouping (a plain GET form), the leads per group as
 * a bar chart and a table, and the leads per day as columns. Both charts are SVG drawn on the
 * server: no chart code is sent to the browser. Lengths are percentages of the chart's width and
 * text stays at its own size, so a phone gets the same chart, narrower, with readable labels.
 */
import Link from '@/web/components/ui/link'
import {
  type LeadReport,
  REPORT_DIMENSIONS,
  REPORT_TOUCHES,
  type ReportDimension,
} from '@/web/admin/lead-report'
import { buttonClass } from '@/web/components/ui/button'
import { inboxHref } from './lead-inbox'
import { formatDay, formatNumber } from '@/core/format/format'

const DIMENSION_TITLES: Record<ReportDimension, string> = {
  source: 'Source',
  medium: 'Medium',
  campaign: 'Campaign',
  form: 'Form',
}

const TOUCH_TITLES = { last: 'Last touch', first: 'First touch' } as const

/** Bars drawn; the table lists every group. */
const CHART_ROWS = 12
const ROW_HEIGHT = 40

const percent = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0)
const share = (part: number, whole: number) =>
  whole > 0 ? `${formatNumber(percent(part, whole), null, { maximumFractionDigits: 1 })}%` : '—'

const dayLabel = (day: string) => formatDay(day, 'monthDay')

/** Where a row leads: the inbox filtered the same way. */
function rowHref(report: LeadReport, key: string | null): string | null {
  if (key === null) return null
  return report.by === 'form' ? inboxHref({ type: key as never }) : inboxHref({ [report.by]: key })
}

function GroupBars({ report }: { report: LeadReport }) {
  const rows = report.rows.slice(0, CHART_ROWS)
  const most = Math.max(1, ...rows.map((row) => row.leads))
  const height = rows.length * ROW_HEIGHT
  return (
    <svg
      role="img"
      aria-labelledby="report-bars-title"
      width="100%"
      height={height}
      className="block overflow-visible"
    >
      <title id="report-bars-title">
        {`Leads by ${report.by}: ${rows.map((row) => `${row.label} ${row.leads}`).join(', ')}`}
      </title>
      {rows.map((row, index) => {
        const y = index * ROW_HEIGHT
        return (
          <g key={row.key ?? '(not set)'}>
            <text x="0" y={y + 14} className="fill-slate-700 text-[13px]">
              {row.label.length > 48 ? `${row.label.slice(0, 47)}…` : row.label}
            </text>
            <text
              x="100%"
              y={y + 14}
              textAnchor="end"
              className="fill-slate-900 text-[13px] font-semibold tabular-nums"
            >
              {row.leads}
            </text>
            <rect x="0" y={y + 21} width="100%" height="10" rx="5" className="fill-slate-100" />
            <rect
              x="0"
              y={y + 21}
              width={`${Math.max(percent(row.leads, most), 1)}%`}
              height="10"
              rx="5"
              className={row.key === null ? 'fill-slate-400' : 'fill-brand-600'}
            />
          </g>
        )
      })}
    </svg>
  )
}

function DayColumns({ report }: { report: LeadReport }) {
  const most = Math.max(1, ...report.days.map((day) => day.leads))
  const width = 100 / report.days.length
  const first = report.days[0]
  const last = report.days.at(-1)
  return (
    <figure>
      <svg
        role="img"
        aria-labelledby="report-days-title"
        width="100%"
        height="120"
        className="block"
      >
        <title id="report-days-title">
          {`Leads per day from ${report.from} to ${report.to}; most in one day: ${most}`}
        </title>
        <line x1="0" x2="100%" y1="119.5" y2="119.5" className="stroke-slate-200" />
        {report.days.map((day, index) =>
          day.leads > 0 ? (
            <rect
              key={day.day}
              x={`${index * width + width * 0.15}%`}
              y={119 - (day.leads / most) * 110}
              width={`${width * 0.7}%`}
              height={(day.leads / most) * 110}
              rx="1.5"
              className="fill-brand-500"
            >
              <title>{`${day.day}: ${day.leads}`}</title>
            </rect>
          ) : null,
        )}
      </svg>
      <figcaption className="mt-2 flex justify-between text-xs text-slate-500">
        <span>{first ? dayLabel(first.day) : ''}</span>
        <span>Most in one day: {most}</span>
        <span>{last ? dayLabel(last.day) : ''}</span>
      </figcaption>
    </figure>
  )
}

export function LeadReportView({ report }: { report: LeadReport }) {
  const title = DIMENSION_TITLES[report.by]
  const attributed = report.by !== 'form'
  return (
    <div className="grid gap-5">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Lead report</h1>
        <p className="mt-1 text-sm text-slate-600">
          Where the leads came from, by day and by {attributed ? 'campaign' : 'form'}. Spam is not
          counted.
        </p>
      </div>

      <form
        method="get"
        action="/admin/reports"
        className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-[repeat(4,minmax(0,1fr))_auto] sm:items-end"
      >
        <label className="grid gap-1 text-xs font-medium text-slate-600">
          From
          <input
            type="date"
            name="from"
            defaultValue={report.from}
            required
            className="h-11 min-w-0 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 sm:text-sm"
          />
        </label>
        <label className="grid gap-1 text-xs font-medium text-slate-600">
          To
          <input
            type="date"
            name="to"
            defaultValue={report.to}
            required
            className="h-11 min-w-0 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 sm:text-sm"
          />
        </label>
        <label className="grid gap-1 text-xs font-medium text-slate-600">
          Group by
          <select
            name="by"
            defaultValue={report.by}
            className="h-11 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 sm:text-sm"
          >
            {REPORT_DIMENSIONS.map((by) => (
              <option key={by} value={by}>
                {DIMENSION_TITLES[by]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-xs font-medium text-slate-600">
          Touch
          <select
            name="touch"
            defaultValue={report.touch}
            className="h-11 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 sm:text-sm"
          >
            {REPORT_TOUCHES.map((touch) => (
              <option key={touch} value={touch}>
                {TOUCH_TITLES[touch]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className={buttonClass({ size: 'md', className: 'col-span-2 rounded-xl sm:col-span-1' })}
        >
          Show
        </button>
      </form>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-xs font-medium text-slate-500">Leads</dt>
          <dd
            className="mt-1 text-2xl font-bold text-slate-900 tabular-nums"
            data-testid="report-total"
          >
            {report.total}
          </dd>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-xs font-medium text-slate-500">
            {attributed ? `Leads with a ${report.by}` : 'Forms used'}
          </dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
            {attributed
              ? report.total - (report.rows.find((row) => row.key === null)?.leads ?? 0)
              : report.rows.length}
          </dd>
        </div>
        <div className="col-span-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:col-span-1">
          <dt className="text-xs font-medium text-slate-500">Spam, not counted</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{report.spam}</dd>
        </div>
      </dl>

      <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 className="text-sm font-semibold text-slate-900">Leads per day</h2>
        <div className="mt-4">
          <DayColumns report={report} />
        </div>
      </section>

      <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
        <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 className="text-sm font-semibold text-slate-900">
            Leads by {report.by}
            {attributed ? ` (${TOUCH_TITLES[report.touch].toLowerCase()})` : ''}
          </h2>
          <div className="mt-4">
            {report.rows.length ? (
              <GroupBars report={report} />
            ) : (
              <p className="text-sm text-slate-600">No leads in this range.</p>
            )}
          </div>
        </section>

        <section className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-sm" data-testid="report-table">
            <caption className="sr-only">
              Leads by {report.by} from {report.from} to {report.to}
            </caption>
            <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <tr>
                <th scope="col" className="px-4 py-2">
                  {title}
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  Leads
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  Share
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {report.rows.map((row) => {
                const href = rowHref(report, row.key)
                return (
                  <tr key={row.key ?? '(not set)'}>
                    <th scope="row" className="max-w-0 truncate px-4 py-2 text-left font-medium">
                      {href ? (
                        <Link href={href} className="text-brand-700 hover:underline">
                          {row.label}
                        </Link>
                      ) : (
                        <span className="text-slate-500">{row.label}</span>
                      )}
                    </th>
                    <td className="px-4 py-2 text-right tabular-nums">{row.leads}</td>
                    <td className="px-4 py-2 text-right text-slate-600 tabular-nums">
                      {share(row.leads, report.total)}
                    </td>
                  </tr>
                )
              })}
              {report.other > 0 ? (
                <tr>
                  <th scope="row" className="px-4 py-2 text-left font-medium text-slate-500">
                    Other
                  </th>
                  <td className="px-4 py-2 text-right tabular-nums">{report.other}</td>
                  <td className="px-4 py-2 text-right text-slate-600 tabular-nums">
                    {share(report.other, report.total)}
                  </td>
                </tr>
              ) : null}
              {report.rows.length === 0 ? (
                <tr>
                  <td colSpan={3} className="px-4 py-6 text-center text-slate-600">
                    No leads from {report.from} to {report.to}.
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </section>
      </div>
    </div>
  )
}
