import type { Metadata } from 'next'
import { NotFoundScreen } from '@/web/components/shell/not-found-screen'
import { SiteShell } from '@/web/components/shell/site-shell'

export const metadata: Metadata = {
  title: 'Page not found',
}

/**
 * Any unknown path and every notFound(): answered with status 404, inside the site's header and
 * footer (the root not-found renders outside the (site) layout, so it brings the shell itself).
 */
export default function NotFound() {
  return (
    <SiteShell>
      <NotFoundScreen />
    </SiteShell>
  )
}
