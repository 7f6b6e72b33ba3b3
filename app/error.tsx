'use client'
import { RootDocument } from '@/web/components/shell/root-document'
import { ErrorScreen } from '@/web/components/shell/error-screen'

/** An error in a layout below the root (the site shell itself could not render). */
export default function RootError({ error, retry }: { error: unknown; retry: () => void }) {
  // It stands in for a layout that draws the <html> (app/layout.tsx passes its children through).
  return (
    <RootDocument>
      <ErrorScreen error={error} retry={retry} />
    </RootDocument>
  )
}
