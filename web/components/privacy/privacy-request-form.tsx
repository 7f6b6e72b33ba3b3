'use client'
/**
 * The privacy policy page's request form: an address, and whether to see or erase what is held
 * about it. The request counts once the person follows the link e-mailed to that address.
 */
import { clsx } from 'clsx'
import { useId, useState } from 'react'
import { buttonClass } from '@/web/components/ui/button'

type Kind = 'access' | 'erasure'

type Sent =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'sent'; message: string }
  | { state: 'failed'; message: string; fields?: Record<string, string[]> }

const CHOICES: { kind: Kind; title: string; text: string }[] = [
  { kind: 'access', title: 'See my data', text: 'A copy of everything we hold about you.' },
  { kind: 'erasure', title: 'Erase my data', text: 'We delete it; invoices keep amounts only.' },
]

export function PrivacyRequestForm() {
  const id = useId()
  const [email, setEmail] = useState('')
  const [kind, setKind] = useState<Kind>('access')
  const [sent, setSent] = useState<Sent>({ state: 'idle' })

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSent({ state: 'sending' })
    try {
      const response = await fetch('/api/privacy-requests', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, kind }),
      })
      const body = (await response.json().catch(() => ({}))) as {
        message?: string
        error?: string
        fields?: Record<string, string[]>
      }
      setSent(
        response.ok
          ? { state: 'sent', message: body.message ?? 'Check your inbox to confirm the request.' }
          : {
              state: 'failed',
              message: body.error ?? 'The request could not be sent. Please try again.',
              fields: body.fields,
            },
      )
    } catch {
      setSent({ state: 'failed', message: 'No connection. Please try again.' })
    }
  }

  if (sent.state === 'sent') {
    return (
      <p
        role="status"
        className="rounded-2xl border border-emerald-200 bg-emerald-50 px-5 py-4 text-emerald-900"
      >
        {sent.message} The link holds for 7 days; once you confirm, we answer within 30 days.
      </p>
    )
  }

  const emailError = sent.state === 'failed' ? sent.fields?.email?.[0] : undefined
  return (
    <form onSubmit={send} noValidate className="grid gap-5" aria-describedby={`${id}-note`}>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">What would you like?</legend>
        {CHOICES.map((choice) => (
          <label
            key={choice.kind}
            className={clsx(
              'flex cursor-pointer gap-3 rounded-xl border bg-white p-4 transition-colors',
              kind === choice.kind
                ? 'border-brand-600 ring-brand-600/30 ring-2'
                : 'border-slate-300 hover:border-slate-400',
            )}
          >
            <input
              type="radio"
              name="kind"
              value={choice.kind}
              checked={kind === choice.kind}
              onChange={() => setKind(choice.kind)}
              className="accent-brand-600 mt-1"
            />
            <span>
              <span className="block font-semibold text-slate-900">{choice.title}</span>
              <span className="block text-sm text-slate-600">{choice.text}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-800">
          Your email address
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${id}-email-error` : undefined}
            className="focus:border-brand-600 focus:ring-brand-600/30 w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:ring-2 focus:outline-none"
          />
          <button
            type="submit"
            disabled={sent.state === 'sending'}
            className={buttonClass({ className: 'shrink-0' })}
          >
            {sent.state === 'sending' ? 'Sending…' : 'Send request'}
          </button>
        </div>
        {emailError ? (
          <p id={`${id}-email-error`} className="text-sm text-red-700">
            {emailError}
          </p>
        ) : null}
      </div>
      {sent.state === 'failed' && !emailError ? (
        <p role="alert" className="text-sm text-red-700">
          {sent.message}
        </p>
      ) : null}
      <p id={`${id}-note`} className="text-sm text-slate-500">
        We e-mail a link to this address to check that it is yours; nothing happens until you follow
        it.
      </p>
    </form>
  )
}
