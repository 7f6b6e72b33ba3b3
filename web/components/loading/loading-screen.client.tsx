'use client'
/**
 * The loading screen's trigger: `loading-screen:show` (see loading-script.ts) shows the overlay,
 * takes the visitor to `detail.target` and, once that page has rendered, shows the logo for
 * 0.9 s and lifts the overlay; it is forced to finish at 5 s. `showLoadingScreen(target)` fires
 * the event.
 */
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'
import {
  FADE_OUT_MS,
  FORCE_FINISH_MS,
  LOADING_SESSION_KEY,
  LOADING_TRIGGER_EVENT,
  LOGO_STAGE_MS,
  type LoadingTriggerDetail,
  STILL_LOADING_AFTER_MS,
} from './loading-script'

export function showLoadingScreen(target?: string) {
  window.dispatchEvent(
    new CustomEvent<LoadingTriggerDetail>(LOADING_TRIGGER_EVENT, { detail: { target } }),
  )
}

/** The path (and query) of a same-origin target, or null for another origin or a bad value. */
function sameOriginPath(target: string | undefined): string | null {
  if (!target) return `${window.location.pathname}${window.location.search}`
  try {
    const url = new URL(target, window.location.href)
    if (url.origin !== window.location.origin) return null
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return null
  }
}

type Timer = ReturnType<typeof setTimeout>

/** One run of the overlay, driven through the attributes on <html> that globals.css reads. */
function createRun(path: string) {
  const html = document.documentElement
  const timers: Timer[] = []
  let finished = false
  const finish = () => {
    if (finished) return
    finished = true
    timers.forEach(clearTimeout)
    try {
      sessionStorage.setItem(LOADING_SESSION_KEY, 'true')
    } catch {
      // Storage disabled: the overlay still lifts.
    }
    html.removeAttribute('data-loading-slow')
    html.setAttribute('data-loading', 'done')
    setTimeout(() => {
      if (html.getAttribute('data-loading') === 'done') html.removeAttribute('data-loading')
    }, FADE_OUT_MS)
  }
  html.removeAttribute('data-loading-slow')
  html.setAttribute('data-loading', 'loading')
  timers.push(
    setTimeout(() => {
      if (!finished && html.getAttribute('data-loading') === 'loading') {
        html.setAttribute('data-loading-slow', '')
      }
    }, STILL_LOADING_AFTER_MS),
    setTimeout(finish, FORCE_FINISH_MS),
  )
  return {
    /** The pathname the visitor is taken to. */
    pathname: path.split(/[?#]/)[0],
    /** The target has rendered: the logo stage, then the end. */
    arrived() {
      if (finished || html.getAttribute('data-loading') !== 'loading') return
      html.removeAttribute('data-loading-slow')
      html.setAttribute('data-loading', 'logo')
      timers.push(setTimeout(finish, LOGO_STAGE_MS))
    },
    cancel() {
      timers.forEach(clearTimeout)
    },
  }
}

export function LoadingScreenTrigger() {
  const router = useRouter()
  const pathname = usePathname()
  const current = useRef<ReturnType<typeof createRun> | null>(null)
  const shownPath = useRef(pathname)

  useEffect(() => {
    const onTrigger = (event: Event) => {
      const target = (event as CustomEvent<LoadingTriggerDetail | null>).detail?.target
      const path = sameOriginPath(target)
      if (path === null) {
        // Another site: a plain navigation, with nothing of ours left to lift.
        if (target) window.location.assign(target)
        return
      }
      current.current?.cancel()
      const run = createRun(path)
      current.current = run
      router.push(path)
      // Already there (the same page): nothing will re-render, so the logo stage starts now.
      if (run.pathname === shownPath.current) run.arrived()
    }
    window.addEventListener(LOADING_TRIGGER_EVENT, onTrigger)
    return () => {
      window.removeEventListener(LOADING_TRIGGER_EVENT, onTrigger)
      current.current?.cancel()
    }
  }, [router])

  useEffect(() => {
    shownPath.current = pathname
    if (current.current?.pathname === pathname) current.current.arrived()
  }, [pathname])

  return null
}
