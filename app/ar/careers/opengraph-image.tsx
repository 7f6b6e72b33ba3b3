import { OG_CONTENT_TYPE, OG_SIZE } from '@/web/components/seo/og-image'
import { pageShareImage, shareAlt } from '@/web/components/seo/share-cards'
import { generateMetadata } from './page'

export const size = OG_SIZE
export const contentType = OG_CONTENT_TYPE
export const alt = shareAlt('ar', 'careers')
// What a CDN may keep, as for the pages (web/http/cache-policy.ts PUBLIC_MAX_AGE_S).
export const revalidate = 60

/** The share card of /ar/careers: the page's title and description, in Arabic. */
export default function Image() {
  return pageShareImage('ar', generateMetadata(), 'careers')
}
