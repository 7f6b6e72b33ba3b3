'use client'
/** Cancels an open payment link: its page then says so and refuses payment. */
import { useState, useTransition } from 'react'
import { cancelPaymentLinkAction } from '@/web/payments/admin-actions'
import { toast } from '@/web/components/ui/use-toast'

export function CancelLinkButton({ id, client }: { id: string; client: string }) {
  const [pending, start] = useTransition()
  const [confirming, setConfirming] = useState(false)

  if (!confirming) {
    return (
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className="rounded-full px-3 py-1 text-xs font-semibold text-red-700 hover:bg-red-50"
      >
        Cancel link
      </button>
    )
  }
  return (
    <span className="inline-flex items-center gap-1">
      <button
        type="button"
        disabled={pending}
        aria-label={`Confirm: cancel the payment link for ${client}`}
        onClick={() =>
          start(async () => {
            const { error } = await cancelPaymentLinkAction(id)
            setConfirming(false)
            if (error) toast({ title: 'Not cancelled', description: error, variant: 'destructive' })
          })
        }
        className="rounded-full bg-red-600 px-3 py-1 text-xs font-semibold text-white hover:bg-red-700 disabled:opacity-60"
      >
        {pending ? 'Cancelling…' : 'Yes, cancel it'}
      </button>
      <button
        type="button"
        onClick={() => setConfirming(false)}
        className="rounded-full px-3 py-1 text-xs font-semibold text-slate-600 hover:bg-slate-100"
      >
        Keep
      </button>
    </span>
  )
}
