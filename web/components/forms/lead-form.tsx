'use client'
/**
 * The shell every lead form is drawn in (its state comes from useLeadSubmission): the form with
 * its accessible name, the honeypot and the submit button that says when it is sending; and, for
 * a form with a thank-you panel, the panel that takes the form's place after success, with the
 * button that brings the form back, empty.
 */
import { clsx } from 'clsx'
import { type ReactNode, useEffect, useRef } from 'react'
import { preloadLeadTools } from '@/web/leads/load-lead-tools'
import { Honeypot, SubmitButton } from './form-fields'
import type { LeadSubmission } from './use-lead-submission'

/** The card most lead forms sit in. */
const CARD = 'grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-2'

export interface LeadFormProps {
  lead: LeadSubmission
  /** The form's accessible name. */
  label: string
  /** The form's grid; the card by default. */
  layout?: string
  className?: string
  /** The submit button's words, idle and while sending; absent when the form places its own. */
  submit?: { idle: string; busy: string; className?: string }
  /** The panel that takes the form's place after success; without it the form stays. */
  thanks?: { heading: string; text: string; again: string }
  children: ReactNode
}

export function LeadForm({
  lead,
  label,
  layout = CARD,
  className,
  submit,
  thanks,
  children,
}: LeadFormProps) {
  const panel = useRef<HTMLDivElement | null>(null)
  const returning = useRef(false)
  const { submitted, form } = lead

  // The panel that replaces the form is much shorter: bring it into view and move focus to it, so
  // that a visitor on a phone (or a screen reader) is not left above it, on nothing. After 'Send
  // Another Message' focus goes back to the form's first field.
  useEffect(() => {
    if (submitted && panel.current) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      panel.current.focus({ preventScroll: true })
      panel.current.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' })
    } else if (returning.current) {
      returning.current = false
      form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus()
    }
  }, [submitted, form])

  if (submitted && thanks) {
    return (
      <div
        ref={panel}
        tabIndex={-1}
        aria-labelledby={`${lead.id}-thanks`}
        className={clsx(
          'scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-8 text-center outline-none',
          className,
        )}
        role="status"
      >
        <h3 id={`${lead.id}-thanks`} className="text-2xl font-bold">
          {thanks.heading}
        </h3>
        <p className="mt-2 text-slate-600">{thanks.text}</p>
        <button
          type="button"
          onClick={() => {
            returning.current = true
            lead.again()
          }}
          className="border-brand-600 text-brand-700 mt-6 rounded-full border px-5 py-2 font-semibold"
        >
          {thanks.again}
        </button>
      </div>
    )
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={lead.onSubmit}
      onFocus={preloadLeadTools}
      aria-label={label}
      className={clsx('relative', layout, className)}
    >
      {children}
      <Honeypot inputRef={lead.honeypot} label={lead.honeypotLabel} />
      {submit ? (
        <div className="sm:col-span-2">
          <SubmitButton disabled={lead.submitting} className={submit.className}>
            {lead.submitting ? submit.busy : submit.idle}
          </SubmitButton>
        </div>
      ) : null}
    </form>
  )
}
