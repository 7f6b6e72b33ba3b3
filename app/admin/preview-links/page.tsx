import type { Metadata } from 'next'
import { adminAccess } from '@/web/admin/auth'
import { deliveryNotice } from '@/web/admin/inbox-page'
import { AdminFrame } from '@/web/components/admin/admin-frame'
import { AdminSignIn, AdminUnavailable } from '@/web/components/admin/admin-sign-in'
import { PreviewLinksDesk } from '@/web/components/admin/preview-links-desk'
import { siteUrl } from '@/web/env'
import { linkToken, recentPreviewLinks } from '@/web/preview/client-links'
import { previewKey } from '@/web/preview/preview-gate'

// Per request: it reads the session cookie, and ADMIN_TOKEN at run time, not at build time.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Preview links',
  robots: { index: false, follow: false },
}

const PAGE = '/admin/preview-links'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** /admin/preview-links: behind the admin sign-in; `?path=` prefills the form (Studio action). */
export default async function AdminPreviewLinksPage({ searchParams }: Props) {
  const access = await adminAccess()
  const params = await searchParams
  if (access.status === 'signed-out') {
    // The Studio's action opens this page with the page to preview: keep it through the sign-in.
    const prefill = new URLSearchParams()
    for (const key of ['path', 'label']) {
      const value = first(params[key])
      if (value) prefill.set(key, value)
    }
    const next = prefill.size ? `${PAGE}?${prefill}` : PAGE
    return <AdminSignIn title="Preview links" next={next} />
  }
  if (access.status === 'unavailable') return <AdminUnavailable />
  const key = previewKey()
  const loaded = await Promise.all([recentPreviewLinks(access.sql), deliveryNotice(access.sql)])
    .then(([links, notice]) => ({ links, notice }))
    .catch((error: unknown) => {
      console.error('[admin] preview links unavailable:', error)
      return null
    })
  if (!loaded) return <AdminUnavailable />
  const links = await Promise.all(
    loaded.links.map(async (link) => ({
      ...link,
      url: key ? `${siteUrl}/preview/${await linkToken(key, link.id)}` : '',
    })),
  )
  return (
    <AdminFrame notice={loaded.notice}>
      <PreviewLinksDesk
        links={links}
        created={first(params.created) ?? null}
        prefill={{ path: first(params.path) ?? '', label: first(params.label) ?? '' }}
        now={new Date()}
      />
    </AdminFrame>
  )
}
