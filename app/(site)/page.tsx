import { getHomePage, getLeadFormOptions, getSettings } from '@/web/content'
import { ContactBand } from '@/web/components/forms/contact-band'
import { NewsletterSection } from '@/web/components/forms/newsletter-section'
import { ClientLogos } from '@/web/components/home/client-logos'
import { EnterpriseAi } from '@/web/components/home/enterprise-ai'
import { FinalContact } from '@/web/components/home/final-contact'
import { Hero } from '@/web/components/home/hero'
import { IconSprite } from '@/web/components/home/icon-sprite'
import { PopularServices } from '@/web/components/home/popular-services'
import { Portfolio } from '@/web/components/home/portfolio'
import { PremiumServicesSection } from '@/web/components/home/premium-services-section'
import { ProcessSection } from '@/web/components/home/process-steps'
import { ScrollReveal } from '@/web/components/home/scroll-reveal'
import { Team } from '@/web/components/home/team'
import { Testimonials } from '@/web/components/home/testimonials'
import { TrustPartners } from '@/web/components/home/trust-partners'
import { ValueCards } from '@/web/components/home/value-cards'
import { OfficesSection } from '@/web/components/offices/offices-section'
import { HomeStructuredData, homeMetadata } from '@/web/components/seo/home-structured-data'

/** The home page: the spec's twelve sections, testimonials and popular services, from the CMS. */
export default async function HomePage() {
  const [settings, leadForms, content] = await Promise.all([
    getSettings({ preview: true }),
    getLeadFormOptions({ preview: true }),
    // The homePage singleton is this page's own document (a client's preview link to /).
    getHomePage({ preview: true, page: '/' }),
  ])
  const { home, testimonials, popularServices, portfolio } = content
  const sections = home.sections
  const subscribers = home.claims?.find((claim) => claim.label.toLowerCase() === 'subscribers')
  const phone = settings.phone

  return (
    <>
      <IconSprite />
      <Hero settings={settings} home={home} work={portfolio} />
      <ContactBand
        phone={phone}
        budgetOptions={leadForms.budgetOptions}
        timelineOptions={leadForms.timelineOptions}
        eyebrow={sections?.contact?.eyebrow}
        heading={sections?.contact?.title}
        intro={sections?.contact?.intro}
      />
      <PremiumServicesSection section={sections?.premium} cards={home.premiumServices ?? []} />
      <ProcessSection section={sections?.process} steps={home.processSteps} />
      <Testimonials
        badge={home.headings?.testimonialsBadge ?? ''}
        heading={home.headings?.testimonialsHeading ?? ''}
        testimonials={testimonials}
      />
      <ValueCards section={sections?.values} cards={home.valueCards ?? []} />
      <Portfolio section={sections?.portfolio} studies={portfolio} />
      <PopularServices
        badge={home.headings?.popularBadge ?? ''}
        heading={home.headings?.popularHeading ?? ''}
        services={popularServices}
      />
      {/* The band sits in the same column as every section's content (max-w-7xl less its padding). */}
      <div data-home-section="newsletter" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <NewsletterSection
          agencyEmail={settings.email}
          subscriberCount={subscribers?.value}
          heading={sections?.newsletter?.title}
          intro={sections?.newsletter?.intro?.replaceAll('{subscribers}', subscribers?.value ?? '')}
        />
      </div>
      <Team section={sections?.team} members={home.team ?? []} email={settings.email} />
      <ClientLogos section={sections?.clients} logos={home.clientLogos ?? []} />
      <TrustPartners section={sections?.partners} partners={home.trustPartners ?? []} />
      <EnterpriseAi section={sections?.ai} points={home.enterpriseAi ?? []} />
      <OfficesSection />
      <FinalContact
        section={sections?.finalContact}
        phone={phone}
        budgetOptions={leadForms.budgetOptions}
        timelineOptions={leadForms.timelineOptions}
      />
      <ScrollReveal />
      {/* Structured data: the business, the WebSite search action and the breadcrumb. */}
      <HomeStructuredData />
    </>
  )
}

export const generateMetadata = homeMetadata
