'use client'
/**
 * Prefetches a page when the visitor reaches for a link to it: the pointer comes over it, a
 * finger touches it or keyboard focus lands on it. The site's links do not prefetch as they
 * scroll into view (web/components/ui/link.tsx, client-link.tsx); this one set of listeners on the document does
 * it for all of them. A touch comes ~100 ms before the click it starts, a hover usually more: the
 * page's data is on its way or there when the navigation starts. Mounted after the load event
 * (./after-load-pieces.tsx); a link followed before then is fetched on the click, as without it.
 */
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
// The paths that are not the site's pages (the Studio, the lead desk, the APIs, the lead
// function): the service worker keeps none of them, and none is prefetched.
import { NEVER_CACHED } from '@/web/service-worker/cache-rules'
import { locales } from '@/core/i18n/locales'

/**
 * Where an anchor leads inside the site's pages, or null when it leaves the site or the router (a
 * new tab, a download, another origin, the Studio, the desk, an API, a page in another language)
 * or stays on this page (a
 * `#` jump, which the browser makes).
 */
export function inAppUrl(anchor: HTMLAnchorElement, here: Location): URL | null {
  if (anchor.target && anchor.target !== '_self') return null
  if (anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, here.href)
  if (url.origin !== here.origin || NEVER_CACHED.test(url.pathname)) return null
  if (url.pathname === here.pathname && url.search === here.search) return null
  // Another language is another document (its own lang, dir and typeface): the browser loads it.
  if (locales.split(url.pathname).locale !== locales.split(here.pathname).locale) return null
  return url
}

/** The in-app path an anchor leads to, or null when it leaves the site or the router. */
export function prefetchablePath(anchor: HTMLAnchorElement, here: Location): string | null {
  const url = inAppUrl(anchor, here)
  return url && url.pathname + url.search
}

export function IntentPrefetch() {
  const router = useRouter()
  useEffect(() => {
    // pointerover comes again for every child of the link the pointer crosses.
    let last: Element | null = null
    const reach = (event: Event) => {
      if (event instanceof PointerEvent && event.pointerType !== 'mouse') return
      const anchor = (event.target as Element | null)?.closest?.('a[href]')
      if (!(anchor instanceof HTMLAnchorElement) || anchor === last) return
      last = anchor
      // The router keeps what it fetched (and fetches again only what has gone stale).
      const path = prefetchablePath(anchor, window.location)
      if (path) router.prefetch(path)
    }
    const options = { capture: true, passive: true }
    document.addEventListener('pointerover', reach, options)
    document.addEventListener('touchstart', reach, options)
    document.addEventListener('focusin', reach, options)
    return () => {
      document.removeEventListener('pointerover', reach, options)
      document.removeEventListener('touchstart', reach, options)
      document.removeEventListener('focusin', reach, options)
    }
  }, [router])
  return null
}
