'use client'
/**
 * Newsletter plus free consultation: an e-mail box whose
 * Subscribe button is disabled while it is empty, and a Schedule button that swaps the section
 * for the consultation booking form, with 'Back to Newsletter' to return. The booking form's code
 * (time zones, country flags, its select) loads when the visitor reaches for Schedule, not with
 * the page: most visitors never open it.
 *
 * Its words are English (messages/en/newsletterSection.json, newsletter.json and
 * newsletterNotices.json) unless the page gives its language's (`text`), which the booking form
 * gets too.
 */
import { clsx } from 'clsx'
import { useState } from 'react'
import type { Locale } from '@/core/i18n/locales'
import { LazyPiece } from '@/web/components/ui/lazy-piece'
import { CalendarClock } from '@/web/components/ui/icons'
import { joinHyphenated } from '@/web/components/ui/whole-words'
import { NEWSLETTER_SOURCES } from '@/web/leads/payloads/newsletter'
import { fill } from '@/web/i18n/fill'
import newsletterEn from '@/messages/en/newsletter.json'
import type { NewsletterText } from './footer-newsletter-styles'
import { LeadForm } from './lead-form'
import type { BookingText } from './messages/booking'
import {
  NEWSLETTER_SECTION_EN,
  type NewsletterNotices,
  type NewsletterSectionWords,
} from './messages/newsletter'
import { useNewsletterSubmission } from './use-newsletter-submission'

const loadBookingForm = () =>
  import('./consultation-booking-form').then((module) => module.ConsultationBookingForm)
/** Fetches the booking form's code ahead of the click (pointer over, focus or touch). */
const preloadBookingForm = () => void loadBookingForm().catch(() => undefined)

/** The section's words in a language: its own, the sign-up's, its notices, the booking form's. */
export interface NewsletterSectionText {
  section: NewsletterSectionWords
  form: NewsletterText
  notices: NewsletterNotices
  booking: BookingText
}

export interface NewsletterSectionProps {
  /** The agency e-mail (site settings), for the booking form's failure notice. */
  agencyEmail: string
  /** The subscriber claim from the CMS, e.g. "500+". */
  subscriberCount?: string
  /** Heading and introduction from the CMS (the home page); the built-in wording otherwise. */
  heading?: string | null
  intro?: string | null
  className?: string
  /** The page's language, when not English (with `text`). */
  locale?: Locale
  /** Its words on a page not in English. */
  text?: NewsletterSectionText
}

export function NewsletterSection({
  agencyEmail,
  subscriberCount,
  heading,
  intro,
  className,
  locale,
  text,
}: NewsletterSectionProps) {
  const [mode, setMode] = useState<'newsletter' | 'schedule'>('newsletter')
  const words = text?.section ?? NEWSLETTER_SECTION_EN
  const form = text?.form ?? newsletterEn
  const lead = useNewsletterSubmission(NEWSLETTER_SOURCES.section, text?.notices)
  const { id, fields, field, submitting } = lead

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={clsx(
        'bg-brand-900 mx-auto max-w-7xl rounded-3xl px-6 py-12 text-white sm:px-12',
        className,
      )}
    >
      {mode === 'newsletter' ? (
        <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id={`${id}-heading`} className="text-3xl font-bold">
              {heading ?? words.heading}
            </h2>
            <p className="text-brand-100 mt-3">
              {/* Below the first screen: no line ends on "30-" ("free 30-/minute", on a phone). */}
              {joinHyphenated(
                intro ??
                  (subscriberCount
                    ? fill(words.introWithCount, { count: subscriberCount })
                    : words.intro),
              )}
            </p>
          </div>
          <LeadForm lead={lead} label={words.label} layout="grid gap-3 sm:grid-cols-[1fr_auto]">
            <label htmlFor={`${id}-email`} className="sr-only">
              {form.emailLabel}
            </label>
            {/* type="text" with an e-mail keyboard: a browser strips spaces from type="email", and the
                spec's 'Email Required' notice is for an address that is only blanks. */}
            <input
              {...field('email')}
              type="text"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              autoComplete="email"
              placeholder={form.placeholder}
              className="rounded-full border border-white/30 bg-white px-5 py-3 text-slate-900"
            />
            <button
              type="submit"
              disabled={fields.email === '' || submitting}
              // Disabled while the box is empty (the spec), but drawn as the band's primary button
              // all the same, dark text on white: the form is seen empty, and a faint outline there
              // (light text on a translucent pill) read as a switched-off button before any was typed.
              className="text-brand-900 rounded-full bg-white px-6 py-3 font-semibold disabled:cursor-not-allowed"
            >
              {submitting ? form.subscribing : form.subscribe}
            </button>
            <button
              type="button"
              onClick={() => setMode('schedule')}
              onPointerEnter={preloadBookingForm}
              onFocus={preloadBookingForm}
              onTouchStart={preloadBookingForm}
              // The other way in, quieter than the form's own button: an outline pill at its own
              // width. At the full width under Subscribe it read as a second, stray submit on a
              // phone; as a bare link with an icon, as a stray word (outside reviews).
              className="inline-flex items-center gap-2 justify-self-start rounded-full border border-white/40 px-5 py-2.5 font-semibold text-white hover:bg-white/10 sm:col-span-2"
            >
              <CalendarClock className="size-5" />
              {words.schedule}
            </button>
          </LeadForm>
        </div>
      ) : (
        <div>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h2 id={`${id}-heading`} className="text-3xl font-bold">
              {words.bookingHeading}
            </h2>
            <button
              type="button"
              onClick={() => setMode('newsletter')}
              className="text-brand-100 underline underline-offset-4"
            >
              {words.back}
            </button>
          </div>
          <div className="mt-6 rounded-2xl bg-white p-6 text-slate-900">
            <LazyPiece
              load={loadBookingForm}
              props={text ? { agencyEmail, locale, text: text.booking } : { agencyEmail }}
              loading={
                <p role="status" className="py-10 text-center text-slate-600">
                  {words.loadingBooking}
                </p>
              }
              failed={(retry) => (
                <div role="alert" className="py-10 text-center text-slate-700">
                  <p>{words.bookingFailed}</p>
                  <button
                    type="button"
                    onClick={retry}
                    className="text-brand-700 mt-3 font-semibold underline underline-offset-4"
                  >
                    {words.tryAgain}
                  </button>
                </div>
              )}
            />
          </div>
        </div>
      )}
    </section>
  )
}
