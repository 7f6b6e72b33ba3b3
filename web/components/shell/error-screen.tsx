'use client'
/**
 * What an unhandled error shows (the spec's text): 'Unexpected Application Error!' with the
 * error's status or message, and its stack trace in development only, never in production.
 *
 * Its code is in every page (error boundaries load with the route), so it stays small: a plain
 * link home (after an error a full page load is the surer way back) and an inline icon.
 *
 * Its words are English (messages/en/error.json). An error boundary takes no props from the server,
 * so a page in another language has its boundary import that language's messages and hand them
 * over (app/ar/error.tsx): only that language's pages carry them.
 */
import { useEffect } from 'react'
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { localizedHref } from '@/core/i18n/routes'
import { plainButtonClass } from '@/web/components/ui/button-styles'
import en from '@/messages/en/error.json'

export type ErrorText = typeof en

export const ERROR_HEADING = en.heading

/**
 * "404 Not Found" for an error that carries an HTTP status, otherwise its message, or `fallback`
 * for an error that has neither.
 */
export function describeError(error: unknown, fallback = en.fallback): string {
  if (error && typeof error === 'object') {
    const { status, statusText, message } = error as {
      status?: unknown
      statusText?: unknown
      message?: unknown
    }
    if (typeof status === 'number') {
      return typeof statusText === 'string' && statusText
        ? `${status} ${statusText}`
        : String(status)
    }
    if (typeof message === 'string' && message) return message
  }
  if (typeof error === 'string' && error) return error
  return fallback
}

export function ErrorScreen({
  error,
  retry,
  showStack = process.env.NODE_ENV === 'development',
  locale = DEFAULT_LOCALE,
  text = en,
}: {
  error: unknown
  retry?: () => void
  showStack?: boolean
  /** The page's language (its 'Back to home' goes to its home page), and the words in it. */
  locale?: Locale
  text?: ErrorText
}) {
  useEffect(() => {
    console.error(error)
  }, [error])
  const digest =
    error && typeof error === 'object' && 'digest' in error && typeof error.digest === 'string'
      ? error.digest
      : null
  const stack = showStack && error instanceof Error ? error.stack : null

  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
      <p className="text-sm font-semibold tracking-widest text-red-700 uppercase">{text.eyebrow}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {text.heading}
      </h1>
      <p className="mt-4 text-lg text-slate-700" data-testid="error-message">
        {describeError(error, text.fallback)}
      </p>
      {digest ? (
        <p className="mt-2 text-sm text-slate-500">
          {text.reference} <bdi>{digest}</bdi>
        </p>
      ) : null}
      {stack ? (
        <pre className="mt-6 max-h-80 overflow-auto rounded-xl bg-slate-950 p-4 text-xs leading-relaxed text-slate-100">
          {stack}
        </pre>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        {retry ? (
          <button type="button" onClick={retry} className={plainButtonClass()}>
            <svg
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" />
              <path d="M3 3v5h5" />
            </svg>
            {text.tryAgain}
          </button>
        ) : null}
        <a href={localizedHref('/', locale)} className={plainButtonClass({ variant: 'secondary' })}>
          {text.backHome}
        </a>
      </div>
    </div>
  )
}
