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
    // The root layout draws no <html> (app/layout.tsx): this screen brings its own, without the
    // toasts' region (it shows none), to keep what every page carries of it small.
    <RootDocument toaster={false}>
      <main id="main">
        <NotFoundBoundaryScreen />
      </main>
    </RootDocument>
  )
}
