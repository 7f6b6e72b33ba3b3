import { getSettings } from '@/web/content'
import { SiteFooter } from '@/web/components/shell/site-footer'
import { SiteHeader } from '@/web/components/shell/site-header'

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSettings()
  return (
    <>
      <SiteHeader settings={settings} />
      <main id="main">{children}</main>
      <SiteFooter settings={settings} />
    </>
  )
}
