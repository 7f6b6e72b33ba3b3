import type { Metadata } from 'next'
import { getLeadFormOptions, getSettings } from '@/web/content'
import { ContactDetails } from '@/web/components/company/contact-details'
import { ContactForm } from '@/web/components/forms/contact-form'
import { OfficesSection } from '@/web/components/offices/offices-section'
import { PageHero } from '@/web/components/content/page-hero'
import { pageMetadata } from '@/web/components/seo/metadata'
import { sentences } from '@/web/lib/text'

const PATH = '/contact'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings({ preview: true })
  return pageMetadata({
    brandName: settings.brandName,
    title: 'Contact',
    description: `Call ${settings.phone} or e-mail ${settings.email}. ${sentences(settings.promises?.consultation, settings.promises?.response)}`,
    path: PATH,
  })
}

export default async function ContactPage() {
  const [settings, options] = await Promise.all([
    getSettings({ preview: true }),
    getLeadFormOptions({ preview: true }),
  ])
  return (
    <>
      <PageHero
        breadcrumbs={[{ name: 'Contact', url: PATH }]}
        eyebrow="Contact"
        title={`Talk to ${settings.brandName}`}
        intro={sentences(settings.promises?.consultation, settings.promises?.response)}
      />
      <ContactDetails settings={settings} />

      <section
        id="contact-form"
        aria-labelledby="contact-form-heading"
        className="mx-auto max-w-3xl scroll-mt-24 px-4 py-16 sm:px-6"
      >
        <h2 id="contact-form-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Tell us about your project
        </h2>
        <ContactForm
          className="mt-8"
          phone={settings.phone ?? ''}
          budgetOptions={options.budgetOptions}
          timelineOptions={options.timelineOptions}
        />
      </section>
      <OfficesSection />
    </>
  )
}
