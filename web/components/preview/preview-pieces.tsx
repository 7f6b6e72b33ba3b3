'use client'
/**
 * What draft mode adds to the shell (the preview bar, and on Sanity visual editing), as code of
 * its own that is fetched only when an editor previews. These wrappers, under the names of the
 * components they load, are all the shell's chunk carries: without them the bundler would put the
 * bar and visual editing in the chunk that every visitor loads, though a visitor's page never
 * renders either.
 */
import { lazy, Suspense } from 'react'

const Bar = lazy(() => import('./preview-bar').then((mod) => ({ default: mod.PreviewBar })))
const VisualEditing = lazy(() =>
  import('./visual-editing').then((mod) => ({ default: mod.SanityVisualEditing })),
)

export function PreviewBar() {
  return (
    <Suspense fallback={null}>
      <Bar />
    </Suspense>
  )
}

export function SanityVisualEditing() {
  return (
    <Suspense fallback={null}>
      <VisualEditing />
    </Suspense>
  )
}
