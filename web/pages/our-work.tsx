import type { Metadata } from 'next'
import { cache } from 'react'
import type { Locale } from '@/core/i18n/locales'
import { getCaseStudies, getSettings } from '@/web/content'
import { caseStudyCardText } from '@/web/blocks/block-text'
import { CallToAction } from '@/web/components/content/call-to-action'
import { PageHero } from '@/web/components/content/page-hero'
import { pageMetadata } from '@/web/components/seo/metadata'
import { CaseStudyCard } from '@/web/components/work/case-study-card'
import { caseStudyCard } from '@/web/components/work/case-study-card-data'
import { WorkResults, type WorkResult } from '@/web/components/work/work-results'
import type { CaseStudyListQueryResult } from '@/web/content/sanity.types'
import { caseStudyPath } from '@/web/lib/routes'
import { translator } from '@/web/i18n/messages'
import { setRequestLocale } from '@/web/i18n/request-locale'
import { joinList, sentences } from '@/web/lib/text'
import { joinHyphenated } from '@/web/components/ui/whole-words'

const PATH = '/our-work'

/** Once per request: generateMetadata and the page share it. */
const describe = cache(async (locale: Locale) => {
  const read = { preview: true, locale } as const
  const [settings, studies] = await Promise.all([getSettings(read), getCaseStudies(read)])
  const t = translator(locale, 'work')
  const categories = [...new Set(studies.map((study) => study.category))]
  const intro = t('intro', { count: studies.length, categories: joinList(categories, locale) })
  return { settings, studies, intro, t }
})

/** How many case studies' headline results stand beside the heading. */
const HEADLINE_RESULTS = 3

/** The first case studies' first results, each with its case study's page. */
function results(studies: CaseStudyListQueryResult): WorkResult[] {
  return studies
    .flatMap(({ slug, title, result }) =>
      result ? [{ href: caseStudyPath(slug), ...result, study: title }] : [],
    )
    .slice(0, HEADLINE_RESULTS)
}

/**
 * The case studies page (/our-work, /ar/our-work) in `locale`: every case study as a card. Each
 * language's route file (app/(site)/our-work/page.tsx, app/ar/our-work/page.tsx) is this with its
 * language.
 */
export function ourWorkPage(locale: Locale) {
  async function generateMetadata(): Promise<Metadata> {
    const { settings, intro, t } = await describe(locale)
    return pageMetadata({
      brandName: settings.brandName,
      title: t('title'),
      description: intro,
      path: PATH,
      locale,
    })
  }

  async function OurWorkPage() {
    setRequestLocale(locale)
    const { settings, studies, intro, t } = await describe(locale)
    // The cards' words, as the home page's case study blocks give them: none on an English page.
    const cardText = caseStudyCardText(locale)
    const headline = results(studies)
    return (
      <>
        <PageHero
          breadcrumbs={[{ name: t('title'), url: PATH }]}
          eyebrow={t('eyebrow')}
          title={t('title')}
          intro={joinHyphenated(intro)}
          aside={
            headline.length ? (
              <WorkResults title={t('resultsTitle')} results={headline} />
            ) : undefined
          }
          asideAtTop
        />
        <section
          aria-labelledby="case-studies-heading"
          className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
        >
          {/* The cards' titles are h3: this names their list, so headings do not skip a level. */}
          <h2 id="case-studies-heading" className="sr-only">
            {t('listHeading')}
          </h2>
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {studies.map((study, index) => (
              <CaseStudyCard
                key={study._id}
                card={caseStudyCard(study, { priority: index === 0 })}
                text={cardText}
                className="case-card-rows"
              />
            ))}
          </ul>
        </section>
        <CallToAction
          title={t('listCta')}
          text={sentences(settings.promises?.consultation, settings.promises?.response)}
          action={t('ctaAction')}
          phone={settings.phone}
        />
      </>
    )
  }

  return { generateMetadata, Page: OurWorkPage }
}
