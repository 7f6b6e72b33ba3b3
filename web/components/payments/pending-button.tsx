'use client'
import { LoaderCircle } from '@/web/components/ui/icons'
import type { ComponentProps, ReactNode } from 'react'
import { useFormStatus } from 'react-dom'
import { cn } from '@/web/lib/utils'

/** A form's submit button that shows `pending` (and refuses a second press) while it submits. */
export function PendingButton({
  pending: pendingLabel,
  children,
  className,
  ...button
}: { pending: ReactNode } & ComponentProps<'button'>) {
  const { pending } = useFormStatus()
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending || undefined}
      className={cn('disabled:cursor-wait disabled:opacity-70', className)}
      {...button}
    >
      {pending ? (
        <>
          <LoaderCircle className="size-5 animate-spin" /> {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  )
}
