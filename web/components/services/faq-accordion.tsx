'use client'
/**
 * Questions and answers as an accessible accordion (WAI-ARIA accordion pattern): each question is
 * a button in a heading with aria-expanded and aria-controls; at most one answer is open and
 * choosing the open one closes it; Arrow Up/Down, Home and End move between the questions.
 * Answers stay in the HTML while closed (hidden), so search engines and the FAQPage structured
 * data see the same text. A few lines of its own rather than Radix Accordion, whose support code
 * (collections, presence, direction) weighed ~10 kB on every service page.
 */
import { ChevronDown } from '@/web/components/ui/icons'
import { type KeyboardEvent, useId, useState } from 'react'
import { WholeWords } from '@/web/components/ui/whole-words'

export interface FaqItem {
  _key: string
  question: string
  answer: string
}

const NAVIGATION_KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End']

export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<string | null>(null)
  const id = useId()

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!NAVIGATION_KEYS.includes(event.key)) return
    const triggers = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-faq-trigger]'),
    )
    const current = triggers.indexOf(event.target as HTMLButtonElement)
    if (current === -1) return
    event.preventDefault()
    const last = triggers.length - 1
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowDown'
            ? (current + 1) % triggers.length
            : (current - 1 + triggers.length) % triggers.length
    triggers[next]?.focus()
  }

  return (
    <div
      onKeyDown={onKeyDown}
      className="divide-y divide-slate-200 rounded-3xl border border-slate-200 bg-white shadow-sm"
    >
      {items.map((item, index) => {
        const expanded = open === item._key
        const state = expanded ? 'open' : 'closed'
        return (
          <div key={item._key} data-state={state} className="group">
            <h3>
              <button
                type="button"
                id={`${id}-q${index}`}
                data-faq-trigger=""
                aria-expanded={expanded}
                aria-controls={`${id}-a${index}`}
                onClick={() => setOpen(expanded ? null : item._key)}
                className="hover:text-brand-700 flex w-full items-center justify-between gap-6 px-6 py-5 text-start text-base font-semibold text-pretty text-slate-900 transition-colors sm:px-8"
              >
                {/* Hyphenated words whole: "long-/term" broke at 375 px. */}
                <span>
                  <WholeWords>{item.question}</WholeWords>
                </span>
                <ChevronDown className="group-data-[state=open]:text-brand-600 size-5 flex-none text-slate-400 transition-transform duration-200 group-data-[state=open]:rotate-180" />
              </button>
            </h3>
            <div
              id={`${id}-a${index}`}
              role="region"
              aria-labelledby={`${id}-q${index}`}
              hidden={!expanded}
              className="px-6 pb-6 leading-7 text-slate-600 sm:px-8"
            >
              {item.answer}
            </div>
          </div>
        )
      })}
    </div>
  )
}
