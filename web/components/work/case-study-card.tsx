'use client'
/**
 * A case study in a grid: image, category, title, summary and technologies. The title links to
 * the case study (the whole card is its target); with a `fullImage` the image is a link of its
 * own that opens the full image in a new tab (the home page portfolio).
 *
 * A client component drawn from the card's data (./case-study-card-data.ts, built on the
 * server): drawn by the server, every card's elements and classes were in the page twice, as
 * HTML and again in React's data; here the data is the card's words and its image's attributes,
 * and the markup is the same (issue 46). Blocks draw it as a piece (web/blocks/pieces.ts).
 */
import type { ImgHTMLAttributes } from 'react'
import { clsx } from 'clsx'
import { ArrowUpRight } from '@/web/components/ui/icons'
import { joinHyphenated, WholeWords } from '@/web/components/ui/whole-words'

export interface CaseStudyCardData {
  id: string
  slug: string
  /** The case study's page, in the page's language. */
  href: string
  title: string
  category: string | null
  description: string | null
  /** The technologies named on the card, and how many more there are ("+N"). */
  technologies: string[]
  more: number
  /** The `<img>`'s attributes (next/image's, from the server). */
  image: ImgHTMLAttributes<HTMLImageElement> | null
  /** The full image, opened in a new tab from the card's image (the home page portfolio). */
  fullImage: string | null
}

/** The card's words in the page's language (web/blocks/block-text.ts `caseStudyCardProps`). */
export interface CaseStudyCardText {
  technologies: string
  openImage: string
  inNewTab: string
}

export function CaseStudyCard({
  card,
  text,
  className,
}: {
  card: CaseStudyCardData
  /** One object for every card of a list: React's data carries it once. */
  text: CaseStudyCardText
  className?: string
}) {
  // eslint-disable-next-line jsx-a11y/alt-text -- next/image's props carry the alt text.
  const image = card.image ? <img {...card.image} /> : null
  return (
    <li data-case-study={card.slug} data-dock-card className={clsx('group case-card', className)}>
      <div className="case-card-media">
        {card.fullImage && image ? (
          // Above the title link's overlay, so this part of the card opens the image instead.
          <a
            href={card.fullImage}
            target="_blank"
            rel="noopener"
            data-testid="case-study-image-link"
            className="case-card-image-link"
          >
            {image}
            <span className="sr-only">
              {text.openImage}
              {card.title}
              {text.inNewTab}
            </span>
          </a>
        ) : (
          image
        )}
      </div>
      <div className="case-card-body">
        <p className="case-card-kicker">{card.category}</p>
        <h3 className="case-card-title">
          <a href={card.href} className="after:absolute after:inset-0">
            <WholeWords>{card.title}</WholeWords>
          </a>
          <ArrowUpRight className="case-card-arrow" />
        </h3>
        <p className="case-card-text">
          {card.description ? joinHyphenated(card.description) : null}
        </p>
        {card.technologies.length ? (
          <ul aria-label={text.technologies} className="case-card-tags">
            {card.technologies.map((tech) => (
              <li key={tech} className="tag-chip">
                {tech}
              </li>
            ))}
            {card.more > 0 ? <li className="tag-chip">+{card.more}</li> : null}
          </ul>
        ) : null}
      </div>
    </li>
  )
}
