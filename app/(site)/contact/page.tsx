import type { Metadata } from 'next'
import { getLeadFormOptions, getSettings } from '@/web/content'
import { ContactForm } from '@/web/components/forms/contact-form'

export const metadata: Metadata = {
  title: 'Contact',
  description: 'Tell us about your project. We reply within 24 hours.',
}

export default async function ContactPage() {
  const [settings, options] = await Promise.all([getSettings(), getLeadFormOptions()])
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Contact</h1>
      <p className="mt-3 text-lg text-slate-600">
        Tell us about your project. We reply within 24 hours, or call us at{' '}
        <a
          className="text-brand-700 underline"
          href={`tel:${settings.phone?.replace(/[^\d+]/g, '')}`}
        >
          {settings.phone}
        </a>
        .
      </p>
      <ContactForm
        className="mt-10"
        phone={settings.phone ?? ''}
        budgetOptions={options.budgetOptions}
        timelineOptions={options.timelineOptions}
      />
    </div>
  )
}
