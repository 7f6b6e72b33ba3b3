'use client'
/**
 * The client's details for a package order. The server reads the price from the CMS; the amount
 * sent here is only what the page showed, so a changed price is caught before anyone pays.
 *
 * Its words are English (messages/en/paymentForm.json) unless the page gives its language's
 * (`locale` and `text`): then the server's answers, which are English, are told in that language
 * too, and the order's payment page is the one in that language.
 */
import { AlertCircle, LockKeyhole } from '@/web/components/ui/icons'
import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'
import type { Locale } from '@/core/i18n/locales'
import { TextAreaField, TextField } from '@/web/components/forms/form-fields'
import { useFormFields } from '@/web/components/forms/use-form-fields'
import en from '@/messages/en/paymentForm.json'
import { cn } from '@/web/lib/utils'
import { PayButton } from './pay-button'
import {
  failureIn,
  type PaymentFormText,
  startPayment,
  type StartPaymentFailure,
} from './start-payment'
import { useEarlyInput } from '@/web/components/forms/use-early-input'

const EMPTY = { name: '', email: '', company: '', notes: '' }
type Field = keyof typeof EMPTY

export function CheckoutForm({
  service,
  position,
  amountCents,
  payLabel,
  gatewayNote,
  className,
  locale,
  text,
}: {
  service: string
  position: number
  amountCents: number
  /** "Continue to payment · $799.00/month" */
  payLabel: string
  /** Who takes the payment, under the button. */
  gatewayNote: string
  className?: string
  /** The page's language, when not English (with `text`). */
  locale?: Locale
  /** Its words on a page not in English. */
  text?: PaymentFormText
}) {
  const words = text ?? en
  const earlyInput = useEarlyInput()
  const router = useRouter()
  const { id, fields: values, field } = useFormFields(EMPTY)
  const [failure, setFailure] = useState<StartPaymentFailure | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setFailure(null)
    const result = await startPayment(
      { service, package: position, amountCents, ...values },
      locale,
    )
    setBusy(false)
    setFailure(text ? failureIn(result, text) : result)
    // A changed price: show the current one (the page renders it from the CMS).
    if (result.status === 409) router.refresh()
  }

  // The server's word on a field is read out with it, in place of the field's own hint.
  const error = (name: Field) => failure?.fields?.[name]?.[0]
  const checked = (name: Field, hint?: string) => ({
    ...field(name),
    'aria-invalid': error(name) ? true : undefined,
    'aria-describedby': error(name) ? `${id}-${name}-error` : undefined,
    hint: error(name) ? (
      <span id={`${id}-${name}-error`} className="text-sm text-red-700">
        {error(name)}
      </span>
    ) : (
      hint
    ),
  })

  return (
    <form
      ref={earlyInput}
      noValidate
      onSubmit={onSubmit}
      aria-label={words.label}
      className={cn('grid items-start gap-5 sm:grid-cols-2', className)}
    >
      <TextField {...checked('name')} label={words.fullName} required autoComplete="name" />
      <TextField
        {...checked('email', words.emailHint)}
        label={words.email}
        type="email"
        required
        autoComplete="email"
        {...(text ? { dir: 'ltr' } : null)}
      />
      <TextField
        {...checked('company')}
        label={words.company}
        autoComplete="organization"
        className="sm:col-span-2"
      />
      <TextAreaField
        {...checked('notes')}
        label={words.notes}
        placeholder={words.notesPlaceholder}
        className="sm:col-span-2"
      />
      {failure && !failure.fields ? (
        <p
          role="alert"
          className="flex gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800 sm:col-span-2"
        >
          <AlertCircle className="mt-0.5 size-4 flex-none" />
          {failure.message}
        </p>
      ) : failure?.fields ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {failure.message}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <PayButton type="submit" busy={busy} busyLabel={words.preparing}>
          {payLabel}
        </PayButton>
        <p className="mt-3 flex items-center justify-center gap-1.5 text-center text-xs text-slate-500">
          <LockKeyhole className="size-3.5" /> {gatewayNote}
        </p>
      </div>
    </form>
  )
}
