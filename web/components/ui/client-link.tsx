'use client'
/**
 * The in-app link of client components: `next/link` without prefetching as links scroll into view
 * (server components render a plain anchor, ./link.tsx). Next's
 * default fetched and decoded the data of every page a visible link leads to while the page was
 * still loading: 14 requests on a phone and 32 on a wide screen for /services, among them the
 * home page's ~250 kB, decoded in main-thread tasks of up to ~80 ms (~330 ms on a 4x-slower
 * phone). A page is prefetched instead when the visitor reaches for its link (pointer over it,
 * a finger on it, keyboard focus): ../shell/intent-prefetch.tsx, once for the whole page. A
 * link may still opt in with `prefetch`.
 *
 * `href` is the English path: on a page in another language (its path's prefix) it leads to that
 * language's page when the route has one (core/i18n/routes.ts `localizedHref`), as ./link.tsx.
 */
import NextLink from 'next/link'
import { usePathname } from 'next/navigation'
import type { ComponentProps } from 'react'
import { locales } from '@/core/i18n/locales'
import { localizedHref } from '@/core/i18n/routes'

export default function Link({
  prefetch = false,
  href,
  ...props
}: ComponentProps<typeof NextLink>) {
  const { locale } = locales.split(usePathname() ?? '/')
  const here = typeof href === 'string' ? localizedHref(href, locale) : href
  return <NextLink prefetch={prefetch} href={here} {...props} />
}
