/**
 * The home page's contact band: a heading, the promise of a
 * reply within 24 hours, and the contact form.
 */
import { ContactForm } from '@/web/components/forms/contact-form'
import { type BlockProps, locationAttribute } from '../types'

export function ContactBand({
  block: { heading },
  context: { settings, leadForms },
  location,
}: BlockProps<'contactBandSection'>) {
  const { phone } = settings
  const { budgetOptions, timelineOptions } = leadForms
  const { eyebrow, title, intro } = heading
  return (
    <section
      aria-label="Contact"
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
            {intro ?? 'Send us a few lines about your goals and we reply within 24 hours.'} Prefer
            to talk? Call{' '}
            <a className="text-brand-700 underline" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              {phone}
            </a>
            .
          </p>
        </div>
        <ContactForm
          phone={phone}
          budgetOptions={budgetOptions}
          timelineOptions={timelineOptions}
        />
      </div>
    </section>
  )
}
