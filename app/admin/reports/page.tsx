import type { Metadata } from 'next'
import { adminAccess } from '@/web/admin/auth'
import { deliveryNotice } from '@/web/admin/inbox-page'
import { defaultReportQuery, leadReport, parseReportQuery } from '@/web/admin/lead-report'
import { AdminFrame } from '@/web/components/admin/admin-frame'
import { AdminSignIn, AdminUnavailable } from '@/web/components/admin/admin-sign-in'
import { LeadReportView } from '@/web/components/admin/lead-report-view'

// Per request: it reads the session cookie, and ADMIN_TOKEN at run time, not at build time.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Lead report', robots: { index: false, follow: false } }

const PAGE = '/admin/reports'

/** /admin/reports: leads by source, medium, campaign or form over a range of days. */
export default async function AdminReportsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const access = await adminAccess()
  if (access.status === 'signed-out') return <AdminSignIn title="Lead report" next={PAGE} />
  if (access.status === 'unavailable') return <AdminUnavailable />
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(await searchParams)) {
    const first = Array.isArray(value) ? value[0] : value
    if (first) params.set(name, first)
  }
  // A page, not an API: parameters that are not valid fall back to the default report.
  const parsed = parseReportQuery(params)
  const query = 'value' in parsed ? parsed.value : defaultReportQuery()
  const data = await Promise.all([leadReport(access.sql, query), deliveryNotice(access.sql)]).catch(
    (error: unknown) => {
      console.error('[admin] lead report unavailable:', error)
      return null
    },
  )
  if (!data) return <AdminUnavailable />
  const [report, notice] = data
  return (
    <AdminFrame notice={notice}>
      {'error' in parsed ? (
        <p role="alert" className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {parsed.error}; showing the last 30 days instead.
        </p>
      ) : null}
      <LeadReportView report={report} />
    </AdminFrame>
  )
}
