import type { Metadata } from 'next'
import { cache } from 'react'
import type { Locale } from '@/core/i18n/locales'
import { getLeadFormOptions, getSettings } from '@/web/content'
import { ContactDetails } from '@/web/components/company/contact-details'
import { ContactForm } from '@/web/components/forms/deferred-forms'
import { contactFormProps } from '@/web/components/forms/form-props'
import { OfficeList, OfficeMapPanel } from '@/web/components/offices/deferred-offices'
import { OfficesSection } from '@/web/components/offices/offices-section'
import { PageHero } from '@/web/components/content/page-hero'
import { pageMetadata } from '@/web/components/seo/metadata'
import { translator } from '@/web/i18n/messages'
import { setRequestLocale } from '@/web/i18n/request-locale'
import { sentences } from '@/web/lib/text'

const PATH = '/contact'

/** Once per request: generateMetadata and the page share it. */
const describe = cache(async (locale: Locale) => {
  const read = { preview: true, locale } as const
  const [settings, options] = await Promise.all([getSettings(read), getLeadFormOptions(read)])
  const promises = sentences(settings.promises?.consultation, settings.promises?.response)
  return { settings, options, promises, t: translator(locale, 'contactPage') }
})

/**
 * The contact page (/contact, /ar/contact) in `locale`: the ways to reach the agency, the
 * contact form and the offices. Each language's route file (app/(site)/contact/page.tsx,
 * app/ar/contact/page.tsx) is this with its language.
 */
export function contactPage(locale: Locale) {
  async function generateMetadata(): Promise<Metadata> {
    const { settings, promises, t } = await describe(locale)
    return pageMetadata({
      brandName: settings.brandName,
      title: t('title'),
      description: t('description', {
        phone: String(settings.phone),
        email: String(settings.email),
        promises,
      }),
      path: PATH,
      locale,
    })
  }

  async function ContactPage() {
    setRequestLocale(locale)
    const { settings, options, promises, t } = await describe(locale)
    return (
      <>
        <PageHero
          breadcrumbs={[{ name: t('title'), url: PATH }]}
          eyebrow={t('eyebrow')}
          title={t('heading', { brand: settings.brandName })}
          intro={promises}
        />
        <ContactDetails settings={settings} locale={locale} />

        <section
          id="contact-form"
          aria-labelledby="contact-form-heading"
          className="mx-auto max-w-3xl scroll-mt-24 px-4 py-16 sm:px-6"
        >
          <h2
            id="contact-form-heading"
            className="text-3xl font-bold tracking-tight text-slate-900"
          >
            {t('formHeading')}
          </h2>
          <ContactForm
            className="mt-8"
            phone={settings.phone ?? ''}
            budgetOptions={options.budgetOptions}
            timelineOptions={options.timelineOptions}
            {...contactFormProps(locale)}
          />
        </section>
        <OfficesSection locale={locale} pieces={{ OfficeList, OfficeMapPanel }} />
      </>
    )
  }

  return { generateMetadata, Page: ContactPage }
}
