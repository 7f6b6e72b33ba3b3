'use client'
/**
 * The floating actions' inline script (./floating-dock.ts), drawn by a client component so that
 * its text is in the page's HTML only. Drawn by a server component, React also sent it in the
 * page's data (a 5.5 kB text row on every page), for a script the browser runs once, while
 * parsing, and React never runs again (an inserted script does not run).
 *
 * In the browser the text is empty, so the bundle carries none of it (Next compiles
 * `typeof window` to a constant, and the constant's import is dropped): hydration keeps the
 * server's script element as it is (React does not rewrite a hydrated element's inner HTML), and
 * the actions sit in the root layout, which a page change never draws again.
 */
import { FLOATING_DOCK_SCRIPT } from './floating-dock'

export function FloatingDockScript() {
  return (
    <script
      dangerouslySetInnerHTML={{
        __html: typeof window === 'undefined' ? FLOATING_DOCK_SCRIPT : '',
      }}
      suppressHydrationWarning
    />
  )
}
