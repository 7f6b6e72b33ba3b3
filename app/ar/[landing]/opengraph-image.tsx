import { OG_CONTENT_TYPE, OG_SIZE } from '@/web/components/seo/og-image'
import { pageShareImage, shareAlt } from '@/web/components/seo/share-cards'
import { generateMetadata, generateStaticParams as pageParams } from './page'

export const size = OG_SIZE
export const contentType = OG_CONTENT_TYPE
export const alt = shareAlt('ar', 'landing')
// What a CDN may keep, as for the pages (web/http/cache-policy.ts PUBLIC_MAX_AGE_S).
export const revalidate = 60

export const generateStaticParams = () => pageParams()

/** The share card of an Arabic landing or editor's page: its title and description (404 without). */
export default function Image({ params }: { params: Promise<{ landing: string }> }) {
  return pageShareImage('ar', generateMetadata({ params }))
}
