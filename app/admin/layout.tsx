import type { Metadata } from 'next'
import { RootDocument } from '@/web/components/shell/root-document'
import { siteUrl } from '@/web/env'
import '../globals.css'

export const metadata: Metadata = { metadataBase: new URL(siteUrl) }

/** The admin's root: the document without the site's frame (the admin pages draw their own). */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <RootDocument>{children}</RootDocument>
}
