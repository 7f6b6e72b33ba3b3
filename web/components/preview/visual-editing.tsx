'use client'
/**
 * Sanity's visual editing, for an editor in draft mode on the Sanity backend: overlays that open
 * the field behind a text in the Studio (read from the stega-encoded strings), the Presentation
 * tool's navigation, and a refresh of the page after each edit. next-sanity's client component
 * loads its code lazily, so it reaches the browser only when this is rendered: in draft mode.
 * https://www.sanity.io/docs/visual-editing/visual-editing-with-next-js-app-router
 */
import { useRouter } from 'next/navigation'
import { VisualEditing } from 'next-sanity/visual-editing/client-component'
import {
  perspectiveChangeAction,
  variantChangeAction,
} from 'next-sanity/visual-editing/server-actions'

export function SanityVisualEditing() {
  const router = useRouter()
  return (
    <VisualEditing
      onPerspectiveChange={perspectiveChangeAction}
      onVariantChange={variantChangeAction}
      // The pages read drafts uncached in draft mode, so a server refresh shows the edit. Sanity
      // waits for the returned promise before it sends the next refresh.
      refresh={() => {
        router.refresh()
        return new Promise((resolve) => setTimeout(resolve, 1000))
      }}
    />
  )
}
