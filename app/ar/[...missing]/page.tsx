import { notFound } from 'next/navigation'
import { setRequestLocale } from '@/web/i18n/request-locale'
import { redirectIfListed } from '@/web/redirects/missing-path'

// Per request, as app/(site)/[...missing]: an editor's redirect is live within a second of its
// publish, without a rebuild, and a redirect sent from a dynamic render carries one Location
// header (vercel/next.js#82117 concerns ISR renders).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ missing: string[] }> }

/**
 * Any Arabic path no other route matches (/ar/news/x): an editor's redirect when one matches its
 * full path (/ar/news/x → /ar/blogs/y; web/redirects), as the English catch-all does for paths
 * the proxy does not run on; otherwise 404 in the Arabic frame.
 */
export default async function ArabicMissingPage({ params }: Props) {
  setRequestLocale('ar')
  const { missing } = await params
  await redirectIfListed(`/ar/${missing.join('/')}`)
  notFound()
}
