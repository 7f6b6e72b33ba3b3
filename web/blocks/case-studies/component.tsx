import { caseStudyCard } from '@/web/components/work/case-study-card-data'
import { cn } from '@/web/lib/utils'
import { SectionFrame } from '../section-frame'
import { SectionHeading } from '@/web/components/content/section-heading'
import { DEFAULT_LOCALE } from '@/core/i18n/locales'
import { caseStudyCardText } from '../block-text'
import type { BlockProps } from '../types'

/** Chosen case studies as the portfolio's cards, each leading to its case study. */
export function CaseStudiesSection({
  block: section,
  tone,
  context: {
    locale = DEFAULT_LOCALE,
    pieces: { CaseStudyCard },
  },
  headingId,
  location,
}: BlockProps<'caseStudiesSection'>) {
  const studies = section.caseStudies.filter((study) => study?._id)
  if (!studies.length) return null
  const text = caseStudyCardText(locale)
  return (
    <SectionFrame type={section._type} headingId={headingId} tone={tone} data-sanity={location}>
      <SectionHeading
        id={headingId}
        eyebrow={section.eyebrow}
        title={section.heading}
        intro={section.intro}
        tone={tone}
      />
      <ul
        className={cn(
          'mt-12 grid gap-6 sm:grid-cols-2',
          studies.length >= 3 && 'lg:grid-cols-3',
          studies.length === 2 && 'lg:mx-auto lg:max-w-5xl',
        )}
      >
        {studies.map((study) => (
          <CaseStudyCard
            key={study._id}
            card={caseStudyCard(study)}
            text={text}
            className="case-card-rows"
          />
        ))}
      </ul>
    </SectionFrame>
  )
}
