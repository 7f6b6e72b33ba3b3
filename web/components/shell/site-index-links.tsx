'use client'
/**
 * Internal links for search engines: every service, case study, post and page, in the markup of
 * every page but not drawn, not announced (the visible navigation serves people) and out of the
 * tab order.
 *
 * A client component with small props (issue 46): drawn on the server from the menus' categories
 * and the footer's links, which the page's data already carries (React refers to them again
 * instead of repeating them), so the ~70 links cost the page's data a few bytes each instead of
 * a tree of elements, and the markup is the same. The site's main routes are named in English
 * (messages/en/siteIndex.json) unless the frame gives its page's language's, and every link goes
 * to the page in that language where it exists (core/i18n/routes.ts).
 */
import type { getSiteIndex } from '@/web/content'
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { localizedHref } from '@/core/i18n/routes'
import en from '@/messages/en/siteIndex.json'
import {
  BOOK_CALL_PATH,
  categoryPath,
  CONTACT_PATH,
  type MenuCategory,
  servicePath,
  type SiteLinks,
} from './nav'

export type SiteIndex = Awaited<ReturnType<typeof getSiteIndex>>

/** Each with its name's message key. */
const ROUTES = [
  ['/', 'home'],
  ['/services', 'services'],
  ['/our-work', 'ourWork'],
  ['/blogs', 'blog'],
  [CONTACT_PATH, 'contact'],
  [BOOK_CALL_PATH, 'scheduleCall'],
  ['/sitemap', 'sitemap'],
] as const

export function SiteIndexLinks({
  categories,
  links,
  locale = DEFAULT_LOCALE,
  text = en,
}: {
  categories: MenuCategory[]
  links: SiteLinks
  /** The page's language, and the routes' names in it, on a page not in English. */
  locale?: Locale
  text?: typeof en
}) {
  const all: (readonly [string, string, ...unknown[]])[] = [
    ...ROUTES.map(([href, key]) => [href, text[key]] as const),
    ...categories.flatMap((category) => [
      [categoryPath(category.index), category.title] as const,
      ...category.services.map((s) => [servicePath(s.slug), s.title] as const),
    ]),
    ...links.pages,
    ...links.caseStudies,
    ...links.posts,
  ]
  const unique = [
    ...new Map(all.map(([href, label]) => [localizedHref(href, locale), label])).entries(),
  ]
  return (
    <nav aria-hidden="true" className="sr-only" data-testid="site-index">
      <ul>
        {unique.map(([href, label]) => (
          <li key={href}>
            {/* Plain anchors: nobody clicks these. */}
            <a href={href} tabIndex={-1}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
