/**
 * The home page's contact band (home-services-leads.md §2.2, item 2): a heading, the promise of a
 * reply within 24 hours, and the contact form.
 */
import type { Choice } from './form-fields'
import { ContactForm } from './contact-form'

export interface ContactBandProps {
  phone: string
  budgetOptions: readonly Choice[]
  timelineOptions: readonly Choice[]
  heading?: string
}

export function ContactBand({
  phone,
  budgetOptions,
  timelineOptions,
  heading = 'Tell us about your project',
}: ContactBandProps) {
  return (
    <section aria-label="Contact" className="bg-slate-50 py-16">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 lg:grid-cols-[2fr_3fr]">
        <div>
          <h2 className="text-3xl font-bold tracking-tight">{heading}</h2>
          <p className="mt-3 text-slate-600">
            Send us a few lines about your goals and we reply within 24 hours. Prefer to talk? Call{' '}
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
