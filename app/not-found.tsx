import type { Metadata } from 'next'
import { NotFoundBoundaryScreen } from '@/web/components/shell/not-found-boundary'

export const metadata: Metadata = {
  title: 'Page not found',
}

/**
 * A notFound() outside the site's pages (the site's own 404 is app/(site)/not-found.tsx, inside
 * the header and footer). Kept free of the shell: Next sends the root not-found with every page.
 */
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundBoundaryScreen />
    </main>
  )
}
