import type { Metadata } from 'next'
import { cache } from 'react'
import { notFound } from 'next/navigation'
import { type Locale, locales } from '@/core/i18n/locales'
import { getService, getServiceCatalogue, getServiceSlugs, getSettings } from '@/web/content'
import { pageMetadata } from '@/web/components/seo/metadata'
import { ServiceStructuredData } from '@/web/components/seo/page-structured-data'
import { ServiceDetail } from '@/web/components/services/service-detail'
import { setRequestLocale } from '@/web/i18n/request-locale'
import { servicePath } from '@/web/lib/routes'

type Props = { params: Promise<{ slug: string }> }

/** Once per request: generateMetadata and the page share the document. */
// The service is the page's own document: a client's preview link to this page shows its draft.
const loadService = cache((slug: string, locale: Locale) =>
  getService(slug, {
    preview: true,
    page: locales.localize(servicePath(slug), locale),
    locale,
  }),
)

/**
 * The languages a service is published in, for its page's `hreflang` alternates: the service
 * of one slug in each language is one document translated (the same slug in every language).
 */
async function serviceLanguages(slug: string): Promise<Locale[]> {
  const found = await Promise.all(
    locales.codes.map(async (code) =>
      (await getServiceSlugs({ locale: code })).some((service) => service.slug === slug)
        ? code
        : null,
    ),
  )
  return found.filter((code): code is Locale => code !== null)
}

/**
 * A service's page (/services/{slug}, /ar/services/{slug}) in `locale`: the service's document in
 * that language. Each language's route file (app/(site)/services/[slug]/page.tsx,
 * app/ar/services/[slug]/page.tsx) is this with its language.
 *
 * The services of the language are prerendered; one added later renders on its first visit; a
 * slug with no service in the language (an English service not translated yet, an unknown slug)
 * answers 404 (no loading.tsx or Suspense above the check, so the status is sent before any
 * HTML). Aliases never get here: proxy.ts redirects them.
 */
export function servicePage(locale: Locale) {
  async function generateStaticParams() {
    const services = await getServiceSlugs({ locale })
    return services.map(({ slug }) => ({ slug }))
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { slug } = await params
    const [service, settings] = await Promise.all([
      loadService(slug, locale),
      getSettings({ preview: true, locale }),
    ])
    if (!service) return {}
    return pageMetadata({
      brandName: settings.brandName,
      title: service.title,
      description: service.description,
      seo: service.seo,
      path: servicePath(service.slug),
      locale,
      languages: await serviceLanguages(service.slug),
    })
  }

  async function ServicePage({ params }: Props) {
    setRequestLocale(locale)
    const { slug } = await params
    const service = await loadService(slug, locale)
    if (!service) notFound()
    const read = { preview: true, locale } as const
    const [settings, catalogue] = await Promise.all([getSettings(read), getServiceCatalogue(read)])
    return (
      <>
        <ServiceStructuredData slug={service.slug} locale={locale} />
        <ServiceDetail
          service={service}
          settings={settings}
          catalogue={catalogue}
          locale={locale}
        />
      </>
    )
  }

  return { generateStaticParams, generateMetadata, Page: ServicePage }
}
