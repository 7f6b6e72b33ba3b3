import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'
import { ADMIN_COOKIE, verifySessionValue } from '@/web/admin/session'
import { AdminSignIn } from '@/web/components/admin/admin-sign-in'
import { LeadsTable } from '@/web/components/admin/leads-table'
import { env } from '@/web/env'
import { recentLeads } from '@/web/leads/server/service'

// Per request: it reads the session cookie, and ADMIN_TOKEN at run time, not at build time.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Leads', robots: { index: false, follow: false } }

export default async function AdminLeadsPage() {
  if (!env.ADMIN_TOKEN) notFound()
  const session = (await cookies()).get(ADMIN_COOKIE)?.value
  if (!verifySessionValue(session, env.ADMIN_TOKEN)) return <AdminSignIn />
  const leads = await recentLeads(200).catch((error: unknown) => {
    console.error('[admin] leads unavailable:', error)
    return null
  })
  if (!leads) {
    return (
      <p className="mx-auto mt-24 max-w-xl px-4">The leads database is unavailable right now.</p>
    )
  }
  return <LeadsTable leads={leads} />
}
