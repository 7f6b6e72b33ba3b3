import type { Metadata } from 'next'
import { titleWithBrand } from '@/web/components/seo/metadata'
import { ErrorScreen } from '@/web/components/shell/error-screen'
import { getSettings } from '@/web/content'

// Rendered per request, so the answer is `private, no-store`: a CDN must not keep an error page
// under an address an attacker picks (a prerendered page would carry the public pages' s-maxage).
export const dynamic = 'force-dynamic'

/**
 * What a malformed address (a "%" not followed by two hex digits, which cannot be decoded) is
 * answered with: proxy.ts rewrites such requests here with status 400, inside the site's header
 * and footer, instead of the server's bare "Internal Server Error".
 */
export async function generateMetadata(): Promise<Metadata> {
  const { brandName } = await getSettings({ preview: true })
  return { title: { absolute: titleWithBrand('Bad request', brandName) }, robots: { index: false } }
}

export default function BadRequestPage() {
  return <ErrorScreen error={{ status: 400, statusText: 'Bad Request' }} />
}
