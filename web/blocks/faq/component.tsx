import { ChevronDown } from '@/web/components/ui/icons'
import { WholeWords } from '@/web/components/ui/whole-words'
import { SectionFrame } from '../section-frame'
import { SectionHeading } from '@/web/components/content/section-heading'
import { DEFAULT_LOCALE } from '@/core/i18n/locales'
import { translator } from '@/web/i18n/messages'
import type { BlockProps } from '../types'

/**
 * Questions and answers as native disclosure widgets (`<details>`): keyboard and screen-reader
 * support come from the browser, the answers are in the HTML for search engines, and the section
 * ships no JavaScript.
 */
export function FaqSection({
  block: section,
  tone,
  headingId,
  location,
  context: { locale = DEFAULT_LOCALE },
}: BlockProps<'faqSection'>) {
  // The eyebrow every other section has over its heading (an outside review: the FAQ's stood bare).
  const eyebrow = translator(locale, 'blocks')('faqEyebrow')
  return (
    <SectionFrame type={section._type} headingId={headingId} tone={tone} data-sanity={location}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
        <SectionHeading
          id={headingId}
          eyebrow={eyebrow}
          title={section.heading}
          tone={tone}
          align="start"
        />
        <div className="divide-y divide-slate-200 self-start rounded-3xl border border-slate-200 bg-white px-6 shadow-sm sm:px-8">
          {section.items.map((item) => (
            <details key={item._key} className="group py-5">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-6 text-start text-base font-semibold text-pretty text-slate-900 sm:text-lg [&::-webkit-details-marker]:hidden">
                <span>
                  <WholeWords>{item.question}</WholeWords>
                </span>
                <ChevronDown className="size-5 shrink-0 text-slate-400 transition-transform group-open:rotate-180" />
              </summary>
              <p className="mt-3 leading-7 text-slate-600">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </SectionFrame>
  )
}
