'use client'
/**
 * Renders the toasts with Radix Toast: the region is focusable with F8, a swipe of 50 px towards
 * the page's end (right, or left on a right-to-left page, where the toasts sit) dismisses, and a
 * toast stays 5,000 ms unless it sets its own duration. Loaded on first use by ./toaster.tsx;
 * `focusOnMount` when it was loaded by an F8 press, which it then answers.
 */
import { X } from '@/web/components/ui/icons'
import { Toast } from 'radix-ui'
import { useEffect, useRef, useState } from 'react'
import { cn } from '@/web/lib/utils'
import type { ToastText } from './toast-text'
import { dismiss, useToast } from './use-toast'

export function ToastRegion({ focusOnMount, text }: { focusOnMount: boolean; text: ToastText }) {
  const { toasts } = useToast()
  const viewport = useRef<HTMLOListElement>(null)
  // Drawn in the browser only (after the first toast or F8), where the document's direction is
  // known; a page never changes it (each language is a document of its own).
  const [swipeDirection] = useState<'left' | 'right'>(() =>
    document.documentElement.dir === 'rtl' ? 'left' : 'right',
  )
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus()
  }, [focusOnMount])
  return (
    <Toast.Provider
      duration={5000}
      swipeDirection={swipeDirection}
      swipeThreshold={50}
      label={text.announce}
    >
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismiss(id)
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pe-10 shadow-lg',
            'data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            'data-[state=closed]:opacity-0 data-[swipe=end]:opacity-0 motion-safe:transition',
            variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            {title ? <Toast.Title className="text-sm font-semibold">{title}</Toast.Title> : null}
            {description ? (
              <Toast.Description className="text-sm opacity-90">{description}</Toast.Description>
            ) : null}
          </div>
          {action}
          <Toast.Close
            aria-label={text.close}
            className="absolute end-3 top-3 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        ref={viewport}
        label={text.region}
        className="fixed end-0 bottom-[calc(var(--dock-height,0px)+var(--preview-bar-height,0px))] z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
      />
    </Toast.Provider>
  )
}
