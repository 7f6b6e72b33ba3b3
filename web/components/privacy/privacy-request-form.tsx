'use client'
/**
 * The privacy policy page's request form: an address, and whether to see or erase what is held
 * about it. The request counts once the person follows the link e-mailed to that address.
 *
 * In English, with the API's own messages, unless the page gives its language and words (`locale`,
 * `text`): then the request carries the language (the confirmation e-mail is in it, its link
 * leads to the page in it), every notice is the page's language's, and the address stays left to
 * right.
 */
import { clsx } from 'clsx'
import { useId, useState } from 'react'
import { type Locale, ltrRun } from '@/core/i18n/locales'
import { buttonClass } from '@/web/components/ui/button'
import { fill } from '@/web/i18n/fill'
import {
  PRIVACY_REQUEST_EN,
  type PrivacyRequestText,
  type PrivacyRequestWords,
} from './privacy-request-text'

export type Kind = 'access' | 'erasure'

export type Sent =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'sent'; message: string }
  | { state: 'failed'; message: string; fields?: Record<string, string[]> }

export interface Answer {
  message?: string
  error?: string
  fields?: Record<string, string[]>
}

const choices = (words: PrivacyRequestWords): { kind: Kind; title: string; text: string }[] => [
  { kind: 'access', title: words.accessTitle, text: words.accessText },
  { kind: 'erasure', title: words.erasureTitle, text: words.erasureText },
]

/** What the form sends: the page's language too, on a page not in English. */
export const requestBody = (email: string, kind: Kind, locale?: Locale) =>
  JSON.stringify(locale ? { email, kind, locale } : { email, kind })

/**
 * What the form says of the API's answer (its status and body): the API's English messages, or
 * on a page not in English, the page's words for the same outcome.
 */
export function answerNotice(
  answer: { ok: boolean; status: number; body: Answer },
  email: string,
  text?: PrivacyRequestText,
): Sent {
  const { ok, status, body } = answer
  if (!text) {
    return ok
      ? { state: 'sent', message: body.message ?? PRIVACY_REQUEST_EN.checkInbox }
      : {
          state: 'failed',
          message: body.error ?? PRIVACY_REQUEST_EN.failed,
          fields: body.fields,
        }
  }
  const { words } = text
  if (ok) return { state: 'sent', message: fill(words.sent, { email }) }
  const message = status === 429 ? words.tooMany : status === 503 ? words.unavailable : words.failed
  return {
    state: 'failed',
    message,
    fields: body.fields?.email ? { email: [text.emailInvalid] } : undefined,
  }
}

export function PrivacyRequestForm({
  locale,
  text,
}: {
  /** The page's language, when not English (with `text`). */
  locale?: Locale
  /** Its words on a page not in English. */
  text?: PrivacyRequestText
}) {
  const words = text?.words ?? PRIVACY_REQUEST_EN
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
        body: requestBody(email, kind, locale),
      })
      const body = (await response.json().catch(() => ({}))) as Answer
      setSent(answerNotice({ ok: response.ok, status: response.status, body }, email.trim(), text))
    } catch {
      setSent({ state: 'failed', message: words.offline })
    }
  }

  if (sent.state === 'sent') {
    return (
      <p
        role="status"
        className="rounded-2xl border border-emerald-200 bg-emerald-50 px-5 py-4 text-emerald-900"
      >
        {sent.message} {words.linkValidity}
      </p>
    )
  }

  const emailError = sent.state === 'failed' ? sent.fields?.email?.[0] : undefined
  return (
    <form onSubmit={send} noValidate className="grid gap-5" aria-describedby={`${id}-note`}>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">{words.question}</legend>
        {choices(words).map((choice) => (
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
          {words.emailLabel}
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
            {...(locale ? ltrRun(locale) : null)}
            className="focus:border-brand-600 focus:ring-brand-600/30 w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:ring-2 focus:outline-none"
          />
          <button
            type="submit"
            disabled={sent.state === 'sending'}
            className={buttonClass({ className: 'shrink-0' })}
          >
            {sent.state === 'sending' ? words.sending : words.send}
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
        {words.note}
      </p>
    </form>
  )
}
