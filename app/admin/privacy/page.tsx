import type { Metadata } from 'next'
import { checkedAddress } from '@/core/privacy/addresses.ts'
import { countHeld } from '@/core/privacy/people.ts'
import { auditLog, listPrivacyRequests } from '@/core/privacy/requests.ts'
import { adminAccess } from '@/web/admin/auth'
import { deliveryNotice } from '@/web/admin/inbox-page'
import { AdminFrame } from '@/web/components/admin/admin-frame'
import { AdminSignIn, AdminUnavailable } from '@/web/components/admin/admin-sign-in'
import { PrivacyDesk } from '@/web/components/admin/privacy-desk'

// Per request: it reads the session cookie, and ADMIN_TOKEN at run time, not at build time.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Privacy', robots: { index: false, follow: false } }

const PAGE = '/admin/privacy'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /admin/privacy: privacy requests with their deadlines, a person's data, the audit log. */
export default async function AdminPrivacyPage({ searchParams }: Props) {
  const access = await adminAccess()
  if (access.status === 'signed-out') return <AdminSignIn title="Privacy" next={PAGE} />
  if (access.status === 'unavailable') return <AdminUnavailable />
  const params = await searchParams
  const email = checkedAddress(params.email)
  const erased = checkedAddress(params.erased)
  const data = await Promise.all([
    listPrivacyRequests(access.sql),
    auditLog(access.sql),
    email ? countHeld(access.sql, email) : null,
    deliveryNotice(access.sql),
  ]).catch((error: unknown) => {
    console.error('[admin] privacy unavailable:', error)
    return null
  })
  if (!data) return <AdminUnavailable />
  const [requests, audit, counts, notice] = data
  return (
    <AdminFrame notice={notice}>
      <PrivacyDesk
        requests={requests}
        audit={audit}
        person={email && counts ? { email, counts } : null}
        erased={erased}
        now={Date.now()}
      />
    </AdminFrame>
  )
}
