'use client'
/**
 * The footer's lists of links, drawn from data the page already carries (issue 46): the menus'
 * categories (the header's props) and the site's links (the hidden internal links' props,
 * ./site-index-links.tsx). React's payload refers to those again instead of carrying each list as
 * a tree of elements, and the markup is what the server footer drew. The rest of the footer stays
 * a server component (./site-footer.tsx). Their few words are English
 * (messages/en/footerLinks.json) unless the footer gives its page's language's, and their links
 * go to the pages in that language where they exist (core/i18n/routes.ts).
 */
import Link from '@/web/components/ui/client-link'
import type { ReactNode } from 'react'
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { localizedHref } from '@/core/i18n/routes'
import en from '@/messages/en/footerLinks.json'
import { FOOTER_HEADING_CLASS, FOOTER_LINK_CLASS } from './constants'
import { FooterServicesAccordion } from './footer-services-accordion'
import { categoryPath, type LinkPair, type MenuCategory, servicePath } from './nav'

export type FooterLinksText = typeof en

interface FooterListProps {
  categories: MenuCategory[]
  /** The page's language, and the words in it, on a page not in English. */
  locale?: Locale
  text?: FooterLinksText
}

/** The service categories: a list from 768 px, an accordion of their services below. */
export function FooterCategories({
  categories,
  locale = DEFAULT_LOCALE,
  text = en,
}: FooterListProps) {
  const services = localizedHref('/services', locale)
  return (
    <>
      <ul className="mt-4 hidden space-y-3 md:block" data-testid="footer-categories">
        {categories.map((category) => (
          <li key={category.title}>
            <Link
              href={localizedHref(categoryPath(category.index), locale)}
              className={FOOTER_LINK_CLASS}
            >
              {category.title}
            </Link>
          </li>
        ))}
        <li>
          <Link
            href={services}
            className="text-brand-300 text-sm font-semibold transition-colors hover:text-white"
          >
            {text.viewAllServices}
          </Link>
        </li>
      </ul>
      <div className="mt-2 md:hidden" data-testid="footer-services-accordion">
        <FooterServicesAccordion categories={categories} locale={locale} />
        <Link
          href={services}
          className="text-brand-300 mt-4 inline-block text-sm font-semibold hover:text-white"
        >
          {text.viewAllServices}
        </Link>
      </div>
    </>
  )
}

/** Every service in four columns, one per category, by title (wide screens). */
export function FooterServiceColumns({
  categories,
  locale = DEFAULT_LOCALE,
  text = en,
}: FooterListProps) {
  const columns = [...categories].sort((a, b) => a.title.localeCompare(b.title))
  return (
    <nav
      aria-labelledby="footer-all-services"
      className="mt-14 hidden gap-8 border-t border-white/10 pt-10 md:grid md:grid-cols-4"
    >
      <h2 id="footer-all-services" className="sr-only">
        {text.allServices}
      </h2>
      {columns.map((category) => (
        <div key={category.title}>
          <h3 className={FOOTER_HEADING_CLASS}>{category.title}</h3>
          <ul className="mt-4 space-y-2.5">
            {category.services.map((service) => (
              <li key={service.slug}>
                <Link
                  href={localizedHref(servicePath(service.slug), locale)}
                  className={FOOTER_LINK_CLASS}
                >
                  {service.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}

/**
 * A column's links: the first `limit` of `links` (those of `kind` when given), then `children`
 * (the column's own last items, drawn on the server).
 */
export function FooterLinks({
  links,
  limit,
  kind,
  locale = DEFAULT_LOCALE,
  children,
}: {
  links: readonly (LinkPair | readonly [string, string, string])[]
  limit?: number
  kind?: string
  /** The page's language, on a page not in English. */
  locale?: Locale
  children?: ReactNode
}) {
  const shown = links.filter((link) => kind === undefined || link[2] === kind).slice(0, limit)
  return (
    <ul className="mt-4 space-y-2.5">
      {shown.map(([href, label]) => (
        <li key={href}>
          <Link href={localizedHref(href, locale)} className={FOOTER_LINK_CLASS}>
            {label}
          </Link>
        </li>
      ))}
      {children}
    </ul>
  )
}
