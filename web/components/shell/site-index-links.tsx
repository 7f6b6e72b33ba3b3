'use client'
/**
 * Internal links for search engines: every service, case study, post and page, in the markup of
 * every page but not drawn, not announced (the visible navigation serves people) and out of the
 * tab order.
 *
 * A client component with small props (issue 46): drawn on the server from the menus' categories
 * and the footer's links, which the page's data already carries (React refers to them again
 * instead of repeating them), so the ~70 links cost the page's data a few bytes each instead of
 * a tree of elements, and the markup is the same.
 */
import type { getSiteIndex } from '@/web/content'
import {
  BOOK_CALL_PATH,
  categoryPath,
  CONTACT_PATH,
  type MenuCategory,
  servicePath,
  type SiteLinks,
} from './nav'

export type SiteIndex = Awaited<ReturnType<typeof getSiteIndex>>

const ROUTES = [
  ['/', 'Home'],
  ['/services', 'Services'],
  ['/our-work', 'Our Work'],
  ['/blogs', 'Blog'],
  [CONTACT_PATH, 'Contact'],
  [BOOK_CALL_PATH, 'Schedule a Call'],
  ['/sitemap', 'Sitemap'],
] as const

export function SiteIndexLinks({
  categories,
  links,
}: {
  categories: MenuCategory[]
  links: SiteLinks
}) {
  const all: (readonly [string, string, ...unknown[]])[] = [
    ...ROUTES,
    ...categories.flatMap((category) => [
      [categoryPath(category.index), category.title] as const,
      ...category.services.map((s) => [servicePath(s.slug), s.title] as const),
    ]),
    ...links.pages,
    ...links.caseStudies,
    ...links.posts,
  ]
  const unique = [...new Map(all.map(([href, label]) => [href, label])).entries()]
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
