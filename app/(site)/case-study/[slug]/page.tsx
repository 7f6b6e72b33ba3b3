import { notFound, permanentRedirect } from 'next/navigation'
import { getCaseStudySlugs, resolveCaseStudySlug } from '@/web/content'
import { caseStudyPath } from '@/web/lib/routes'

type Props = { params: Promise<{ slug: string }> }

/**
 * The older case-study paths: /case-study/{slug or alias} answers 308 to /our-work/{slug} in one
 * hop, read from the CMS (an alias an editor adds works without a deploy); unknown slugs 404.
 */
export async function generateStaticParams() {
  const studies = await getCaseStudySlugs()
  return studies.flatMap(({ slug, aliases }) =>
    [slug, ...(aliases ?? [])].map((s) => ({ slug: s })),
  )
}

export default async function CaseStudyRedirect({ params }: Props) {
  const { slug } = await params
  const canonical = await resolveCaseStudySlug(slug)
  if (!canonical) notFound()
  permanentRedirect(caseStudyPath(canonical))
}
