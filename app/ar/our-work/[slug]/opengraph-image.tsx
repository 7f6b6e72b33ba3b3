import { OG_CONTENT_TYPE, OG_SIZE } from '@/web/components/seo/og-image'
import { caseStudyShareImage, shareAlt, shareSlugParams } from '@/web/components/seo/share-cards'

export const size = OG_SIZE
export const contentType = OG_CONTENT_TYPE
export const alt = shareAlt('ar', 'caseStudy')
// What a CDN may keep, as for the pages (web/http/cache-policy.ts PUBLIC_MAX_AGE_S).
export const revalidate = 60

/** The slugs with a document in Arabic; any other answers 404. */
export const generateStaticParams = () => shareSlugParams('ar', 'caseStudy')

/** The share card of an Arabic case study: category, title, summary and technologies. */
export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  return caseStudyShareImage('ar', (await params).slug)
}
