import type { Metadata } from 'next'
import { cache } from 'react'
import { notFound } from 'next/navigation'
import { getCaseStudy, getCaseStudySlugs, getSettings } from '@/web/content'
import { pageMetadata } from '@/web/components/seo/metadata'
import { CaseStudyStructuredData } from '@/web/components/seo/page-structured-data'
import { CaseStudyDetail } from '@/web/components/work/case-study-detail'
import { caseStudyPath } from '@/web/lib/routes'

type Props = { params: Promise<{ slug: string }> }

/** Once per request: generateMetadata and the page share the document. */
// The case study is the page's own document: a client's preview link to this page shows its draft.
const loadCaseStudy = cache((slug: string) =>
  getCaseStudy(slug, { preview: true, page: caseStudyPath(slug) }),
)

/**
 * The twelve case studies are prerendered; an unknown slug answers 404 (no Suspense above the
 * check). Aliases and /case-study/* never get here: proxy.ts redirects them.
 */
export async function generateStaticParams() {
  const studies = await getCaseStudySlugs()
  return studies.map(({ slug }) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const [study, settings] = await Promise.all([loadCaseStudy(slug), getSettings({ preview: true })])
  if (!study) return {}
  return pageMetadata({
    brandName: settings.brandName,
    title: `${study.title}: ${study.category} case study`,
    description: study.description,
    seo: study.seo,
    path: caseStudyPath(study.slug),
    type: 'article',
    modifiedTime: study._updatedAt,
    tags: study.technologies,
  })
}

export default async function CaseStudyPage({ params }: Props) {
  const { slug } = await params
  const study = await loadCaseStudy(slug)
  if (!study) notFound()
  const settings = await getSettings({ preview: true })
  return (
    <>
      <CaseStudyStructuredData slug={study.slug} />
      <CaseStudyDetail study={study} settings={settings} />
    </>
  )
}
