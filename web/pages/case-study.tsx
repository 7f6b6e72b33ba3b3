import type { Metadata } from 'next'
import { cache } from 'react'
import { notFound } from 'next/navigation'
import { type Locale, locales } from '@/core/i18n/locales'
import { getCaseStudy, getCaseStudySlugs, getSettings } from '@/web/content'
import { pageMetadata } from '@/web/components/seo/metadata'
import { CaseStudyStructuredData } from '@/web/components/seo/page-structured-data'
import { CaseStudyDetail } from '@/web/components/work/case-study-detail'
import { translator } from '@/web/i18n/messages'
import { setRequestLocale } from '@/web/i18n/request-locale'
import { caseStudyPath } from '@/web/lib/routes'

type Props = { params: Promise<{ slug: string }> }

/** Once per request: generateMetadata and the page share the document. */
// The case study is the page's own document: a client's preview link to this page shows its draft.
const loadCaseStudy = cache((slug: string, locale: Locale) =>
  getCaseStudy(slug, {
    preview: true,
    page: locales.localize(caseStudyPath(slug), locale),
    locale,
  }),
)

/** The languages a case study is published in: its page's `hreflang` alternates. */
async function caseStudyLanguages(slug: string): Promise<Locale[]> {
  const found = await Promise.all(
    locales.codes.map(async (code) =>
      (await getCaseStudySlugs({ locale: code })).some((study) => study.slug === slug),
    ),
  )
  return locales.codes.filter((_, index) => found[index])
}

/**
 * A case study's page (/our-work/:slug, /ar/our-work/:slug) in `locale`: the case study in that
 * language, or 404 where it has none (no Suspense above the check). Each language's route file
 * (app/(site)/our-work/[slug]/page.tsx, app/ar/our-work/[slug]/page.tsx) is this with its
 * language. Aliases and /case-study/* never get here: proxy.ts redirects them.
 */
export function caseStudyPage(locale: Locale) {
  /** The language's case studies are prerendered; an unknown slug answers 404. */
  async function generateStaticParams() {
    const studies = await getCaseStudySlugs({ locale })
    return studies.map(({ slug }) => ({ slug }))
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { slug } = await params
    const [study, settings] = await Promise.all([
      loadCaseStudy(slug, locale),
      getSettings({ preview: true, locale }),
    ])
    if (!study) return {}
    const t = translator(locale, 'work')
    return pageMetadata({
      brandName: settings.brandName,
      title: t('metaTitle', { title: study.title, category: study.category }),
      description: study.description,
      seo: study.seo,
      path: caseStudyPath(study.slug),
      locale,
      languages: await caseStudyLanguages(study.slug),
      type: 'article',
      modifiedTime: study._updatedAt,
      tags: study.technologies,
    })
  }

  async function CaseStudyPage({ params }: Props) {
    setRequestLocale(locale)
    const { slug } = await params
    const study = await loadCaseStudy(slug, locale)
    if (!study) notFound()
    const settings = await getSettings({ preview: true, locale })
    return (
      <>
        <CaseStudyStructuredData slug={study.slug} locale={locale} />
        <CaseStudyDetail study={study} settings={settings} locale={locale} />
      </>
    )
  }

  return { generateStaticParams, generateMetadata, Page: CaseStudyPage }
}
