import { ArrowRight } from '@/web/components/ui/icons'
import { Icon } from '@/web/components/ui/icon'
import Link from '@/web/components/ui/link'
import { WholeWords } from '@/web/components/ui/whole-words'
import type { ReactNode } from 'react'
import { cleanText } from '@/web/content/stega'
import { cn } from '@/web/lib/utils'
import { SectionFrame } from '../section-frame'
import { SectionHeading } from '@/web/components/content/section-heading'
import type { BlockProps } from '../types'

/** Cards on a grid, each with an icon, a title, a description and an optional link. */
export function FeatureGridSection({
  block: section,
  tone,
  headingId,
  location,
}: BlockProps<'featureGridSection'>) {
  const count = section.features.length
  // Four columns only when they fill whole rows; otherwise three.
  const four = count % 4 === 0 && count % 3 !== 0
  // Cards of a title alone (the partner page's certifications) are as tall as the tallest on
  // every row: a title on two lines made its row taller than the one above it.
  const titlesOnly = section.features.every((feature) => !feature.description && !feature.link)
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
          count === 2 && 'lg:mx-auto lg:max-w-4xl',
          count >= 3 && !titlesOnly && (four ? 'lg:grid-cols-4' : 'lg:grid-cols-3'),
          // Titles alone keep two columns on a wide screen, each wide enough for a title on one
          // line: in three, half the partner page's certifications wrapped beside one-line ones.
          // On the page's full width, as every section is (the partner page's certifications
          // stood 200 px in from the page's edges, in a 1024 px column: an outside review).
          titlesOnly && 'auto-rows-fr',
        )}
      >
        {section.features.map((feature) => (
          <li
            key={feature._key}
            className={cn(
              'group flex rounded-3xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg',
              // A title alone stands beside its icon, the card as tall as the two: stacked, the
              // partner page's certification cards were more than half empty (an outside review).
              // Otherwise icon, title, description and link on the rows of the cards beside it (a
              // subgrid): a title on two lines ("Accurate conversion tracking") started its
              // description a line lower than its neighbours' (an outside review).
              titlesOnly
                ? 'items-center gap-4 p-5 sm:p-6'
                : 'row-span-4 grid grid-rows-subgrid gap-0 p-7',
              // Four in a row at 1440 px leave 228 px inside each card at p-7, and "Design &
              // Development services →" takes 236: it wrapped beside one-line neighbours.
              four && !titlesOnly && 'lg:px-5',
            )}
          >
            <span className="from-brand-600 inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-linear-to-br to-violet-600 text-white shadow-md shadow-violet-600/20">
              <Icon name={cleanText(feature.icon) ?? 'sparkles'} className="size-5" />
            </span>
            <h3 className={cn('text-lg font-semibold text-slate-900', !titlesOnly && 'mt-5')}>
              <WholeWords>{feature.title}</WholeWords>
            </h3>
            {feature.description ? (
              <p className="mt-2 leading-7 text-slate-600">{feature.description}</p>
            ) : titlesOnly ? null : (
              <span />
            )}
            {feature.link ? (
              // Text that wraps like text, the arrow kept beside its last word: a flex row set
              // a two-line label apart from an arrow centred beside both lines.
              <Link
                href={feature.link.href}
                className="text-brand-700 hover:text-brand-800 mt-5 self-end justify-self-start text-sm font-semibold"
              >
                {withTrailingArrow(
                  feature.link.label,
                  <ArrowRight className="ms-1.5 inline-block size-4 align-[-0.2em] transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100" />,
                )}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}

/** A label and an arrow after it, the arrow joined to the label's last word so that it never wraps alone. */
function withTrailingArrow(label: string, arrow: ReactNode) {
  const at = label.trimEnd().lastIndexOf(' ')
  return (
    <>
      {at < 0 ? null : label.slice(0, at + 1)}
      <span className="whitespace-nowrap">
        {at < 0 ? label : label.slice(at + 1)}
        {arrow}
      </span>
    </>
  )
}
