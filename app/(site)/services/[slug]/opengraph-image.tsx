import { notFound } from 'next/navigation'
import { getService, getServiceSlugs, getSettings } from '@/web/content'
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from '@/web/components/seo/og-image'
import { formatPriceRange } from '@/core/money/money'

export const size = OG_SIZE
export const contentType = OG_CONTENT_TYPE
export const alt = 'Service overview'
// What a CDN may keep, as for the pages (web/http/cache-policy.ts PUBLIC_MAX_AGE_S).
export const revalidate = 60

export async function generateStaticParams() {
  const services = await getServiceSlugs()
  return services.map(({ slug }) => ({ slug }))
}

/** The share card of a service: category, name, summary and price range. */
export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const [service, settings] = await Promise.all([getService(slug), getSettings()])
  if (!service) notFound()
  const priced = Boolean(service.packages?.length)
  return ogImage({
    brandName: settings.brandName,
    eyebrow: service.category?.title,
    title: service.title,
    description: service.description,
    footer: priced
      ? `Packages ${formatPriceRange(service.priceFrom, service.priceTo)}`
      : 'Custom pricing · Book a consultation',
  })
}
