'use client'
/**
 * The footer's service categories on narrow screens: one open at a time, choosing the open one
 * closes it. A disclosure per category (a button with aria-expanded and aria-controls, its list
 * hidden while closed but in the page for crawlers and find-in-page), without an accordion
 * library: the footer is on every page, and this is all it needs.
 */
import { ChevronDown } from 'lucide-react'
import Link from '@/web/components/ui/client-link'
import { useId, useState } from 'react'
import { type MenuCategory, servicePath } from './nav'

export function FooterServicesAccordion({ categories }: { categories: MenuCategory[] }) {
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
                className="group flex flex-1 items-center justify-between gap-3 py-3 text-left text-sm font-medium transition-colors hover:text-white"
              >
                {category.title}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 shrink-0 opacity-70 transition-transform duration-200 group-aria-expanded:rotate-180"
                />
              </button>
            </h3>
            <ul id={panelId} hidden={!open} className="space-y-2 pb-3 pl-1">
              {category.services.map((service) => (
                <li key={service.slug}>
                  <Link
                    href={servicePath(service.slug)}
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
