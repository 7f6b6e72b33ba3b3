'use client'
import { usePathname } from 'next/navigation'
import { useLayoutEffect, useRef } from 'react'
import { releaseDeferredFont } from '@/web/fonts/deferred-font'
import { scrollToTop } from './scroll'

/**
 * On every path change (not on the first load): lets in the font a first visit's page kept in the
 * fallback (web/fonts/deferred-font.ts), and scrolls smoothly to the top (not to an #anchor).
 *
 * A layout effect, in the commit that puts the new page in, before the browser paints it. As a
 * passive effect it ran after that paint whenever the device was busy: the new page was drawn in
 * the fallback and laid out again in Inter a frame later (its text shifted), and Next's own scroll
 * of the new segment (layout-router: our pages start under the fixed header, above the
 * scroll-padding, so it scrolls them into view, smoothly under html's scroll-behavior) ran for a
 * few frames first: the page slid down, the header went compact, then both came back. Mounted
 * after the page in the shell, this runs after Next's scroll and replaces it before any frame.
 */
export function ScrollToTop() {
  const pathname = usePathname()
  const previous = useRef(pathname)
  useLayoutEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    releaseDeferredFont()
    if (window.location.hash) return
    scrollToTop()
  }, [pathname])
  return null
}
