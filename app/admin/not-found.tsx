import type { Metadata } from 'next'
import { NotFoundBoundaryScreen } from '@/web/components/shell/not-found-boundary'

export const metadata: Metadata = {
  title: 'Page not found',
}

/** A notFound() in the admin (an unknown lead): 404, without the site's frame. */
export default function AdminNotFound() {
  return (
    <main id="main">
      <NotFoundBoundaryScreen />
    </main>
  )
}
