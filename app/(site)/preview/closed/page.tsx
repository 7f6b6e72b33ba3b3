import type { Metadata } from 'next'
import { titleWithBrand } from '@/web/components/seo/metadata'
import { NotFoundScreen } from '@/web/components/shell/not-found-screen'
import { getSettings } from '@/web/content'

export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<{ reason?: string | string[] }> }

const TEXTS = {
  expired: {
    title: 'This preview link has expired',
    text: 'Preview links work for a limited time. Ask the person who sent it for a new one.',
  },
  revoked: {
    title: 'This preview link has been withdrawn',
    text: 'The person who sent it has ended it. Ask them for a new one if you still need it.',
  },
  unavailable: {
    title: 'Previews are not available right now',
    text: 'The link could not be checked. Please try again in a few minutes.',
  },
  invalid: {
    title: 'This preview link is not valid',
    text: 'It may have been copied incompletely. Check the address, or ask for a new link.',
  },
} as const

export async function generateMetadata(): Promise<Metadata> {
  const { brandName } = await getSettings()
  return {
    title: { absolute: titleWithBrand('Preview link closed', brandName) },
    robots: { index: false, follow: false },
  }
}

/** Where a preview link that does not open leads (web/preview/open-client-link.ts). */
export default async function ClosedPreviewLinkPage({ searchParams }: Props) {
  const { reason } = await searchParams
  const key =
    typeof reason === 'string' && reason in TEXTS ? (reason as keyof typeof TEXTS) : 'invalid'
  return <NotFoundScreen eyebrow="Preview link" {...TEXTS[key]} />
}
