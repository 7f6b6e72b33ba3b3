import type { Metadata } from 'next'
import { RootDocument } from '@/web/components/shell/root-document'
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
    // The root layout draws no <html> (app/layout.tsx): this screen brings its own.
    <RootDocument>
      <main id="main">
        <NotFoundBoundaryScreen />
      </main>
    </RootDocument>
  )
}
