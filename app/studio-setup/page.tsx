/**
 * What /studio shows when no Sanity project is configured (next.config.ts rewrites /studio here
 * then): the Studio has no Content Lake to open in the embedded default, so the page explains how
 * to connect one, and how content is edited until then. Its own route, so that none of the
 * Studio's code or global styles loads with it. With a project configured, it does not exist.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { StudioGuide } from '@/web/components/studio/studio-guide'
import { contentBackend, env, siteUrl } from '@/web/env'

export const dynamic = 'force-static'

export const metadata: Metadata = {
  title: 'Connect a Sanity project · Studio',
  robots: { index: false, follow: false },
}

export default function StudioSetupPage() {
  if (contentBackend === 'sanity') notFound()
  return <StudioGuide datasetPath={env.CONTENT_DATASET} siteUrl={siteUrl} />
}
