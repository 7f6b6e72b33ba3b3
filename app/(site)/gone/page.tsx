import type { Metadata } from 'next'
import { titleWithBrand } from '@/web/components/seo/metadata'
import { NotFoundScreen } from '@/web/components/shell/not-found-screen'
import { getSettings } from '@/web/content'

// Per request (`private, no-store`): it stands in for whichever removed path proxy.ts rewrote.
export const dynamic = 'force-dynamic'

/**
 * What the path of a deleted or unpublished service, case study or post answers: proxy.ts
 * rewrites it here with status 410 (web/redirects), so search engines drop it sooner than a 404.
 */
export async function generateMetadata(): Promise<Metadata> {
  const { brandName } = await getSettings({ preview: true })
  return {
    title: { absolute: titleWithBrand('Page removed', brandName) },
    robots: { index: false },
  }
}

export default function GonePage() {
  return (
    <NotFoundScreen
      eyebrow="Gone"
      title="This page has been removed"
      text="It is no longer part of the site. Here are some good places to go instead."
    />
  )
}
