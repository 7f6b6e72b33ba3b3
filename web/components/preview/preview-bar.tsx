'use client'
/**
 * The bar an editor sees while draft mode is on, at the foot of the window on every page:
 * 'Preview — showing drafts' and 'Exit preview'. Exit is a form posting to the disable route,
 * never a link, so no prefetch or crawler can end a preview. Rendered only in draft mode; hidden
 * inside the Studio's Presentation tool, which frames the page and has its own controls. While it
 * shows, `--preview-bar-height` lifts the floating controls (cost calculator, toasts) above it.
 */
import { Eye } from '@/web/components/ui/icons'
import { usePathname } from 'next/navigation'
import { useSyncExternalStore } from 'react'
import { buttonClass } from '@/web/components/ui/button'

export const DISABLE_DRAFT_MODE_PATH = '/api/draft-mode/disable'

/** The bar's height: its row (py-2.5 around an h-9 button), its border and the phone's inset. */
const BAR_HEIGHT = 'calc(3.5rem + 1px + env(safe-area-inset-bottom, 0px))'

const noSubscription = () => () => {}
const isFramed = () => window.self !== window.top

export function PreviewBar() {
  const pathname = usePathname()
  const framed = useSyncExternalStore(noSubscription, isFramed, () => false)
  if (framed) return null

  return (
    <aside
      aria-label="Preview"
      className="sticky bottom-0 z-[70] border-t border-amber-500/60 bg-amber-300 text-slate-950 shadow-[0_-8px_24px_-12px_rgba(15,23,42,0.35)] print:hidden"
    >
      <style>{`:root{--preview-bar-height:${BAR_HEIGHT}}`}</style>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))] sm:px-6">
        <p className="flex min-w-0 items-center gap-2 text-sm font-semibold">
          <Eye className="size-4 shrink-0" />
          <span>Preview — showing drafts</span>
        </p>
        <form
          method="post"
          action={DISABLE_DRAFT_MODE_PATH}
          onSubmit={(event) => {
            // Back to this very page, with its query, after leaving draft mode.
            const field = event.currentTarget.elements.namedItem('redirect')
            if (field instanceof HTMLInputElement) {
              field.value = `${window.location.pathname}${window.location.search}`
            }
          }}
        >
          <input type="hidden" name="redirect" value={pathname} />
          <button
            type="submit"
            className={buttonClass({
              size: 'sm',
              className:
                'bg-slate-950 text-white shadow-none hover:bg-slate-800 focus-visible:outline-slate-950',
            })}
          >
            Exit preview
          </button>
        </form>
      </div>
    </aside>
  )
}
