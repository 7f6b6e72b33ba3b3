'use client'
/**
 * Modal dialog on Radix Dialog: focus trapped inside, Escape and outside click close it, focus
 * returns to what opened it, the page behind is inert and does not scroll.
 */
import { X } from '@/web/components/ui/icons'
import { Dialog as Primitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/web/lib/utils'

export const Dialog = Primitive.Root
export const DialogTrigger = Primitive.Trigger
export const DialogClose = Primitive.Close

export function DialogContent({
  className,
  children,
  closeLabel = 'Close dialog',
  ...props
}: ComponentProps<typeof Primitive.Content> & { closeLabel?: string }) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out fixed inset-0 z-[60] bg-slate-950/50 backdrop-blur-sm" />
      {/* left-1/2 and a shift back by half its width centre it in either direction. */}
      <Primitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-[61] grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl ring-1 ring-slate-900/5 sm:p-8',
          'data-[state=open]:animate-dialog-in data-[state=closed]:animate-dialog-out',
          className,
        )}
        {...props}
      >
        {children}
        <Primitive.Close
          aria-label={closeLabel}
          className="absolute end-4 top-4 rounded-full p-2 text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900"
        >
          <X className="size-5" />
        </Primitive.Close>
      </Primitive.Content>
    </Primitive.Portal>
  )
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof Primitive.Title>) {
  return (
    <Primitive.Title
      className={cn('pe-10 text-2xl font-bold tracking-tight text-slate-900', className)}
      {...props}
    />
  )
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof Primitive.Description>) {
  return <Primitive.Description className={cn('text-slate-600', className)} {...props} />
}
