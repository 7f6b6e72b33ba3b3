'use client'
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { releaseDeferredFont } from '@/web/fonts/deferred-font'
import { scrollToTop } from './scroll'

/**
 * On every path change (not on the first load): lets in the font a first visit's page kept in the
 * fallback (web/fonts/deferred-font.ts), and scrolls smoothly to the top (not to an #anchor).
 */
export function ScrollToTop() {
  const pathname = usePathname()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    releaseDeferredFont()
    if (window.location.hash) return
    scrollToTop()
  }, [pathname])
  return null
}
