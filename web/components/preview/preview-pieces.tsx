'use client'
/**
 * What draft mode adds to the shell (the preview bar, and on Sanity visual editing), as code of
 * its own that is fetched only when an editor previews: a visitor's pages reference neither, and
 * without this split the bundler would put them in the shell's chunk that every visitor loads.
 */
import { lazy, Suspense } from 'react'

const PreviewBar = lazy(() => import('./preview-bar').then((mod) => ({ default: mod.PreviewBar })))
const SanityVisualEditing = lazy(() =>
  import('./visual-editing').then((mod) => ({ default: mod.SanityVisualEditing })),
)

export function PreviewPieces({ visualEditing }: { visualEditing: boolean }) {
  return (
    <Suspense fallback={null}>
      <PreviewBar />
      {visualEditing ? <SanityVisualEditing /> : null}
    </Suspense>
  )
}
