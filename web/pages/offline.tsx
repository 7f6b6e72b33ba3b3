import type { Metadata } from 'next'
import type { Locale } from '@/core/i18n/locales'
import { OfflineScreen } from '@/web/components/shell/offline-screen'
import { getSettings } from '@/web/content'
import { translator } from '@/web/i18n/messages'
import { setRequestLocale } from '@/web/i18n/request-locale'

/**
 * /offline (and /ar/offline) in `locale`: precached by the service worker and shown for a
 * navigation without network, the Arabic one for the Arabic pages' (web/service-worker).
 */
export function offlinePage(locale: Locale) {
  const metadata: Metadata = {
    title: { absolute: translator(locale, 'offline')('pageTitle') },
    robots: { index: false, follow: false },
  }

  async function OfflinePage() {
    setRequestLocale(locale)
    const settings = await getSettings({ preview: true, locale })
    return <OfflineScreen phone={settings.phone} brandName={settings.brandName} locale={locale} />
  }

  return { metadata, Page: OfflinePage }
}
