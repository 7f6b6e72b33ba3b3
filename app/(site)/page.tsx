import Link from 'next/link'
import { getLeadFormOptions, getSettings, getSubscriberClaim } from '@/web/content'
import { ContactBand } from '@/web/components/forms/contact-band'
import { NewsletterSection } from '@/web/components/forms/newsletter-section'
import { OfficesSection } from '@/web/components/offices/offices-section'
import { HomeStructuredData, homeMetadata } from '@/web/components/seo/home-structured-data'

export default async function HomePage() {
  const [settings, leadForms, subscribers] = await Promise.all([
    getSettings(),
    getLeadFormOptions(),
    getSubscriberClaim(),
  ])
  return (
    <>
      <section className="mx-auto max-w-7xl px-4 py-24">
        <p className="text-brand-600 text-sm font-semibold tracking-widest uppercase">
          {settings.tagline}
        </p>
        <h1 className="mt-4 text-5xl font-bold tracking-tight">{settings.heroMessage}</h1>
        <p className="mt-4 text-xl text-slate-600">{settings.heroSubline}</p>
        <Link
          href="/services"
          className="bg-brand-600 mt-8 inline-block rounded-full px-6 py-3 font-semibold text-white"
        >
          Explore services
        </Link>
      </section>
      <ContactBand
        phone={settings.phone ?? ''}
        budgetOptions={leadForms.budgetOptions}
        timelineOptions={leadForms.timelineOptions}
      />
      <div className="px-4 py-16">
        <NewsletterSection
          agencyEmail={settings.email ?? ''}
          subscriberCount={subscribers ?? undefined}
        />
      </div>
      <OfficesSection />
      {/* Structured data: the business, the WebSite search action and the breadcrumb. */}
      <HomeStructuredData />
    </>
  )
}

export const generateMetadata = homeMetadata
