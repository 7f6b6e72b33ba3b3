import { getSettings } from '@/web/content'
import { metadataCard, OG_CONTENT_TYPE, OG_SIZE } from '@/web/components/seo/og-image'
import { homeMetadata } from '@/web/components/seo/home-structured-data'

export const size = OG_SIZE
export const contentType = OG_CONTENT_TYPE
export const alt = 'Home'
// What a CDN may keep, as for the pages (web/http/cache-policy.ts PUBLIC_MAX_AGE_S).
export const revalidate = 60

/** The share card of the home page: the page's title and description. */
export default async function Image() {
  const settings = await getSettings()
  return metadataCard(homeMetadata(), { brandName: settings.brandName })
}
