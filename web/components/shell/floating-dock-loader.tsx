'use client'
/**
 * Starts the floating actions' script (./floating-dock.ts) once the page has loaded: the file
 * (FLOATING_DOCK_SRC) is asked for after the load event, so that neither the page's HTML (where it
 * was inline: 1.5 kB of every page's compressed bytes) nor the JavaScript a phone fetches before
 * the load carries it (issue 46). The buttons are shown once it has placed them
 * (`data-dock-ready` on <html>), so that they never stand over a control while it is on its way.
 * The actions sit in the root layout, which a page change never draws again: it runs once.
 */
import { useEffect } from 'react'
import { afterLoad } from '@/web/lib/after-load'

export function FloatingDockLoader({ src }: { src: string }) {
  useEffect(() => {
    const start = () => {
      if (document.querySelector('script[data-floating-dock]')) return
      const script = document.createElement('script')
      script.src = src
      script.dataset.floatingDock = ''
      document.body.append(script)
    }
    return afterLoad(start)
  }, [src])
  return null
}
