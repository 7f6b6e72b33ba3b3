'use client'
/** 'Pay' on a payment link: opens (or continues) the link's order and goes to its gateway. */
import { AlertCircle } from '@/web/components/ui/icons'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import type { Locale } from '@/core/i18n/locales'
import { PayButton } from './pay-button'
import { failureIn, type PaymentFormText, startPayment } from './start-payment'

export function PayLinkButton({
  paymentLinkId,
  label,
  locale,
  text,
}: {
  paymentLinkId: string
  label: string
  /** The page's language, when not English (with `text`). */
  locale?: Locale
  /** Its words on a page not in English. */
  text?: PaymentFormText
}) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function pay() {
    if (busy) return
    setBusy(true)
    setError(null)
    const failure = await startPayment({ paymentLinkId }, locale)
    setBusy(false)
    setError((text ? failureIn(failure, text) : failure).message)
    // Paid, expired or cancelled meanwhile: show the link's state from the server.
    router.refresh()
  }

  return (
    <div>
      <PayButton
        type="button"
        onClick={pay}
        busy={busy}
        {...(text ? { busyLabel: text.preparing } : null)}
      >
        {label}
      </PayButton>
      {error ? (
        <p
          role="alert"
          className="mt-3 flex gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <AlertCircle className="mt-0.5 size-4 flex-none" /> {error}
        </p>
      ) : null}
    </div>
  )
}
