'use client'
/**
 * The client's details for a package order. The server reads the price from the CMS; the amount
 * sent here is only what the page showed, so a changed price is caught before anyone pays.
 */
import { AlertCircle, LockKeyhole } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { type FormEvent, useId, useState } from 'react'
import { TextAreaField, TextField } from '@/web/components/forms/form-fields'
import { cn } from '@/web/lib/utils'
import { PayButton } from './pay-button'
import { startPayment, type StartPaymentFailure } from './start-payment'
import { useEarlyInput } from '@/web/components/forms/use-early-input'

const FIELDS = ['name', 'email', 'company', 'notes'] as const
type Field = (typeof FIELDS)[number]

export function CheckoutForm({
  service,
  position,
  amountCents,
  payLabel,
  gatewayNote,
  className,
}: {
  service: string
  position: number
  amountCents: number
  /** "Continue to payment · $799.00/month" */
  payLabel: string
  /** Who takes the payment, under the button. */
  gatewayNote: string
  className?: string
}) {
  const id = useId()
  const earlyInput = useEarlyInput()
  const router = useRouter()
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    email: '',
    company: '',
    notes: '',
  })
  const [failure, setFailure] = useState<StartPaymentFailure | null>(null)
  const [busy, setBusy] = useState(false)

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setFailure(null)
    const result = await startPayment({ service, package: position, amountCents, ...values })
    setBusy(false)
    setFailure(result)
    // A changed price: show the current one (the page renders it from the CMS).
    if (result.status === 409) router.refresh()
  }

  const error = (field: Field) => failure?.fields?.[field]?.[0]
  const describedBy = (field: Field) => (error(field) ? `${id}-${field}-error` : undefined)
  const hint = (field: Field) =>
    error(field) ? (
      <span id={`${id}-${field}-error`} className="text-sm text-red-700">
        {error(field)}
      </span>
    ) : undefined

  return (
    <form
      ref={earlyInput}
      noValidate
      onSubmit={onSubmit}
      aria-label="Checkout"
      className={cn('grid items-start gap-5 sm:grid-cols-2', className)}
    >
      <TextField
        id={`${id}-name`}
        label="Full name"
        required
        autoComplete="name"
        value={values.name}
        onChange={set('name')}
        aria-invalid={error('name') ? true : undefined}
        aria-describedby={describedBy('name')}
        hint={hint('name')}
      />
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        required
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        aria-invalid={error('email') ? true : undefined}
        aria-describedby={describedBy('email')}
        hint={hint('email') ?? 'Your receipt goes here.'}
      />
      <TextField
        id={`${id}-company`}
        label="Company (optional)"
        autoComplete="organization"
        value={values.company}
        onChange={set('company')}
        aria-invalid={error('company') ? true : undefined}
        aria-describedby={describedBy('company')}
        hint={hint('company')}
        className="sm:col-span-2"
      />
      <TextAreaField
        id={`${id}-notes`}
        label="Notes (optional)"
        value={values.notes}
        onChange={set('notes')}
        placeholder="Your website, goals, or anything we should know before we start"
        aria-invalid={error('notes') ? true : undefined}
        aria-describedby={describedBy('notes')}
        hint={hint('notes')}
        className="sm:col-span-2"
      />
      {failure && !failure.fields ? (
        <p
          role="alert"
          className="flex gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800 sm:col-span-2"
        >
          <AlertCircle aria-hidden className="mt-0.5 size-4 flex-none" />
          {failure.message}
        </p>
      ) : failure?.fields ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {failure.message}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <PayButton type="submit" busy={busy}>
          {payLabel}
        </PayButton>
        <p className="mt-3 flex items-center justify-center gap-1.5 text-center text-xs text-slate-500">
          <LockKeyhole aria-hidden className="size-3.5" /> {gatewayNote}
        </p>
      </div>
    </form>
  )
}
