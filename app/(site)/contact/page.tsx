import type { Metadata } from 'next'
import { getSettings } from '@/web/content'
import { ContactDetails } from '@/web/components/company/contact-details'
import { PageHero } from '@/web/components/content/page-hero'
import { pageMetadata } from '@/web/components/seo/metadata'
import { sentences } from '@/web/lib/text'

const PATH = '/contact'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings()
  return pageMetadata({
    brandName: settings.brandName,
    title: 'Contact',
    description: `Call ${settings.phone} or e-mail ${settings.email}. ${sentences(settings.promises?.consultation, settings.promises?.response)}`,
    path: PATH,
  })
}

export default async function ContactPage() {
  const settings = await getSettings()
  return (
    <>
      <PageHero
        breadcrumbs={[{ name: 'Contact', url: PATH }]}
        eyebrow="Contact"
        title={`Talk to ${settings.brandName}`}
        intro={sentences(settings.promises?.consultation, settings.promises?.response)}
      />
      <ContactDetails settings={settings} />

      {/* ── SPOT: contact form (leads issue) ─────────────────────────────────────────────────────
          Compose the contact form here, e.g.
            <section id="contact-form" className="mx-auto max-w-3xl px-4 py-16"><ContactForm /></section>
          ── END SPOT: contact form ────────────────────────────────────────────────────────────── */}

      {/* ── SPOT: offices section (shell issue) ──────────────────────────────────────────────────
          Compose the offices section here ('Serving clients across 5 major cities worldwide',
          the map, the office list and modal), e.g. <OfficesSection />. It is the target of
          'View all locations' and 'Contact This Office'.
          ── END SPOT: offices section ─────────────────────────────────────────────────────────── */}
    </>
  )
}
