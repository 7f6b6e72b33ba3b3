/**
 * A case-study card's data (./case-study-card.tsx), built on the server: its words, its page's
 * address in the page's language and its image's attributes.
 */
import type { CaseStudyListQueryResult } from '@/web/content/sanity.types'
import { sanityImageProps } from '@/web/components/ui/sanity-image'
import { imageUrl } from '@/web/content/image'
import { caseStudyPath } from '@/web/lib/routes'
import { localizedHref } from '@/core/i18n/routes'
import { requestLocale } from '@/web/i18n/request-locale'
import type { CaseStudyCardData } from './case-study-card'

/** A case study as the card fields project it (blocks fetch those alone; the list adds a result). */
type CaseStudy = Omit<CaseStudyListQueryResult[number], 'result'>

/**
 * Technologies named on a card, then "+N": two and the count fit one row of a card at every
 * width, so the cards of a row keep their tags on one line at the same height. Three did not in
 * the home page's four-column rows at 1440 px nor on a phone: "+3" alone on a second line in six of
 * its ten cards (an outside review).
 */
const SHOWN_TECHNOLOGIES = 2

export function caseStudyCard(
  study: CaseStudy,
  {
    sizes = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
    priority,
    imageInNewTab,
  }: {
    sizes?: string
    priority?: boolean
    /** The image opens the full image in a new tab (the home page portfolio). */
    imageInNewTab?: boolean
  } = {},
): CaseStudyCardData {
  const technologies = study.technologies ?? []
  return {
    id: study._id,
    slug: study.slug,
    href: localizedHref(caseStudyPath(study.slug), requestLocale()),
    title: study.title,
    category: study.category ?? null,
    description: study.description ?? null,
    technologies: technologies.slice(0, SHOWN_TECHNOLOGIES),
    more: Math.max(0, technologies.length - SHOWN_TECHNOLOGIES),
    image: sanityImageProps({
      image: study.image,
      fill: true,
      sizes,
      priority,
      className: 'case-card-image',
    }),
    fullImage: imageInNewTab && study.image ? imageUrl(study.image, { width: 2400 }) : null,
  }
}
