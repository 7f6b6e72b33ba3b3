import { invalidLinkPage } from '@/web/pages/link-pages'

// Rendered per request: proxy.ts rewrites a privacy link with a forged or expired token here with
// status 400, and a CDN must not keep an error page under an address an attacker picks.
export const dynamic = 'force-dynamic'

const { metadata, Page } = invalidLinkPage('en')

export { metadata }
export default Page
