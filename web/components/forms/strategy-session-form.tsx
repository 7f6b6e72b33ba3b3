'use client'
/**
 * The strategy session order form of /book-call, as the spec describes it: name,
 * email, phone, company, service, project details, time zone (the visitor's own by default),
 * date (from tomorrow in that zone), a half-hour slot as a 12-hour label, and urgency (normal by
 * default). While sending, the button reads 'Processing Order with Timezone...'.
 *
 * The date and time are picked on a month calendar of the days with free times in that zone (the
 * date field and time select stay, in step with it); once booked, the spec's notice shows and the
 * visitor lands on the session's confirmation page.
 *
 * A quote from the cost calculator (carried or in local storage) travels with
 * the lead; the function recomputes its total from the CMS prices.
 *
 * Its words are English (messages/en/booking.json) unless the page gives its language's (`text`).
 */
import { useMemo } from 'react'
import { useRouter } from 'next/navigation'
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { localizedHref } from '@/core/i18n/routes'
import { discardQuote, useQuote } from '@/web/components/calculator/quote-handoff'
import { formatDollars } from '@/core/money/money'
import { FORM_LABELS } from '@/core/leads/form-labels.ts'
import { strategySessionPayload } from '@/web/leads/payloads/booking'
import { URGENCY_OPTIONS } from '@/web/leads/rules'
import { fill } from '@/web/i18n/fill'
import { BookingWhenFields, BookingWhoFields, DetailsField, ServiceField } from './booking-fields'
import { bookingOutcome } from './booking-outcome'
import { LeadForm } from './lead-form'
import { type BookingText, readerOf } from './messages/booking'
import { useLeadSubmission } from './use-lead-submission'

/** The confirmation page of a booked session, by its signed manage token. */
export const confirmationPath = (token: string) => `/booking/${encodeURIComponent(token)}/confirmed`

export interface StrategySessionFormProps {
  /** The agency e-mail (site settings), named when booking fails. */
  agencyEmail: string
  className?: string
  /** The page's language, when not English (with `text`). */
  locale?: Locale
  /** Its words on a page not in English. */
  text?: BookingText
}

export function StrategySessionForm({
  agencyEmail,
  className,
  locale,
  text,
}: StrategySessionFormProps) {
  const quote = useQuote()
  const router = useRouter()
  const read = useMemo(() => readerOf(locale, text), [locale, text])
  const { words } = read
  const lead = useLeadSubmission({
    ...bookingOutcome(agencyEmail, read, text),
    // The spec's notice, then the session's own page: its time, add to calendar, reschedule.
    onSent: (token) => {
      // The quote went with this booking: gone before the page changes (the form's reset, half a
      // second later, never runs once the confirmation page has replaced it).
      discardQuote()
      // In the page's language: /ar/booking/{token}/confirmed from an Arabic page.
      if (token) router.push(localizedHref(confirmationPath(token), locale ?? DEFAULT_LOCALE))
    },
    formType: FORM_LABELS.strategySession,
    schema: 'strategySessionSchema',
    payload: (fields, signals) => strategySessionPayload(fields, quote, signals),
    onReset: discardQuote,
  })
  const { id, fields, field, update } = lead

  return (
    <LeadForm
      lead={lead}
      label={words.strategyLabel}
      className={className}
      submit={{ idle: words.bookSession, busy: words.processing, className: 'w-full' }}
    >
      {quote ? (
        // The estimate itself is shown above the form (QuoteSummary); this says it goes along.
        <p
          className="border-brand-100 bg-brand-50 rounded-xl border p-4 text-sm sm:col-span-2"
          data-testid="attached-quote"
        >
          {fill(words.quoteAttached, { services: quote.selectedServices })}{' '}
          <strong {...(read.rtl ? { dir: 'ltr' } : null)}>
            {formatDollars(quote.estimatedTotal)}
          </strong>
        </p>
      ) : null}
      <BookingWhoFields field={field} read={read} />
      <ServiceField field={field} read={read} />
      <fieldset className="grid gap-1.5">
        <legend className="text-sm font-medium text-slate-800">{words.urgency}</legend>
        {/* A segmented control as tall as the fields beside it: each option's radio covers
            its segment (clicked where it is seen), and the checked one is filled. */}
        <div className="urgency-options">
          {URGENCY_OPTIONS.map((option) => (
            <label key={option.value}>
              <input
                type="radio"
                name={`${id}-urgency`}
                value={option.value}
                checked={fields.urgency === option.value}
                onChange={() => update({ urgency: option.value })}
              />
              {words.urgencyOptions[option.value]}
            </label>
          ))}
        </div>
      </fieldset>
      <BookingWhenFields
        field={field}
        update={update}
        earliest="tomorrow"
        refresh={lead.takenCount}
        calendar
        read={read}
      />
      <DetailsField
        field={field}
        label={words.projectDetails}
        read={read}
        counterText={text?.common}
      />
    </LeadForm>
  )
}
