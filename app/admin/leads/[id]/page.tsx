import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getLead } from '@/web/admin/lead-queries'
import { adminAccess } from '@/web/admin/auth'
import { deliveryNotice } from '@/web/admin/inbox-page'
import { AdminFrame } from '@/web/components/admin/admin-frame'
import { AdminSignIn, AdminUnavailable } from '@/web/components/admin/admin-sign-in'
import { LeadDetail } from '@/web/components/admin/lead-detail'
import { crmTarget } from '@/web/leads/server/outbox-worker'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Lead', robots: { index: false, follow: false } }

export default async function AdminLeadPage({ params }: { params: Promise<{ id: string }> }) {
  const access = await adminAccess()
  if (access.status === 'signed-out') return <AdminSignIn />
  if (access.status === 'unavailable') return <AdminUnavailable />
  const { id } = await params
  const data = await Promise.all([getLead(access.sql, id), deliveryNotice(access.sql)]).catch(
    (error: unknown) => {
      console.error('[admin] leads unavailable:', error)
      return null
    },
  )
  if (!data) return <AdminUnavailable />
  const [lead, notice] = data
  if (!lead) notFound()
  return (
    <AdminFrame notice={notice}>
      <LeadDetail lead={lead} crmConfigured={crmTarget() !== null} />
    </AdminFrame>
  )
}
