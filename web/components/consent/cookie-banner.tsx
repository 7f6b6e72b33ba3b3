'use client'
/**
 * The cookie banner: 'Accept All' or 'Necessary Only', equally easy.
 * Non-modal: the page stays usable while it is open. Loaded on demand by ConsentManager, so
 * visitors who have chosen never download it, nor its words: English (messages/en/consent.json)
 * unless the page is in another language, whose ConsentManager hands it that language's.
 */
import { Cookie } from '@/web/components/ui/icons'
import Link from '@/web/components/ui/client-link'
import { useEffect, useId, useRef } from 'react'
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { localizedHref } from '@/core/i18n/routes'
import { buttonClass } from '@/web/components/ui/button'
import {
  ACCEPT_ALL,
  type ConsentPreferences,
  type ConsentRecord,
  NECESSARY_ONLY,
} from '@/web/consent/consent'
import en from '@/messages/en/consent.json'

export type ConsentText = typeof en

export interface CookieBannerProps {
  /** The page's language (its privacy policy link), and the banner's words in it. */
  locale?: Locale
  text?: ConsentText
  /** The stored choice when the visitor reopens the banner from 'Cookie settings'. */
  current: ConsentRecord | null
  /** The browser sends Global Privacy Control (analytics and marketing stay off). */
  gpc?: boolean
  /** Reopened by the visitor: focus moves into the banner and Escape closes it. */
  reopened: boolean
  onChoose: (preferences: ConsentPreferences) => void
  onClose: () => void
}

export function CookieBanner({
  locale = DEFAULT_LOCALE,
  text = en,
  current,
  gpc = false,
  reopened,
  onChoose,
  onClose,
}: CookieBannerProps) {
  const id = useId()
  const first = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (reopened) first.current?.focus()
  }, [reopened])

  const currentLabel = current
    ? current.preferences.analytics
      ? text.acceptAll
      : text.necessaryOnly
    : null

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-text`}
      data-testid="cookie-banner"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && current) onClose()
      }}
      className="motion-safe:animate-fade-in fixed inset-x-3 bottom-[calc(var(--dock-height)+0.75rem)] z-[55] mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-4 shadow-2xl shadow-slate-900/20 sm:p-6"
    >
      <div className="flex flex-col gap-3.5 sm:flex-row sm:items-end sm:gap-8">
        <div className="flex gap-4">
          <span className="bg-brand-50 text-brand-700 hidden size-11 shrink-0 items-center justify-center rounded-xl sm:inline-flex">
            <Cookie className="size-6" />
          </span>
          <div>
            {/* The policy link beside the heading, and the words in two short paragraphs: on a
                phone no block of the banner's text is larger than a page's own first words, so
                the banner, shown a second after load, never becomes the page's largest paint
                (first-visit.e2e, 'cookie banner and the largest paint'). */}
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
                {text.heading}
              </h2>
              <Link
                href={localizedHref('/privacy-policy', locale)}
                className="text-brand-700 text-sm font-medium underline"
              >
                {text.privacyPolicy}
              </Link>
            </div>
            <div
              id={`${id}-text`}
              className="mt-1.5 text-[0.8125rem] leading-snug text-slate-600 sm:text-sm sm:leading-normal"
            >
              <p>{text.text}</p>
              <p className="mt-0.5">{text.consentUse}</p>
            </div>
            {gpc ? (
              <p
                data-testid="cookie-banner-gpc"
                className="mt-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700"
              >
                {text.gpc}
              </p>
            ) : null}
            {currentLabel ? (
              <p className="mt-2 text-sm text-slate-500">
                {text.currentChoice} <strong className="text-slate-700">{currentLabel}</strong>
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex shrink-0 gap-3">
          <button
            ref={first}
            type="button"
            onClick={() => onChoose(NECESSARY_ONLY)}
            className={buttonClass({ variant: 'secondary', className: 'flex-1 sm:flex-none' })}
          >
            {text.necessaryOnly}
          </button>
          <button
            type="button"
            onClick={() => onChoose(ACCEPT_ALL)}
            className={buttonClass({ className: 'flex-1 sm:flex-none' })}
          >
            {text.acceptAll}
          </button>
        </div>
      </div>
    </div>
  )
}
