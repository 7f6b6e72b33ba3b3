import type { Metadata } from 'next'
import { countByState, findLeads } from '@/web/admin/lead-queries'
import { adminAccess } from '@/web/admin/auth'
import { deliveryNotice, inboxQuery } from '@/web/admin/inbox-page'
import { AdminFrame } from '@/web/components/admin/admin-frame'
import { AdminSignIn, AdminUnavailable } from '@/web/components/admin/admin-sign-in'
import { LeadInbox } from '@/web/components/admin/lead-inbox'

// Per request: it reads the session cookie, and ADMIN_TOKEN at run time, not at build time.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Leads', robots: { index: false, follow: false } }

const PAGE_SIZE = 50

export default async function AdminLeadsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const access = await adminAccess()
  if (access.status === 'signed-out') return <AdminSignIn />
  if (access.status === 'unavailable') return <AdminUnavailable />
  const { filter, cursor } = inboxQuery(await searchParams)
  const data = await Promise.all([
    findLeads(access.sql, { ...filter, cursor, limit: PAGE_SIZE }),
    countByState(access.sql, filter),
    deliveryNotice(access.sql),
  ]).catch((error: unknown) => {
    console.error('[admin] leads unavailable:', error)
    return null
  })
  if (!data) return <AdminUnavailable />
  const [page, counts, notice] = data
  return (
    <AdminFrame notice={notice}>
      <LeadInbox
        filter={filter}
        cursor={cursor}
        leads={page.leads}
        nextCursor={page.nextCursor}
        counts={counts}
      />
    </AdminFrame>
  )
}
