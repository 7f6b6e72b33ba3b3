/**
 * The home page's contact band: a heading, the promise of a
 * reply within 24 hours, and the contact form, in the page's language.
 */
import { DEFAULT_LOCALE, locales } from '@/core/i18n/locales'
import { contactFormProps } from '@/web/components/forms/form-props'
import { translator } from '@/web/i18n/messages'
import { type BlockProps, locationAttribute } from '../types'

export function ContactBand({
  block: { heading },
  context: {
    settings,
    leadForms,
    locale = DEFAULT_LOCALE,
    pieces: { ContactForm },
  },
  location,
}: BlockProps<'contactBandSection'>) {
  const { phone } = settings
  const { budgetOptions, timelineOptions } = leadForms
  const { eyebrow, title, intro } = heading
  const t = translator(locale, 'contactSection')
  return (
    <section
      aria-label={t('label')}
      data-home-section="contact"
      {...locationAttribute(location)}
      className="bg-slate-50 py-16"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:px-8">
        <div>
          {eyebrow ? (
            <p className="text-brand-700 text-sm font-semibold tracking-widest uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h2 className="mt-3 text-3xl font-bold tracking-tight">{title}</h2>
          <p className="mt-3 text-slate-600">
            {intro ?? t('replyPromise')}
            {` ${t('preferToTalk')}`}{' '}
            {/* On one line: a phone number broken at its hyphen ("555-" / "0142") misreads. */}
            <a
              className="text-brand-700 whitespace-nowrap underline"
              href={`tel:${phone.replace(/[^\d+]/g, '')}`}
              {...(locales.entry(locale).dir === 'rtl' ? { dir: 'ltr' } : null)}
            >
              {phone}
            </a>
            .
          </p>
        </div>
        <ContactForm
          phone={phone}
          budgetOptions={budgetOptions}
          timelineOptions={timelineOptions}
          {...contactFormProps(locale)}
        />
      </div>
    </section>
  )
}
