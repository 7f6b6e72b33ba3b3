import type { Locale } from '@/core/i18n/locales'
import { PrivacyRequestForm } from './privacy-request-form'
import { PRIVACY_REQUEST_EN, type PrivacyRequestText } from './privacy-request-text'

/**
 * Below the privacy policy: a visitor asks to see or erase their data (GDPR arts. 15 and 17). In
 * English unless the page gives its language and words (`locale`, `text`).
 */
export function PrivacyRequestSection({
  locale,
  text,
}: {
  /** The page's language, when not English (with `text`). */
  locale?: Locale
  /** Its words on a page not in English. */
  text?: PrivacyRequestText
}) {
  const words = text?.words ?? PRIVACY_REQUEST_EN
  return (
    <section
      id="privacy-request"
      aria-labelledby="privacy-request-heading"
      className="mx-auto max-w-7xl scroll-mt-24 px-4 pb-16 sm:px-6 lg:px-8"
    >
      <div className="max-w-3xl rounded-3xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
        <h2 id="privacy-request-heading" className="text-2xl font-bold text-slate-900">
          <AfterColon text={words.heading} />
        </h2>
        <p className="mt-2 mb-6 text-slate-600">{words.intro}</p>
        <PrivacyRequestForm {...(text ? { locale, text } : null)} />
      </div>
    </section>
  )
}

/**
 * A heading of the form "Your data: see it or erase it", broken (when it must be) after its colon:
 * balanced, it broke "Your data: see / it or erase it" on a phone (an outside review).
 */
function AfterColon({ text }: { text: string }) {
  const at = text.indexOf(': ')
  if (at < 0) return <>{text}</>
  return (
    <>
      {text.slice(0, at + 2)}
      <span className="inline-block">{text.slice(at + 2)}</span>
    </>
  )
}
