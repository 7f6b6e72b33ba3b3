/**
 * The site's in-app link in server components: a plain anchor. Following it is still a client-side
 * page change: one listener on the document (../shell/link-navigation.tsx) hands a click on any
 * anchor that leads to a page of the site to the router, as `next/link` would, and a visitor
 * reaching for it prefetches that page (../shell/intent-prefetch.tsx).
 *
 * The home page held ~140 `next/link` components, each a client component that React hydrated
 * with its own hooks and listeners while the page loaded (issue 45: the home page's blocking time
 * on a phone); an anchor is hydrated as the element it is. Client components use
 * ./client-link.tsx, `next/link` itself.
 *
 * `href` is the English path: on a page in another language (web/i18n/request-locale.ts) it leads
 * to that language's page when the route has one (core/i18n/routes.ts `localizedHref`).
 */
import type { AnchorHTMLAttributes } from 'react'
import { localizedHref } from '@/core/i18n/routes'
import { requestLocale } from '@/web/i18n/request-locale'

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

export default function Link({ href, ...props }: LinkProps) {
  return <a {...props} href={localizedHref(href, requestLocale())} />
}
