import { RichText } from '@/web/components/content/portable-text'
import { SectionFrame, sectionHeadingId } from './section-frame'
import { SectionHeading } from './section-heading'
import type { SectionProps } from './types'

/** Long-form copy in a reading column. */
export function RichTextSection({ section, tone, location }: SectionProps<'richTextSection'>) {
  return (
    <SectionFrame
      type={section._type}
      sectionKey={section._key}
      tone={tone}
      labelled={Boolean(section.heading)}
      data-sanity={location}
    >
      <div className="mx-auto max-w-3xl">
        {section.heading ? (
          <SectionHeading
            id={sectionHeadingId(section._key)}
            title={section.heading}
            tone={tone}
            align="start"
          />
        ) : null}
        <RichText
          value={section.body}
          className={section.heading ? 'mt-6 [&>:first-child]:mt-0' : '[&>:first-child]:mt-0'}
        />
      </div>
    </SectionFrame>
  )
}
