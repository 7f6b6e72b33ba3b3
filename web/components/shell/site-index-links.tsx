/**
 * Internal links for search engines: every service, case study, post and page, in the markup of
 * every page but not drawn, not announced (the visible navigation serves people) and out of the
 * tab order.
 */
import type { getSiteIndex } from '@/web/content'
import {
  BOOK_CALL_PATH,
  categoryPath,
  CONTACT_PATH,
  type MenuCategory,
  pagePath,
  servicePath,
} from './nav'

export type SiteIndex = Awaited<ReturnType<typeof getSiteIndex>>

const ROUTES = [
  { href: '/', label: 'Home' },
  { href: '/services', label: 'Services' },
  { href: '/our-work', label: 'Our Work' },
  { href: '/blogs', label: 'Blog' },
  { href: CONTACT_PATH, label: 'Contact' },
  { href: BOOK_CALL_PATH, label: 'Schedule a Call' },
  { href: '/sitemap', label: 'Sitemap' },
] as const

export function SiteIndexLinks({
  categories,
  siteIndex,
  brandSlug,
}: {
  categories: MenuCategory[]
  siteIndex: SiteIndex
  brandSlug: string
}) {
  const links = [
    ...ROUTES,
    ...categories.flatMap((category) => [
      { href: categoryPath(category.index), label: category.title },
      ...category.services.map((s) => ({ href: servicePath(s.slug), label: s.title })),
    ]),
    ...siteIndex.pages.map((page) => ({ href: pagePath(page, brandSlug), label: page.title })),
    ...siteIndex.caseStudies.map((s) => ({ href: `/our-work/${s.slug}`, label: s.title })),
    ...siteIndex.posts.map((p) => ({ href: `/blogs/${p.slug}`, label: p.title })),
  ]
  const unique = [...new Map(links.map((link) => [link.href, link])).values()]
  return (
    <nav aria-hidden="true" className="sr-only" data-testid="site-index">
      <ul>
        {unique.map((link) => (
          <li key={link.href}>
            {/* Plain anchors: nobody clicks these, and they cost the page no client code. */}
            <a href={link.href} tabIndex={-1}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
