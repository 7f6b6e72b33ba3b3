import type { Metadata } from 'next'
import { InvalidLink } from '@/web/components/privacy/invalid-link'

// Rendered per request: proxy.ts rewrites a privacy link with a forged or expired token here with
// status 400, and a CDN must not keep an error page under an address an attacker picks.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Link not valid',
  robots: { index: false, follow: false },
}

export default function InvalidLinkPage() {
  return <InvalidLink />
}
