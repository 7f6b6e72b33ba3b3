'use client'
/**
 * The footer's service categories on narrow screens: one open at a time, choosing the open one
 * closes it. A disclosure per category (a button with aria-expanded and aria-controls, and its
 * list), without an accordion library: the footer is on every page, and this is all it needs. A
 * closed list is empty: its links are in the page already, in the wide screens' service columns
 * (./footer-links.tsx) and the hidden internal links, for crawlers; a second hidden copy of the
 * 24 cost every page's HTML ~0.15 kB compressed (issue 46). Without JavaScript the buttons do
 * nothing either way.
 */
import { ChevronDown } from '@/web/components/ui/icons'
import Link from '@/web/components/ui/client-link'
import { useId, useState } from 'react'
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { localizedHref } from '@/core/i18n/routes'
import { type MenuCategory, servicePath } from './nav'

export function FooterServicesAccordion({
  categories,
  locale = DEFAULT_LOCALE,
}: {
  categories: MenuCategory[]
  /** The page's language: its links go to the pages in that language where they exist. */
  locale?: Locale
}) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const id = useId()
  return (
    <div className="text-slate-200">
      {categories.map((category) => {
        const open = openIndex === category.index
        const panelId = `${id}-${category.index}`
        return (
          <div key={category.title} className="border-b border-current/10">
            <h3 className="flex">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : category.index)}
                className="group flex flex-1 items-center justify-between gap-3 py-3 text-start text-sm font-medium transition-colors hover:text-white"
              >
                {category.title}
                <ChevronDown className="size-4 shrink-0 opacity-70 transition-transform duration-200 group-aria-expanded:rotate-180" />
              </button>
            </h3>
            <ul id={panelId} hidden={!open} className="space-y-2 ps-1 pb-3">
              {(open ? category.services : []).map((service) => (
                <li key={service.slug}>
                  <Link
                    href={localizedHref(servicePath(service.slug), locale)}
                    className="text-sm text-slate-300 hover:text-white"
                  >
                    {service.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )
      })}
    </div>
  )
}
