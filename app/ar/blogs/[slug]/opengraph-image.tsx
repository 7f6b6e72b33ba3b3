import { OG_CONTENT_TYPE, OG_SIZE } from '@/web/components/seo/og-image'
import { blogPostShareImage, shareAlt, shareSlugParams } from '@/web/components/seo/share-cards'

export const size = OG_SIZE
export const contentType = OG_CONTENT_TYPE
export const alt = shareAlt('ar', 'blogPost')
// What a CDN may keep, as for the pages (web/http/cache-policy.ts PUBLIC_MAX_AGE_S).
export const revalidate = 60

/** The slugs with a document in Arabic; any other answers 404. */
export const generateStaticParams = () => shareSlugParams('ar', 'blogPost')

/** The share card of an Arabic post: its first tag, title, excerpt, author and date. */
export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  return blogPostShareImage('ar', (await params).slug)
}
