/**
 * What the header, the menus and the footer link to, as plain data for client components. The
 * catalogue itself comes from the CMS; only route paths live here.
 */
import type { getServiceCatalogue } from '@/web/content'

export interface MenuService {
  title: string
  slug: string
}

export interface MenuCategory {
  title: string
  icon: string | null
  /** Position of the category: the `?category=` value of /services. */
  index: number
  services: MenuService[]
}

type Catalogue = Awaited<ReturnType<typeof getServiceCatalogue>>

/** Trims the catalogue to what menus need (names and slugs), keeping the client payload small. */
export function toMenuCategories(catalogue: Catalogue): MenuCategory[] {
  return catalogue.map((category, index) => ({
    title: category.title,
    icon: category.icon ?? null,
    index,
    services: category.services.map(({ title, slug }) => ({ title, slug })),
  }))
}

export const servicePath = (slug: string) => `/services/${slug}`
export const categoryPath = (index: number) => `/services?category=${index}`

/** The header's links after 'Services', in order, each with its label's message key. */
export const HEADER_LINKS = [
  { href: '/our-work', text: 'ourWork' },
  { href: '/about', text: 'about' },
  { href: '/blogs', text: 'blogs' },
  { href: '/careers', text: 'careers' },
] as const

export const BOOK_CALL_PATH = '/book-call'
export const CONTACT_PATH = '/contact'

/** A phone number as a tel: link (digits and a leading +). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
/**
 * An e-mail address as a mailto: link. The address is percent-encoded (all but its "@"), so an
 * address typed by a visitor cannot add recipients or fields (`x?cc=…&body=…`, `a,b`) to the link.
 */
export const mailtoHref = (email: string) =>
  `mailto:${encodeURIComponent(email.trim()).replace(/%40/g, '@')}`

/** Where a CMS page lives: landing pages under /{brandSlug}-{slug}, the others under /{slug}. */
export const pagePath = (page: { kind: string; slug: string }, brandSlug: string) =>
  page.kind === 'landing' ? `/${brandSlug}-${page.slug}` : `/${page.slug}`

/** A link as the shell's client lists take it: `[href, label]`, small in the page's data. */
export type LinkPair = readonly [href: string, label: string]

/**
 * The CMS pages, case studies and posts as links, made once per page on the server and handed to
 * the footer's lists and the hidden internal links alike: the same arrays, so React's payload
 * carries them once and the second list refers to the first.
 */
export interface SiteLinks {
  /** Every CMS page, with its kind ('landing' pages are the footer's agency pages). */
  pages: (readonly [href: string, label: string, kind: string])[]
  caseStudies: LinkPair[]
  posts: LinkPair[]
}

interface SiteIndexLists {
  pages: { title: string; kind: string; slug: string }[]
  caseStudies: { title: string; slug: string }[]
  posts: { title: string; slug: string }[]
}

export function toSiteLinks(siteIndex: SiteIndexLists, brandSlug: string): SiteLinks {
  return {
    pages: siteIndex.pages.map(
      (page) => [pagePath(page, brandSlug), page.title, page.kind] as const,
    ),
    caseStudies: siteIndex.caseStudies.map(
      ({ slug, title }) => [`/our-work/${slug}`, title] as const,
    ),
    posts: siteIndex.posts.map(({ slug, title }) => [`/blogs/${slug}`, title] as const),
  }
}
