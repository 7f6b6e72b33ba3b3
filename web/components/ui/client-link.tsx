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
 */
import NextLink from 'next/link'
import type { ComponentProps } from 'react'

export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />
}
