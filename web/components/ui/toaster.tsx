'use client'
/**
 * The toast region, loaded on first use: Radix Toast and the region's markup (./toast-region.tsx)
 * are fetched when the first toast is shown or when the visitor presses F8 (the region's hotkey,
 * which it then answers by taking the focus), not with every page.
 */
import { type ComponentType, useEffect, useState } from 'react'
import { getToasts, subscribe } from './use-toast'

type Region = ComponentType<{ focusOnMount: boolean }>

/** Radix Toast's default hotkey (https://www.radix-ui.com/primitives/docs/components/toast). */
const HOTKEY = 'F8'

export function Toaster() {
  const [region, setRegion] = useState<{ Region: Region; focus: boolean } | null>(null)

  useEffect(() => {
    if (region) return
    let loading = false
    let cancelled = false
    const load = (focus: boolean) => {
      if (loading) return
      loading = true
      import('./toast-region').then(
        ({ ToastRegion }) => {
          if (!cancelled) setRegion({ Region: ToastRegion, focus })
        },
        (error: unknown) => {
          // The next toast or F8 tries again.
          loading = false
          console.error('[toast] the notifications could not be loaded', error)
        },
      )
    }
    if (getToasts().length) load(false)
    const unsubscribe = subscribe(() => {
      if (getToasts().length) load(false)
    })
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === HOTKEY || event.key === HOTKEY) load(true)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => {
      cancelled = true
      unsubscribe()
      window.removeEventListener('keydown', onKeyDown)
    }
  }, [region])

  return region ? <region.Region focusOnMount={region.focus} /> : null
}
