import { RichText } from '@/web/components/content/portable-text'
import { SectionFrame } from '../section-frame'
import { SectionHeading } from '@/web/components/content/section-heading'
import type { BlockProps } from '../types'

/**
 * Long-form copy in a reading column. With a heading, from 1024 px the heading (and its eyebrow)
 * stands in the page's first five columns and the text beside it in the other seven, on the grid
 * the other sections use: centred alone in a 720 px column, a headed section sat off that grid,
 * and without the eyebrow the others have (an outside review). The heading stays in view beside
 * the text it names while that text scrolls by (below the site's header): on /about's story the
 * column under it was a screen of white (an outside review).
 */
export function RichTextSection({
  block: section,
  tone,
  headingId,
  location,
}: BlockProps<'richTextSection'>) {
  return (
    <SectionFrame
      type={section._type}
      headingId={section.heading ? headingId : undefined}
      tone={tone}
      data-sanity={location}
    >
      {section.heading ? (
        <div className="mx-auto max-w-3xl lg:grid lg:max-w-none lg:grid-cols-12 lg:gap-x-12">
          <SectionHeading
            id={headingId}
            eyebrow={section.eyebrow}
            title={section.heading}
            tone={tone}
            align="start"
            className="lg:sticky lg:top-28 lg:col-span-5 lg:self-start"
          />
          <RichText
            value={section.body}
            className="mt-6 lg:col-span-7 lg:mt-0 [&>:first-child]:mt-0"
          />
        </div>
      ) : (
        <div className="mx-auto max-w-3xl">
          <RichText value={section.body} className="[&>:first-child]:mt-0" />
        </div>
      )}
    </SectionFrame>
  )
}
