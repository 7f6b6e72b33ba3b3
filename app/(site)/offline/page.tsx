import type { Metadata } from 'next'
import { OfflineScreen } from '@/web/components/shell/offline-screen'
import { getSettings } from '@/web/content'

/** Precached by the service worker and shown for navigations without network. */
export const metadata: Metadata = {
  title: { absolute: 'You are offline' },
  robots: { index: false, follow: false },
}

export default async function OfflinePage() {
  const settings = await getSettings({ preview: true })
  return <OfflineScreen phone={settings.phone} brandName={settings.brandName} />
}
