'use client'
import Link from 'next/link'
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/web/components/ui/accordion'
import { type MenuCategory, servicePath } from './nav'

/** The footer's service categories on narrow screens: one open at a time. */
export function FooterServicesAccordion({ categories }: { categories: MenuCategory[] }) {
  return (
    <Accordion type="single" collapsible className="text-slate-200">
      {categories.map((category) => (
        <AccordionItem key={category.title} value={String(category.index)}>
          <AccordionTrigger className="text-sm hover:text-white">{category.title}</AccordionTrigger>
          <AccordionContent>
            <ul className="space-y-2 pl-1">
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
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  )
}
