'use client'
/**
 * Follows the site's plain links with the router: a click on an anchor that leads to another page
 * of the site (web/components/ui/link.tsx renders them in server components) becomes a
 * client-side page change, as `next/link` makes it, with the page's scroll to its top. One
 * listener on the document for every such link, from hydration on; before it, and for a click
 * with a modifier key or another button (a new tab or window), the browser follows the link.
 * A click some other handler took (`next/link`'s own, a menu's) is left alone.
 */
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { inAppUrl } from './intent-prefetch'

/** Whether a click asks for the link in this tab (no modifier, the main button). */
export function plainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  )
}

export function LinkNavigation() {
  const router = useRouter()
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      if (!plainClick(event)) return
      const anchor = (event.target as Element | null)?.closest?.('a[href]')
      if (!(anchor instanceof HTMLAnchorElement)) return
      const url = inAppUrl(anchor, window.location)
      if (!url) return
      event.preventDefault()
      router.push(url.pathname + url.search + url.hash)
    }
    document.addEventListener('click', follow)
    return () => document.removeEventListener('click', follow)
  }, [router])
  return null
}
