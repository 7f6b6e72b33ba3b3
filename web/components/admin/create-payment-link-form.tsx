'use client'
/**
 * A new payment link: the client, what it is for, the amount (typed, or a package's CMS price)
 * and an optional expiry in the agency's own time zone. The new link's address can be copied at
 * once.
 */
import { useId, useState, type FormEvent } from 'react'
import { SelectField, TextAreaField, TextField } from '@/web/components/forms/form-fields'
import { createPaymentLinkAction, type CreateLinkResult } from '@/web/payments/admin-actions'
import { centsToInput, parseDollars } from '@/core/money/money'
import { CopyLinkButton } from './copy-link-button'
import { useEarlyInput } from '@/web/components/forms/use-early-input'

export interface PackageChoice {
  /** "seo:2" */
  value: string
  label: string
  amountCents: number
  description: string
}

const EMPTY = { clientName: '', clientEmail: '', description: '', pkg: '', amount: '', expires: '' }
type Field = keyof typeof EMPTY

export function CreatePaymentLinkForm({ packages }: { packages: PackageChoice[] }) {
  const id = useId()
  const earlyInput = useEarlyInput()
  const [values, setValues] = useState(EMPTY)
  const [result, setResult] = useState<CreateLinkResult | null>(null)
  const [busy, setBusy] = useState(false)

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  function choosePackage(event: { target: { value: string } }) {
    const choice = packages.find((pkg) => pkg.value === event.target.value)
    setValues((current) => ({
      ...current,
      pkg: event.target.value,
      amount: choice ? centsToInput(choice.amountCents) : current.amount,
      description: choice && !current.description ? choice.description : current.description,
    }))
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const choice = packages.find((pkg) => pkg.value === values.pkg)
    // The package's price, unless the amount was changed by hand (then it is a custom amount).
    const byPackage = choice && values.amount === centsToInput(choice.amountCents)
    const amountCents = byPackage ? undefined : parseDollars(values.amount)
    if (!byPackage && amountCents === null) {
      setResult({
        error: 'Please check the highlighted fields',
        fields: { amountCents: ['Enter an amount in US dollars, such as 1500 or 1500.50'] },
      })
      return
    }
    const [service, position] = byPackage ? choice.value.split(':') : []
    setBusy(true)
    const answer = await createPaymentLinkAction({
      clientName: values.clientName,
      clientEmail: values.clientEmail,
      description: values.description,
      ...(byPackage ? { service, package: position } : { amountCents }),
      expiresAt: values.expires ? new Date(values.expires).toISOString() : null,
    })
    setBusy(false)
    setResult(answer)
    if (!answer.error) setValues(EMPTY)
  }

  const error = (field: string) => result?.fields?.[field]?.[0]
  const hint = (field: string, fallback?: string) =>
    error(field) ? (
      <span id={`${id}-${field}-error`} className="text-sm text-red-700">
        {error(field)}
      </span>
    ) : (
      fallback
    )
  const invalid = (field: string) =>
    error(field) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {}

  return (
    <form
      ref={earlyInput}
      noValidate
      onSubmit={onSubmit}
      aria-label="New payment link"
      className="grid gap-4"
    >
      <TextField
        id={`${id}-name`}
        label="Client name"
        required
        value={values.clientName}
        onChange={set('clientName')}
        hint={hint('clientName')}
        {...invalid('clientName')}
      />
      <TextField
        id={`${id}-email`}
        label="Client email"
        type="email"
        required
        value={values.clientEmail}
        onChange={set('clientEmail')}
        hint={hint('clientEmail')}
        {...invalid('clientEmail')}
      />
      <SelectField
        id={`${id}-package`}
        label="Package (optional)"
        choices={packages}
        placeholder="Custom amount"
        value={values.pkg}
        onChange={choosePackage}
        hint={
          error('service')
            ? hint('service')
            : hint('package', 'Fills in the amount from the price list.')
        }
      />
      <TextField
        id={`${id}-amount`}
        label="Amount (USD)"
        required
        inputMode="decimal"
        placeholder="1500.00"
        value={values.amount}
        onChange={set('amount')}
        hint={hint('amountCents')}
        {...invalid('amountCents')}
      />
      <TextAreaField
        id={`${id}-description`}
        label="Description"
        required
        rows={3}
        placeholder="Website redesign — first milestone"
        value={values.description}
        onChange={set('description')}
        hint={hint('description', 'The client sees this on the payment page and the receipt.')}
        {...invalid('description')}
      />
      <TextField
        id={`${id}-expires`}
        label="Expires (optional)"
        type="datetime-local"
        value={values.expires}
        onChange={set('expires')}
        hint={hint('expiresAt', 'In your time zone. Leave empty for a link that stays open.')}
        {...invalid('expiresAt')}
      />
      {result?.error ? (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {result.error}
        </p>
      ) : null}
      {result && !result.error && result.url ? (
        <div
          role="status"
          className="rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm"
        >
          <p className="font-semibold text-emerald-900">Payment link created</p>
          <p className="mt-1 font-mono text-xs break-all text-emerald-900" data-testid="new-link">
            {result.url}
          </p>
          <CopyLinkButton url={result.url} className="mt-2" />
        </div>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="bg-brand-600 hover:bg-brand-700 rounded-full px-5 py-2.5 font-semibold text-white disabled:cursor-wait disabled:opacity-70"
      >
        {busy ? 'Creating…' : 'Create payment link'}
      </button>
    </form>
  )
}
