import { ArrowRight, Phone } from '@/web/components/ui/icons'
import Link from '@/web/components/ui/link'
import { DEFAULT_LOCALE } from '@/core/i18n/locales'
import { Ltr } from '@/web/components/ui/ltr-runs'
import { contactFormProps } from '@/web/components/forms/form-props'
import { telHref } from '@/web/components/shell/nav'
import { translator } from '@/web/i18n/messages'
import { type BlockProps, locationAttribute } from '../types'

/**
 * The final contact form: the closing pitch with links to
 * the contact page and the phone, beside the contact form, in the page's language.
 */
export function FinalContact({
  block: { heading: section },
  context: {
    settings,
    leadForms,
    locale = DEFAULT_LOCALE,
    pieces: { ContactForm },
  },
  headingId,
  location,
}: BlockProps<'finalContactSection'>) {
  const { phone } = settings
  const { budgetOptions, timelineOptions } = leadForms
  const t = translator(locale, 'contactSection')
  return (
    <section
      aria-labelledby={headingId}
      data-home-section="final-contact"
      {...locationAttribute(location)}
      // The band on the content column's edges, as every section's content and the other pages'
      // closing band: inside a full-width section it was the column's width plus its padding, 32 px
      // wider each side at 1440 px (an outside review).
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8"
    >
      <div
        data-reveal
        className="from-brand-700 via-brand-600 relative isolate grid items-center gap-10 overflow-hidden rounded-[2rem] bg-linear-to-br to-violet-700 px-6 py-12 shadow-2xl shadow-indigo-700/30 sm:px-10 lg:grid-cols-[1fr_1.25fr] lg:px-14 lg:py-16"
      >
        <div
          aria-hidden="true"
          className="absolute -start-24 -top-32 -z-10 size-96 rounded-full bg-white/10 blur-3xl"
        />
        <div className="text-white">
          {section.eyebrow ? (
            <p className="text-brand-100 text-sm font-semibold tracking-widest uppercase">
              {section.eyebrow}
            </p>
          ) : null}
          <h2
            id={headingId}
            className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {section.title}
          </h2>
          {section.intro ? (
            <p className="text-brand-100 mt-5 text-lg leading-8">{section.intro}</p>
          ) : null}
          {/* The buttons' padding is 20 px, not 24: with 24, the Arabic pair (the longer link's
              words) was 13 px wider than the 501-px column at 1440 px, and the phone dropped
              under the link where the English pair sits side by side. */}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {section.link ? (
              <Link
                href={section.link.href}
                className="text-brand-700 hover:bg-brand-50 inline-flex h-12 items-center justify-center gap-2 rounded-full bg-white px-5 font-semibold"
              >
                {section.link.label} <ArrowRight className="icon-fwd" />
              </Link>
            ) : null}
            <a
              href={telHref(phone)}
              className="inline-flex h-12 items-center justify-center gap-2 rounded-full border border-white/40 px-5 font-semibold text-white hover:bg-white/10"
            >
              <Phone className="size-4" />
              <span className="sr-only">{`${t('call')} `}</span>
              <Ltr locale={locale}>{phone}</Ltr>
            </a>
          </div>
        </div>
        <ContactForm
          label={t('finalFormLabel')}
          phone={phone}
          budgetOptions={budgetOptions}
          timelineOptions={timelineOptions}
          className="shadow-xl"
          {...contactFormProps(locale)}
        />
      </div>
    </section>
  )
}
