import { PrivacyRequestForm } from './privacy-request-form'

/** Below the privacy policy: a visitor asks to see or erase their data (GDPR arts. 15 and 17). */
export function PrivacyRequestSection() {
  return (
    <section
      id="privacy-request"
      aria-labelledby="privacy-request-heading"
      className="mx-auto max-w-7xl scroll-mt-24 px-4 pb-16 sm:px-6 lg:px-8"
    >
      <div className="max-w-3xl rounded-3xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
        <h2 id="privacy-request-heading" className="text-2xl font-bold text-slate-900">
          Your data: see it or erase it
        </h2>
        <p className="mt-2 mb-6 text-slate-600">
          Ask for a copy of the personal data we hold about you, or for its erasure.
        </p>
        <PrivacyRequestForm />
      </div>
    </section>
  )
}
