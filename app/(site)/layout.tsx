import { draftMode } from 'next/headers'
import { SiteShell } from '@/web/components/shell/site-shell'

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  // Reading draft mode keeps the pages static: it is a cookie Next checks before it chooses
  // between the prerendered page and a per-request render for an editor.
  const { isEnabled: preview } = await draftMode()
  return <SiteShell preview={preview}>{children}</SiteShell>
}
