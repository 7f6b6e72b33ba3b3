import type { Metadata } from 'next'
import { NotFoundScreen } from '@/web/components/shell/not-found-screen'

export const metadata: Metadata = {
  title: 'Page not found',
}

/** An unknown path or a notFound() in a page: status 404, inside the site's header and footer. */
export default function SiteNotFound() {
  return <NotFoundScreen />
}
