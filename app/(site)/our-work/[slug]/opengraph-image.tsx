import { notFound } from 'next/navigation'
import { getCaseStudy, getCaseStudySlugs, getSettings } from '@/web/content'
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from '@/web/components/seo/og-image'

export const size = OG_SIZE
export const contentType = OG_CONTENT_TYPE
export const alt = 'Case study'
// What a CDN may keep, as for the pages (web/http/cache-policy.ts PUBLIC_MAX_AGE_S).
export const revalidate = 60

export async function generateStaticParams() {
  const studies = await getCaseStudySlugs()
  return studies.map(({ slug }) => ({ slug }))
}

/** The share card of a case study: category, title, summary and technologies. */
export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const [study, settings] = await Promise.all([getCaseStudy(slug), getSettings()])
  if (!study) notFound()
  return ogImage({
    brandName: settings.brandName,
    eyebrow: `Case study · ${study.category}`,
    title: study.title,
    description: study.description,
    footer: study.technologies?.slice(0, 4).join(' · '),
  })
}
