'use client'
/**
 * The toast region, loaded on first use: Radix Toast and the region's markup (./toast-region.tsx)
 * are fetched when the first toast is shown or when the visitor presses F8 (the region's hotkey,
 * which it then answers by taking the focus), not with every page.
 *
 * Toasts are also how the site says that a part of a page could not be loaded, so they must show
 * when chunks cannot be fetched at all (a dropped connection, a deploy that removed them): until
 * the region's code arrives after a failure, the toasts are shown in a plain region of their own,
 * and the next toast tries to load the code again.
 */
import { clsx } from 'clsx'
import { X } from '@/web/components/ui/icons'
import { type ComponentType, useEffect, useState } from 'react'
import { TOASTS_EN, type ToastText } from './toast-text'
import { dismiss, getToasts, subscribe, useToast } from './use-toast'

type Region = ComponentType<{ focusOnMount: boolean; text: ToastText }>

/** Radix Toast's default hotkey (https://www.radix-ui.com/primitives/docs/components/toast). */
const HOTKEY = 'F8'
/** Radix Toast's default display time, for the plain region. */
const DEFAULT_DURATION_MS = 5000

/**
 * `text`: the names in the page's language; an English page passes none (the English ones come
 * with this code), a page in another language its own (app/ar/layout.tsx).
 */
export function Toaster({ text = TOASTS_EN }: { text?: ToastText }) {
  const [region, setRegion] = useState<{ Region: Region; focus: boolean } | null>(null)
  const [failed, setFailed] = useState(false)

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
          loading = false
          console.error('[toast] the notifications could not be loaded', error)
          if (!cancelled) setFailed(true)
        },
      )
    }
    if (getToasts().length) load(false)
    const unsubscribe = subscribe(() => {
      if (getToasts().some((toast) => toast.open)) load(false)
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

  if (region) return <region.Region focusOnMount={region.focus} text={text} />
  return failed ? <PlainToasts text={text} /> : null
}

/** The toasts without Radix, while its code cannot be loaded. */
function PlainToasts({ text }: { text: ToastText }) {
  const { toasts } = useToast()
  const open = toasts.filter((toast) => toast.open)

  useEffect(() => {
    const timers = open.map((toast) =>
      setTimeout(() => dismiss(toast.id), toast.duration ?? DEFAULT_DURATION_MS),
    )
    return () => timers.forEach(clearTimeout)
  }, [open])

  return (
    <section
      aria-label={text.region.replace('{hotkey}', HOTKEY)}
      className="fixed end-0 bottom-[calc(var(--dock-height,0px)+var(--preview-bar-height,0px))] z-[100] w-full p-4 sm:max-w-[420px]"
    >
      <ol className="flex flex-col gap-2">
        {open.map(({ id, title, description, action, variant }) => (
          <li
            key={id}
            role="status"
            data-state="open"
            className={clsx(
              'relative flex w-full items-start gap-3 rounded-xl border p-4 pe-10 shadow-lg',
              variant === 'destructive'
                ? 'border-red-700 bg-red-700 text-white'
                : 'border-slate-200 bg-white text-slate-900',
            )}
          >
            <div className="grid gap-1">
              {title ? <p className="text-sm font-semibold">{title}</p> : null}
              {description ? <p className="text-sm opacity-90">{description}</p> : null}
            </div>
            {action}
            <button
              type="button"
              aria-label={text.close}
              onClick={() => dismiss(id)}
              className="absolute end-3 top-3 rounded-md p-1 opacity-70 hover:opacity-100"
            >
              <X className="size-4" />
            </button>
          </li>
        ))}
      </ol>
    </section>
  )
}
