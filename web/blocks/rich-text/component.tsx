import { RichText } from '@/web/components/content/portable-text'
import { SectionFrame } from '../section-frame'
import { SectionHeading } from '@/web/components/content/section-heading'
import type { BlockProps } from '../types'

/** Long-form copy in a reading column. */
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
      <div className="mx-auto max-w-3xl">
        {section.heading ? (
          <SectionHeading id={headingId} title={section.heading} tone={tone} align="start" />
        ) : null}
        <RichText
          value={section.body}
          className={section.heading ? 'mt-6 [&>:first-child]:mt-0' : '[&>:first-child]:mt-0'}
        />
      </div>
    </SectionFrame>
  )
}
