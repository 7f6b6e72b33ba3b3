import type { Metadata } from 'next'
import { RootDocument } from '@/web/components/shell/root-document'
import { siteUrl } from '@/web/env'
import '../globals.css'

export const revalidate = 60

export const metadata: Metadata = { metadataBase: new URL(siteUrl) }

/** The root of the page that explains how to connect a Sanity project (no site frame). */
export default function StudioSetupLayout({ children }: { children: React.ReactNode }) {
  return <RootDocument>{children}</RootDocument>
}
