'use client'
import { ArrowRight, LoaderCircle } from '@/web/components/ui/icons'
import type { ComponentProps } from 'react'
import en from '@/messages/en/paymentForm.json'
import { cn } from '@/web/lib/utils'

/** The one primary action of a payment page; busy while the order is being prepared. */
export function PayButton({
  busy,
  busyLabel = en.preparing,
  children,
  className,
  ...button
}: {
  busy: boolean
  /** What it says while busy, in the page's language ('Preparing your payment…'). */
  busyLabel?: string
} & ComponentProps<'button'>) {
  return (
    <button
      disabled={busy}
      className={cn(
        'bg-brand-600 hover:bg-brand-700 shadow-brand-600/25 inline-flex w-full items-center justify-center gap-2 rounded-full px-6 py-3.5 text-base font-semibold text-white shadow-lg transition-colors disabled:cursor-wait disabled:opacity-70',
        className,
      )}
      {...button}
    >
      {busy ? (
        <>
          <LoaderCircle className="size-5 animate-spin" />
          {` ${busyLabel}`}
        </>
      ) : (
        <>
          {children} <ArrowRight className="size-5 rtl:-scale-x-100" />
        </>
      )}
    </button>
  )
}
