import { notFound } from 'next/navigation'
import { getSettings } from '@/web/content'
import { metadataCard, OG_CONTENT_TYPE, OG_SIZE } from '@/web/components/seo/og-image'
import { generateMetadata, generateStaticParams as pageParams } from './page'

export const size = OG_SIZE
export const contentType = OG_CONTENT_TYPE
export const alt = 'Page overview'
// What a CDN may keep, as for the pages (web/http/cache-policy.ts PUBLIC_MAX_AGE_S).
export const revalidate = 60

export const generateStaticParams = () => pageParams()

/** The share card of a landing or editor's page: its title and description. */
export default async function Image({ params }: { params: Promise<{ landing: string }> }) {
  const [metadata, settings] = await Promise.all([generateMetadata({ params }), getSettings()])
  if (!metadata.title) notFound()
  return metadataCard(metadata, { brandName: settings.brandName })
}
