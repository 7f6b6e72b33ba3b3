import type { Metadata } from 'next'
import { cache } from 'react'
import { notFound } from 'next/navigation'
import { getService, getServiceCatalogue, getServiceSlugs, getSettings } from '@/web/content'
import { pageMetadata } from '@/web/components/seo/metadata'
import { ServiceStructuredData } from '@/web/components/seo/page-structured-data'
import { ServiceDetail } from '@/web/components/services/service-detail'
import { servicePath } from '@/web/lib/routes'

type Props = { params: Promise<{ slug: string }> }

/** Once per request: generateMetadata and the page share the document. */
// The service is the page's own document: a client's preview link to this page shows its draft.
const loadService = cache((slug: string) =>
  getService(slug, { preview: true, page: servicePath(slug) }),
)

/**
 * The services are prerendered; one added later renders on its first visit; an unknown slug
 * answers 404 (no loading.tsx or Suspense above the check, so the status is sent before any
 * HTML). Aliases never get here: proxy.ts redirects them.
 */
export async function generateStaticParams() {
  const services = await getServiceSlugs()
  return services.map(({ slug }) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const [service, settings] = await Promise.all([loadService(slug), getSettings({ preview: true })])
  if (!service) return {}
  return pageMetadata({
    brandName: settings.brandName,
    title: service.title,
    description: service.description,
    seo: service.seo,
    path: servicePath(service.slug),
  })
}

export default async function ServicePage({ params }: Props) {
  const { slug } = await params
  const service = await loadService(slug)
  if (!service) notFound()
  const [settings, catalogue] = await Promise.all([
    getSettings({ preview: true }),
    getServiceCatalogue({ preview: true }),
  ])
  return (
    <>
      <ServiceStructuredData slug={service.slug} />
      <ServiceDetail service={service} settings={settings} catalogue={catalogue} />
    </>
  )
}
