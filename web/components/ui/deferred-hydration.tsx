'use client'
/**
 * A client component drawn on the server like any other, whose code the browser fetches only
 * once the page has loaded, or at once when the visitor does something on the page: for a form
 * further down a page, which the visitor reads before using, so that its code does not share a
 * slow phone's first seconds with what the page needs to show (issues 45 and 46; `npm run bench`,
 * "JS before load").
 *
 * While its code has not arrived the piece is the server's HTML: it shows, and a visitor can type,
 * pick and tick in it as in any field. An `<Activity>` around it is a hydration boundary of its
 * own (React's selective hydration): the rest of the page hydrates without it, and React hydrates
 * it with what the server drew once its code is here; the form then takes what was typed meanwhile
 * (../forms/use-early-input.ts). Not a Suspense boundary: React writes a large one that is
 * complete at the end of the page and moves it into place with a script, after the first paint
 * (a layout shift). An Activity boundary stays where it is.
 *
 * The code is asked for at the page's load event, or earlier at the visitor's first touch, click,
 * focus or key press anywhere on the page (a client navigation starts with one), whichever comes
 * first. A touch in the piece's own part of the page (its parent element) also runs `onReach`. A
 * form sent before its code came is not lost: the browser's own submit is held back
 * (../../first-paint/deferred-scripts.mjs), and the form is sent again once it has hydrated.
 *
 * If the code cannot be fetched (a dropped connection, an old page across a deploy), the piece
 * stays as the server drew it and tries again when the connection returns or the visitor reaches
 * for the page again: never the route's error screen for a part of a page.
 *
 * The wrapper adds one empty `<span hidden>` before the piece (`data-deferred`, and
 * `data-hydrated` once the piece has hydrated): it marks the part of the page the piece is in.
 * Hidden, it takes no place in a flow, grid or flex layout.
 */
import { Activity, type ComponentType, useCallback, useEffect, useRef } from 'react'
import { afterLoad } from '@/web/lib/after-load'
import { lazyComponent } from './lazy-component'

/** Listens for what the visitor does on `target` when reaching for something (a touch is a pointer). */
function onReaching(target: EventTarget, run: () => void, once = false) {
  for (const type of ['pointerdown', 'focusin', 'keydown'])
    target.addEventListener(type, run, { capture: true, passive: true, once })
}

/** Resolves when the connection returns or the visitor reaches for the page again. */
const nextChance = () =>
  new Promise<void>((resolve) => {
    window.addEventListener('online', () => resolve(), { once: true })
    onReaching(window, resolve, true)
  })

/** Signals its boundary's hydration: its effect runs once the boundary has committed. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated])
  return null
}

export interface DeferredOptions {
  /**
   * Runs when the visitor first reaches for the piece before it has hydrated (a lead form starts
   * the ticket that times it there, as its first focus would: web/leads/load-lead-tools.ts).
   */
  onReach?: () => void
}

export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  name: string,
  { onReach }: DeferredOptions = {},
): ComponentType<P> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let reached = false
  if (typeof window !== 'undefined') {
    // The page's load, or the visitor doing anything on it (a navigation starts with a click).
    afterLoad(release)
    onReaching(window, release, true)
  }

  const loadUntilLoaded = (): Promise<ComponentType<P>> =>
    load().catch((error: unknown) => {
      console.error(`[deferred] ${name} could not be loaded; trying again later`, error)
      return nextChance().then(loadUntilLoaded)
    })

  // On the server the piece's code at once, as any lazy component's; in the browser once released.
  const Piece = lazyComponent(
    typeof window === 'undefined' ? load : () => released.then(loadUntilLoaded),
    name,
  )

  function Deferred(props: P) {
    const marker = useRef<HTMLSpanElement | null>(null)
    const hydrated = useRef(false)
    const sent = useRef<HTMLFormElement | null>(null)
    // A page whose load has come before its hydration: nothing to wait for.
    if (typeof window !== 'undefined' && document.readyState === 'complete') release()

    useEffect(() => {
      const region = marker.current?.parentElement
      if (!region || hydrated.current) return
      const reach = () => {
        if (hydrated.current || reached) return
        reached = true
        onReach?.()
        release()
      }
      const held = (event: Event) => {
        if (hydrated.current || !(event.target instanceof HTMLFormElement)) return
        sent.current = event.target
        reach()
      }
      // Not removed: they go with the region, and do nothing once the piece has hydrated.
      onReaching(region, reach)
      region.addEventListener('submit', held, true)
    }, [])

    const onHydrated = useCallback(() => {
      hydrated.current = true
      marker.current?.setAttribute('data-hydrated', '')
      const form = sent.current
      sent.current = null
      if (!form) return
      // In a task after this one: once the form has taken the early input (a microtask of its
      // effect) and rendered it. A message to itself, which no stopped test clock holds up.
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        channel.port1.close()
        if (form.isConnected) form.requestSubmit()
      }
      channel.port2.postMessage(null)
    }, [])

    return (
      <>
        <span ref={marker} hidden data-deferred={name} />
        <Activity>
          <Piece {...props} />
          <Hydrated onHydrated={onHydrated} />
        </Activity>
      </>
    )
  }
  return Deferred
}
