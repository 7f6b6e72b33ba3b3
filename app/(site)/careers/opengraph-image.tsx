import { getSettings } from '@/web/content'
import { metadataCard, OG_CONTENT_TYPE, OG_SIZE } from '@/web/components/seo/og-image'
import { generateMetadata } from './page'

export const size = OG_SIZE
export const contentType = OG_CONTENT_TYPE
export const alt = 'Careers'
// What a CDN may keep, as for the pages (web/http/cache-policy.ts PUBLIC_MAX_AGE_S).
export const revalidate = 60

/** The share card of /careers: the page's title and description. */
export default async function Image() {
  const settings = await getSettings()
  return metadataCard(generateMetadata(), { brandName: settings.brandName, eyebrow: 'Careers' })
}
