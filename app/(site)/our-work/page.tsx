import type { Metadata } from 'next'
import { cache } from 'react'
import { getCaseStudies, getSettings } from '@/web/content'
import { CallToAction } from '@/web/components/content/call-to-action'
import { PageHero } from '@/web/components/content/page-hero'
import { pageMetadata } from '@/web/components/seo/metadata'
import { CaseStudyCard } from '@/web/components/work/case-study-card'
import { joinList, sentences } from '@/web/lib/text'

/** Once per request: generateMetadata and the page share it. */
const load = cache(async () => {
  const [settings, studies] = await Promise.all([
    getSettings({ preview: true }),
    getCaseStudies({ preview: true }),
  ])
  const categories = [...new Set(studies.map((study) => study.category))]
  const intro = `${studies.length} projects we designed, built and grew for clients in ${joinList(categories)}.`
  return { settings, studies, intro }
})

export async function generateMetadata(): Promise<Metadata> {
  const { settings, intro } = await load()
  return pageMetadata({
    brandName: settings.brandName,
    title: 'Our Work',
    description: intro,
    path: '/our-work',
  })
}

export default async function OurWorkPage() {
  const { settings, studies, intro } = await load()
  return (
    <>
      <PageHero
        breadcrumbs={[{ name: 'Our Work', url: '/our-work' }]}
        eyebrow="Case studies"
        title="Our Work"
        intro={intro}
      />
      <section
        aria-labelledby="case-studies-heading"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
      >
        {/* The cards' titles are h3: this names their list, so headings do not skip a level. */}
        <h2 id="case-studies-heading" className="sr-only">
          All case studies
        </h2>
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {studies.map((study, index) => (
            <CaseStudyCard key={study._id} study={study} priority={index === 0} />
          ))}
        </ul>
      </section>
      <CallToAction
        title="Let's build your success story"
        text={sentences(settings.promises?.consultation, settings.promises?.response)}
        phone={settings.phone}
      />
    </>
  )
}
