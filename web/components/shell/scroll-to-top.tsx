'use client'
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { scrollToTop } from './scroll'

/** Scrolls smoothly to the top on every path change (not on the first load, not to an #anchor). */
export function ScrollToTop() {
  const pathname = usePathname()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    if (window.location.hash) return
    scrollToTop()
  }, [pathname])
  return null
}
