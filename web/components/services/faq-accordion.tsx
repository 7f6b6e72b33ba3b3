import { ChevronDown } from 'lucide-react'
import { Accordion } from 'radix-ui'

export interface FaqItem {
  _key: string
  question: string
  answer: string
}

/**
 * Questions and answers as an accessible accordion (Radix: buttons with aria-expanded, arrow-key
 * navigation). Answers stay in the HTML while closed (`forceMount`, hidden by CSS), so search engines
 * and the FAQPage structured data see the same text.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-slate-200 rounded-3xl border border-slate-200 bg-white shadow-sm"
    >
      {items.map((item) => (
        <Accordion.Item key={item._key} value={item._key} className="group">
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="hover:text-brand-700 flex w-full items-center justify-between gap-6 px-6 py-5 text-left text-base font-semibold text-slate-900 transition-colors sm:px-8">
                {item.question}
                <ChevronDown
                  aria-hidden
                  className="group-data-[state=open]:text-brand-600 size-5 flex-none text-slate-400 transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content
            forceMount
            className="px-6 pb-6 leading-7 text-slate-600 data-[state=closed]:hidden sm:px-8"
          >
            {item.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
