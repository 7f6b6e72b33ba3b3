'use client'
/** 'Pay' on a payment link: opens (or continues) the link's order and goes to its gateway. */
import { AlertCircle, ArrowRight, LoaderCircle } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { startPayment } from './start-payment'

export function PayLinkButton({ paymentLinkId, label }: { paymentLinkId: string; label: string }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function pay() {
    if (busy) return
    setBusy(true)
    setError(null)
    const failure = await startPayment({ paymentLinkId })
    setBusy(false)
    setError(failure.message)
    // Paid, expired or cancelled meanwhile: show the link's state from the server.
    router.refresh()
  }

  return (
    <div>
      <button
        type="button"
        onClick={pay}
        disabled={busy}
        className="bg-brand-600 hover:bg-brand-700 shadow-brand-600/25 inline-flex w-full items-center justify-center gap-2 rounded-full px-6 py-3.5 text-base font-semibold text-white shadow-lg transition-colors disabled:cursor-wait disabled:opacity-70"
      >
        {busy ? (
          <>
            <LoaderCircle aria-hidden className="size-5 animate-spin" /> Preparing your payment…
          </>
        ) : (
          <>
            {label} <ArrowRight aria-hidden className="size-5" />
          </>
        )}
      </button>
      {error ? (
        <p
          role="alert"
          className="mt-3 flex gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <AlertCircle aria-hidden className="mt-0.5 size-4 flex-none" /> {error}
        </p>
      ) : null}
    </div>
  )
}
