import { RootDocument } from '@/web/components/shell/root-document'

/** The root of the page that explains how to connect a Sanity project (no site frame). */
export default function StudioSetupLayout({ children }: { children: React.ReactNode }) {
  return <RootDocument>{children}</RootDocument>
}
