import { caseStudyCard } from '@/web/components/work/case-study-card-data'
import { cn } from '@/web/lib/utils'
import { HomeSectionFrame } from '../section-frame'
import { DEFAULT_LOCALE } from '@/core/i18n/locales'
import { translator } from '@/web/i18n/messages'
import { caseStudyCardText } from '../block-text'
import type { BlockProps } from '../types'

/**
 * The portfolio: the ten featured case studies, each card
 * leading to its case study, its image opening in a new tab. A swipeable row on phones, a grid
 * with the first two large from 1024 px.
 */
export function Portfolio({
  block: { heading, studies },
  context: {
    locale = DEFAULT_LOCALE,
    pieces: { CaseStudyCard },
  },
  headingId,
  location,
}: BlockProps<'portfolioSection'>) {
  if (!studies.length) return null
  const text = caseStudyCardText(locale)
  return (
    <HomeSectionFrame
      name="portfolio"
      headingId={headingId}
      heading={heading}
      location={location}
      className="bg-slate-50 py-20 sm:py-24"
    >
      <ul
        aria-label={translator(locale, 'blocks')('portfolio.label')}
        className="-mx-4 mt-12 flex snap-x snap-mandatory scroll-px-4 [scrollbar-width:none] gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4"
      >
        {studies.map((study, index) => (
          <CaseStudyCard
            key={study._id}
            card={caseStudyCard(study, {
              imageInNewTab: true,
              sizes:
                index < 2
                  ? '(min-width: 1024px) 620px, (min-width: 640px) 50vw, 85vw'
                  : '(min-width: 1024px) 300px, (min-width: 640px) 50vw, 85vw',
            })}
            text={text}
            className={cn('w-[85%] flex-none snap-start sm:w-auto', index < 2 && 'lg:col-span-2')}
          />
        ))}
      </ul>
    </HomeSectionFrame>
  )
}
