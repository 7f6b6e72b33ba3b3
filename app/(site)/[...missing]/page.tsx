import { notFound } from 'next/navigation'
import { redirectIfListed } from '@/web/redirects/missing-path'

// Per request: an editor's redirect is live within a second of its publish, without a rebuild,
// and a redirect sent from a dynamic render carries one Location header (vercel/next.js#82117
// concerns ISR renders).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ missing: string[] }> }

/**
 * Any path no other route matches lands here: an editor's redirect when one matches
 * (web/redirects), otherwise 404 with the (site) not-found page, so the visitor keeps the site's
 * header and footer. (The root not-found renders outside the (site) layout, and Next sends it with
 * every page, so it stays small instead of repeating the shell.)
 */
export default async function MissingPage({ params }: Props) {
  const { missing } = await params
  await redirectIfListed(`/${missing.join('/')}`)
  notFound()
}
