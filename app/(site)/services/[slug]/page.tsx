import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import {
  getService,
  getServiceCatalogue,
  getServiceSlugs,
  getSettings,
  resolveServiceSlug,
} from '@/web/content'
import { pageMetadata } from '@/web/components/seo/metadata'
import { ServiceDetail } from '@/web/components/services/service-detail'
import { servicePath } from '@/web/lib/routes'

type Props = { params: Promise<{ slug: string }> }

/**
 * The canonical pages are prerendered. Any other slug renders on demand (and is then cached): an
 * alias from the CMS answers 308 to its service, anything else 404. No loading.tsx or Suspense
 * above this check, so the status is sent before any HTML.
 */
export async function generateStaticParams() {
  const services = await getServiceSlugs()
  return services.map(({ slug }) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const [service, settings] = await Promise.all([getService(slug), getSettings()])
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
  const service = await getService(slug)
  if (!service) {
    const canonical = await resolveServiceSlug(slug)
    if (canonical && canonical !== slug) permanentRedirect(servicePath(canonical))
    notFound()
  }
  const [settings, catalogue] = await Promise.all([getSettings(), getServiceCatalogue()])
  return <ServiceDetail service={service} settings={settings} catalogue={catalogue} />
}
