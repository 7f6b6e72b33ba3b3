'use client'
/**
 * The strategy session order form of /book-call, as the spec describes it: name,
 * email, phone, company, service, project details, time zone (the visitor's own by default),
 * date (from tomorrow in that zone), a half-hour slot as a 12-hour label, and urgency (normal by
 * default). While sending, the button reads 'Processing Order with Timezone...'.
 *
 * A quote from the cost calculator (carried or in local storage) travels with
 * the lead; the function recomputes its total from the CMS prices.
 */
import { clsx as cn } from 'clsx'
import { type FormEvent, useCallback, useId, useState } from 'react'
import { discardQuote, useQuote } from '@/web/components/calculator/quote-handoff'
import { toast } from '@/web/components/ui/use-toast'
import { formatDollars } from '@/core/money/money'
import { FORM_LABELS } from '@/core/leads/form-labels.ts'
import { type BookingFields, strategySessionPayload } from '@/web/leads/payloads/booking'
import { checkAndSend, preloadLeadTools } from '@/web/leads/load-lead-tools'
import { DEFAULT_URGENCY, FIELD_LIMITS, SERVICE_OPTIONS, URGENCY_OPTIONS } from '@/web/leads/rules'
import { BookingWhenFields, BookingWhoFields } from './booking-fields'
import { Honeypot, MessageList, SelectField, SubmitButton, TextAreaField } from './form-fields'
import { BOOKING } from './messages/booking'
import { FIX_ERRORS_TITLE } from './messages/common'
import { useBookingOutcome } from './use-booking-outcome'
import { useSpamSignals } from './use-spam-signals'
import { useEarlyInput } from './use-early-input'

export interface StrategySessionFormProps {
  /** The agency e-mail (site settings), named when booking fails. */
  agencyEmail: string
  className?: string
}

const EMPTY: BookingFields = {
  name: '',
  email: '',
  phone: '',
  company: '',
  service: '',
  projectDetails: '',
  preferredDate: '',
  preferredTime: '',
  timezone: '',
  urgency: DEFAULT_URGENCY,
}

export function StrategySessionForm({ agencyEmail, className }: StrategySessionFormProps) {
  const id = useId()
  const earlyInput = useEarlyInput(preloadLeadTools)
  const [fields, setFields] = useState(EMPTY)
  const quote = useQuote()
  const [submitting, setSubmitting] = useState(false)
  const { honeypot, signals } = useSpamSignals()
  const outcome = useBookingOutcome(agencyEmail)

  const update = useCallback(
    (next: Partial<BookingFields>) => setFields((current) => ({ ...current, ...next })),
    [],
  )
  const set = (name: keyof BookingFields) => (event: { target: { value: string } }) =>
    update({ [name]: event.target.value })

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    setSubmitting(true)
    const payload = strategySessionPayload(fields, quote, signals())
    let ok = false
    let kept = false
    try {
      const result = await checkAndSend(
        FORM_LABELS.strategySession,
        'strategySessionSchema',
        payload,
      )
      if ('invalid' in result) {
        toast({
          title: FIX_ERRORS_TITLE,
          description: <MessageList messages={result.invalid} />,
          variant: 'destructive',
        })
        return
      }
      ok = result.sent
      kept = result.kept
    } finally {
      setSubmitting(false)
    }
    if (!ok && !kept) {
      outcome.failed()
      return
    }
    outcome[kept ? 'kept' : 'succeeded']({ ...fields }, () => {
      setFields((current) => ({ ...EMPTY, timezone: current.timezone }))
      discardQuote()
    })
  }

  return (
    <form
      ref={earlyInput}
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadLeadTools}
      aria-label="Strategy session order"
      className={cn(
        'relative grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-2',
        className,
      )}
    >
      {quote ? (
        // The estimate itself is shown above the form (QuoteSummary); this says it goes along.
        <p
          className="border-brand-100 bg-brand-50 rounded-xl border p-4 text-sm sm:col-span-2"
          data-testid="attached-quote"
        >
          Your project estimate is attached to this booking: {quote.selectedServices} ·{' '}
          <strong>{formatDollars(quote.estimatedTotal)}</strong>
        </p>
      ) : null}
      <BookingWhoFields idPrefix={id} value={fields} onChange={update} />
      <SelectField
        id={`${id}-service`}
        label="Service"
        choices={SERVICE_OPTIONS}
        placeholder="Select a service"
        value={fields.service}
        onChange={set('service')}
      />
      <fieldset className="grid gap-1.5">
        <legend className="text-sm font-medium text-slate-800">Urgency</legend>
        <div className="flex gap-4 py-2">
          {URGENCY_OPTIONS.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-urgency`}
                value={option.value}
                checked={fields.urgency === option.value}
                onChange={() => update({ urgency: option.value })}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <BookingWhenFields idPrefix={id} value={fields} onChange={update} earliest="tomorrow" />
      <TextAreaField
        id={`${id}-details`}
        label="Project details"
        limit={FIELD_LIMITS.paragraph}
        value={fields.projectDetails}
        onChange={set('projectDetails')}
        className="sm:col-span-2"
      />
      <Honeypot inputRef={honeypot} />
      <div className="sm:col-span-2">
        <SubmitButton disabled={submitting} className="w-full">
          {submitting ? BOOKING.processing : 'Book My Strategy Session'}
        </SubmitButton>
      </div>
    </form>
  )
}
