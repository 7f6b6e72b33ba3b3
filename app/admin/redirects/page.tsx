import type { Metadata } from 'next'
import { adminAccess } from '@/web/admin/auth'
import { deliveryNotice } from '@/web/admin/inbox-page'
import { AdminFrame } from '@/web/components/admin/admin-frame'
import { AdminSignIn, AdminUnavailable } from '@/web/components/admin/admin-sign-in'
import { RedirectsList } from '@/web/components/admin/redirects-list'
import { backend } from '@/web/content/backend'
import { adminRedirectsQuery } from '@/web/content/queries'
import type { AdminRedirectsQueryResult } from '@/web/content/sanity.types'
import { readHits } from '@/web/redirects/hits'

// Per request: it reads the session cookie, the hit counts and the published redirects.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Redirects',
  robots: { index: false, follow: false },
}

const PAGE = '/admin/redirects'

/** /admin/redirects: behind the admin sign-in, every redirect with its hit count. */
export default async function AdminRedirectsPage() {
  const access = await adminAccess()
  if (access.status === 'signed-out') return <AdminSignIn title="Redirects" next={PAGE} />
  if (access.status === 'unavailable') return <AdminUnavailable />
  const loaded = await Promise.all([
    backend.query<AdminRedirectsQueryResult>(adminRedirectsQuery, {}, 'published'),
    readHits(access.sql),
    deliveryNotice(access.sql),
  ]).catch((error: unknown) => {
    console.error('[admin] redirects unavailable:', error)
    return null
  })
  if (!loaded) return <AdminUnavailable />
  const [content, hits, notice] = loaded
  const redirects = content.redirects.flatMap((doc) =>
    doc.from && doc.to && !doc._id.startsWith('drafts.')
      ? [
          {
            id: doc._id,
            from: doc.from,
            to: doc.to,
            permanent: doc.permanent !== false,
            note: doc.note ?? null,
            recorded: Boolean(doc.recordedAt),
            hits: hits.get(doc._id)?.hits ?? 0,
            lastHitAt: hits.get(doc._id)?.lastHitAt ?? null,
          },
        ]
      : [],
  )
  const gone = content.gone.flatMap((doc) =>
    doc.path ? [{ id: doc._id, path: doc.path, at: doc.at ? new Date(doc.at) : null }] : [],
  )
  return (
    <AdminFrame notice={notice}>
      <RedirectsList redirects={redirects} gone={gone} />
    </AdminFrame>
  )
}
