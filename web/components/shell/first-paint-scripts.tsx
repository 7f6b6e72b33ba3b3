'use client'
/**
 * The inline scripts that run before the first paint (the deferred font, the loading screen,
 * content protection), drawn by a client component so that their text is in the page's HTML only:
 * drawn by a server component, React also sent each again in the page's data (issue 46), for a
 * script the browser runs once, while parsing, and React never runs again.
 *
 * In the browser the text is empty, so the bundle carries none of it (Next compiles
 * `typeof window` to a constant, and the constants' imports are dropped): hydration keeps the
 * server's script element as it is, and the shell that draws them is never drawn again by a page
 * change.
 */
import { LOADING_SCRIPT } from '@/web/components/loading/loading-script'
import { DEFERRED_FONT_SCRIPT } from '@/web/fonts/deferred-font'
import { protectionScript } from './content-protection-rules'

/**
 * A script element with `text` in the server's HTML; each caller writes
 * `typeof window === 'undefined' ? TEXT : ''` itself, so that the bundler drops the text there.
 */
function ServerTextScript({ text }: { text: string }) {
  return <script dangerouslySetInnerHTML={{ __html: text }} suppressHydrationWarning />
}

/** A first visit keeps the fallback font; Inter is fetched after its first paint. */
export function DeferredFontScript() {
  return <ServerTextScript text={typeof window === 'undefined' ? DEFERRED_FONT_SCRIPT : ''} />
}

/** Shows the loading screen on a session's first page (../loading/loading-script.ts). */
export function LoadingScreenScript() {
  return <ServerTextScript text={typeof window === 'undefined' ? LOADING_SCRIPT : ''} />
}

/**
 * Turns content protection on before the first paint, but on the preview hosts and the tools
 * (./content-protection-rules.ts); the hosts are the page's data already (`ContentProtection`).
 */
export function ContentProtectionScript({ previewHosts }: { previewHosts: readonly string[] }) {
  return (
    <ServerTextScript text={typeof window === 'undefined' ? protectionScript(previewHosts) : ''} />
  )
}
