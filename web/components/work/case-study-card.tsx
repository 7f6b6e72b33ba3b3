import { ArrowUpRight } from '@/web/components/ui/icons'
import Link from '@/web/components/ui/link'
import type { CaseStudyListQueryResult } from '@/web/content/sanity.types'
import { SanityImage } from '@/web/components/ui/sanity-image'
import { imageUrl } from '@/web/content/image'
import { caseStudyPath } from '@/web/lib/routes'
import { cn } from '@/web/lib/utils'
import en from '@/messages/en/blocks.json'

type CaseStudy = CaseStudyListQueryResult[number]

/** The card's words in English (messages/en/blocks.json); a page in another language gives its own. */
/**
 * Technologies named on a card, then "+N": three and the count fit one row of a card at every
 * width, so the cards of a row keep their tags on one line at the same height.
 */
const SHOWN_TECHNOLOGIES = 3

const ENGLISH = {
  technologies: en.portfolio.technologies,
  openImage: en.portfolio.openImage,
  inNewTab: en.portfolio.inNewTab,
}

export type CaseStudyCardText = typeof ENGLISH

/**
 * A case study in a grid: image, category, title, summary and technologies. The title links to
 * the case study (the whole card is its target); with `imageInNewTab` the image is a link of its
 * own that opens the full image in a new tab (the home page portfolio).
 */
export function CaseStudyCard({
  study,
  priority,
  imageInNewTab,
  sizes = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
  className,
  text = ENGLISH,
}: {
  study: CaseStudy
  priority?: boolean
  imageInNewTab?: boolean
  sizes?: string
  className?: string
  /** Its words on a page not in English (messages/{code}/blocks.json `portfolio`). */
  text?: CaseStudyCardText
}) {
  const image = (
    <SanityImage
      image={study.image}
      fill
      sizes={sizes}
      priority={priority}
      className="transition-transform duration-500 group-hover:scale-[1.03]"
    />
  )
  const fullImage = study.image ? imageUrl(study.image, { width: 2400 }) : null
  return (
    <li
      data-case-study={study.slug}
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition-all hover:-translate-y-1 hover:shadow-xl',
        className,
      )}
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-slate-100">
        {imageInNewTab && fullImage ? (
          // Above the title link's overlay, so this part of the card opens the image instead.
          <a
            href={fullImage}
            target="_blank"
            rel="noopener"
            data-testid="case-study-image-link"
            className="absolute inset-0 z-10 block focus-visible:outline-offset-[-4px]"
          >
            {image}
            <span className="sr-only">
              {text.openImage}
              {study.title}
              {text.inNewTab}
            </span>
          </a>
        ) : (
          image
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-brand-600 text-xs font-semibold tracking-widest uppercase">
          {study.category}
        </p>
        <h3 className="mt-2 flex items-start justify-between gap-3 text-xl font-semibold text-slate-900">
          <Link href={caseStudyPath(study.slug)} className="after:absolute after:inset-0">
            {study.title}
          </Link>
          <ArrowUpRight
            aria-hidden
            className="group-hover:text-brand-600 mt-1 size-5 flex-none text-slate-300 rtl:-scale-x-100"
          />
        </h3>
        <p className="mt-3 mb-auto line-clamp-3 text-sm leading-6 text-slate-600">
          {study.description}
        </p>
        {study.technologies?.length ? (
          <ul aria-label={text.technologies} className="mt-5 flex flex-wrap gap-1.5">
            {study.technologies.slice(0, SHOWN_TECHNOLOGIES).map((tech) => (
              <li
                key={tech}
                className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-600"
              >
                {tech}
              </li>
            ))}
            {study.technologies.length > SHOWN_TECHNOLOGIES ? (
              <li className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-600">
                +{study.technologies.length - SHOWN_TECHNOLOGIES}
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </li>
  )
}
